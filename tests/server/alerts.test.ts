import { afterEach, expect, test, vi } from "vitest";
import { consoleClient } from "../support/console-client";
import { phoneSubscription } from "../support/push-phone";
import { at, cron, post, useMoneyWorld } from "../support/money-world";
import { loadFunction } from "../support/vercel-function";

/**
 * The operator's alerts (docs/decisions/260-operator-console.md) through the deployed functions on redis-server,
 * the push service's and the SMS provider's stand-ins: a push for each kind of event, whose payload, decrypted as
 * his phone would (aes128gcm, http_ece), names the right booking; an urgent request left unopened sends one SMS after
 * the delay, none once opened; the SMS's daily ceiling holds; a push service that hangs holds nobody.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

async function withPhone(env: Record<string, string> = {}, smsClock: "controlled" | "machine" = "controlled") {
  const w = await world();
  Object.assign(w.env, env);
  const fn = await loadFunction("console", w.env);
  const console_ = consoleClient(fn);
  expect((await console_.enrolFrom(w.mails)).status).toBe(200);
  const phone = phoneSubscription(w.push.endpoint);
  const subscribed = await console_.post({ action: "subscribe", subscription: phone.subscription, label: "Pixel" });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
  /** What reached the phone, decrypted, in order. */
  const received = () =>
    w.push.deliveries.filter((d) => d.id === phone.id && d.status === 201).map((d) => phone.read(d.body));
  const smsJob = await loadFunction("escalate-alerts", w.env, { clock: smsClock });
  const escalate = async () => {
    const response = await smsJob.call(cron("/api/escalate-alerts"));
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  return { w, console: console_, received, escalate };
}

test("each kind of event reaches his phone as a push naming its booking, which opens it in the console", async () => {
  const { w, received } = await withPhone();
  vi.spyOn(console, "warn").mockImplementation(() => {});

  const booking = await w.requested({ datePriseEnCharge: "2026-12-05", heurePriseEnCharge: "10:00" });
  await w.fn.booking.settled();
  const request = await w.requested({ engagement: "demande", datePriseEnCharge: "2026-12-06", prenom: "Jeanne" });
  await w.fn.booking.settled();

  // A price proposed on the request, which the customer accepts.
  expect((await w.answer(request.confirm, { action: "confirm", price: 60 })).status).toBe(200);
  const proposal = w.of("proposal", request.reference)[0]!;
  const accept = /#accept\.(v1\.[\w-]+)/.exec(w.text(proposal))![1]!;
  const accepted = await w.fn.proposal.call(
    post("/api/proposal", { token: accept, action: "accept", payment: "guarantee" }),
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  await w.fn.proposal.settled();

  // A confirmed booking whose customer asks for a change, another he cancels.
  const changed = await w.booked({ datePriseEnCharge: "2026-12-07", heurePriseEnCharge: "09:00" });
  const change = await w.manage(changed.manage, {
    action: "change",
    change: {
      date: "2026-12-07",
      time: "09:30",
      from: "12 rue Crébillon, 44000 Nantes",
      to: "Aéroport Nantes Atlantique",
    },
  });
  expect(change.status, JSON.stringify(change.body)).toBe(200);
  await w.fn.manage.settled();
  const cancelled = await w.booked({ datePriseEnCharge: "2026-12-08", heurePriseEnCharge: "09:00", prenom: "Louis" });
  expect((await w.manage(cancelled.manage, { action: "cancel", fee: 0 })).status).toBe(200);
  await w.fn.manage.settled();

  // A card kept, refused when the no-show's fee is charged.
  const refused = await w.booked(
    { datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "10:00", prenom: "Hugo" },
    { card: "4000000000000341" },
  );
  at("2026-11-29T09:20:00Z");
  expect((await w.trip(refused.operator, { action: "no-show" })).status).toBe(200);
  expect((await w.trip(refused.operator, { action: "take-fee" })).status).toBe(200);
  await w.fn.trip.settled();

  const got = received();
  const byKind = Object.fromEntries(got.map((p) => [p.kind, p]));
  const first = got.find((p) => p.reference === booking.reference)!;
  expect(first).toMatchObject({ kind: "booking", url: `/console#${booking.reference}` });
  expect(first.title).toBe("Nouvelle réservation à confirmer");
  expect(first.body).toContain("Anne Lemaire, 2\u00a0pers., 12 rue Crébillon → Aéroport Nantes Atlantique");
  expect(byKind.request!).toMatchObject({ reference: request.reference, title: "Nouvelle demande de devis" });
  expect(byKind.accepted).toMatchObject({ reference: request.reference, title: "Proposition acceptée", urgent: false });
  expect(byKind["change-requested"]).toMatchObject({ reference: changed.reference });
  expect(byKind["change-requested"]!.body).toContain("07/12/2026 à 09:30");
  expect(byKind.cancelled).toMatchObject({ reference: cancelled.reference, title: "Course annulée par le client" });
  expect(byKind["payment-failed"]).toMatchObject({ reference: refused.reference, title: "Paiement refusé" });
  expect(byKind["payment-failed"]!.body).toContain("35\u00a0€ TTC, carte refusée");
  // Once each, whatever the retries: the booking's alert is claimed under its kind and reference.
  expect(received().filter((p) => p.reference === booking.reference && p.kind === "booking")).toHaveLength(1);
});

test("a request at night left unopened sends one SMS after the delay; none once he has opened it", async () => {
  const { w, console: phone, received, escalate } = await withPhone();
  // 03:00 in Nantes, for 09:15 the same morning: a new customer at night.
  at("2026-11-29T02:00:00Z");
  const night = await w.requested({
    engagement: "demande",
    datePriseEnCharge: "2026-11-29",
    heurePriseEnCharge: "09:15",
  });
  await w.fn.booking.settled();
  expect(received().at(-1)).toMatchObject({
    reference: night.reference,
    urgent: true,
    title: "URGENT\u00a0: Nouvelle demande de devis",
  });

  at("2026-11-29T02:09:59Z");
  expect(await escalate()).toMatchObject({ due: 0, sms: "none" });
  expect(w.sms.sent).toEqual([]);
  at("2026-11-29T02:10:00Z");
  expect(await escalate()).toMatchObject({ due: 1, sms: "sent" });
  expect(w.sms.sent).toHaveLength(1);
  expect(w.sms.sent[0]).toMatchObject({ sender: "VTCPremium", recipient: "33639980012", type: "transactional" });
  expect(w.sms.sent[0]!.content).toBe(
    `VTC Premium URGENT - demande ${night.reference} pour 29/11 a 09h15, non ouverte depuis 10 min. https://www.vtc-premium-nantes.fr/console#${night.reference}`,
  );
  at("2026-11-29T02:20:00Z");
  expect(await escalate()).toMatchObject({ due: 0, sms: "none" });
  expect(w.sms.sent).toHaveLength(1);

  // The next night's request, opened in the console within the delay: no SMS.
  at("2026-11-30T01:30:00Z");
  await phone.signIn();
  const opened = await w.requested({
    engagement: "demande",
    datePriseEnCharge: "2026-11-30",
    heurePriseEnCharge: "11:00",
    prenom: "Paul",
  });
  await w.fn.booking.settled();
  expect((await phone.post({ action: "request", reference: opened.reference, act: { action: "view" } })).status).toBe(
    200,
  );
  at("2026-11-30T01:45:00Z");
  expect(await escalate()).toMatchObject({ due: 1, settled: 1, sms: "none" });
  // Nor one answered from his e-mail's link meanwhile.
  const answered = await w.requested({
    engagement: "demande",
    datePriseEnCharge: "2026-11-30",
    heurePriseEnCharge: "11:30",
    prenom: "Léa",
  });
  await w.fn.booking.settled();
  expect((await w.answer(answered.confirm, { action: "decline" })).status).toBe(200);
  at("2026-11-30T02:00:00Z");
  expect(await escalate()).toMatchObject({ due: 1, settled: 1, sms: "none" });
  expect(w.sms.sent).toHaveLength(1);
});

test("the SMS's daily ceiling holds, whatever the urgent requests: past it, the log says so and nothing leaves", async () => {
  // Two SMS a day: 0,16 € at 0,08 € each.
  const { w, escalate } = await withPhone({ ALERT_SMS_DAILY_CEILING: "0.16", ALERT_SMS_UNIT_PRICE: "0.08" });
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  for (const [i, hour] of ["01", "02", "03", "04"].entries()) {
    at(`2026-11-29T${hour}:00:00Z`);
    await w.requested({
      engagement: "demande",
      datePriseEnCharge: "2026-11-29",
      heurePriseEnCharge: "12:00",
      prenom: `Nuit${i}`,
    });
    await w.fn.booking.settled();
    at(`2026-11-29T${hour}:11:00Z`);
    await escalate();
  }
  expect(w.sms.sent).toHaveLength(2);
  expect(
    errors.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("ALERT_SMS_DAILY_CEILING reached")),
  ).toHaveLength(2);
  // The next day (in Nantes) counts afresh.
  at("2026-11-30T01:00:00Z");
  await w.requested({
    engagement: "demande",
    datePriseEnCharge: "2026-11-30",
    heurePriseEnCharge: "12:00",
    prenom: "Demain",
  });
  await w.fn.booking.settled();
  at("2026-11-30T01:11:00Z");
  await escalate();
  expect(w.sms.sent).toHaveLength(3);
});

test("a push service that hangs, and an SMS provider that hangs, are cut at their bound and logged; the booking stands", async () => {
  // The SMS job on the machine's timers: its provider's bound is what it waits on, with the store's calls around it.
  const { w, received, escalate } = await withPhone({}, "machine");
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  w.push.fail("hang");
  at("2026-11-29T02:00:00Z");
  const night = await w.requested({
    engagement: "demande",
    datePriseEnCharge: "2026-11-29",
    heurePriseEnCharge: "12:00",
  });
  await w.fn.booking.settled();
  expect(w.of("business", night.reference)).toHaveLength(1);
  expect(received()).toEqual([]);
  expect(errors.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(
    /push to 127\.0\.0\.1:\d+ NOT SENT for .*timed out after 4000 ms/,
  );

  w.sms.fail("hang");
  at("2026-11-29T02:10:00Z");
  expect(await escalate()).toMatchObject({ sms: "uncertain" });
  expect(errors.mock.calls.map((c) => String(c[0])).join("\n")).toContain(`SMS UNCERTAIN for ${night.reference}`);
});

test("a device its push service says is gone is removed; only a push service's endpoint may be added", async () => {
  const { w, console: phone, received } = await withPhone();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  for (const endpoint of [
    "https://evil.example/push",
    "http://fcm.googleapis.com/fcm/send/x",
    "https://fcm.googleapis.com:8443/x",
  ]) {
    const refused = await phone.post({
      action: "subscribe",
      subscription: { endpoint, keys: { p256dh: "BAAA", auth: "AAAA" } },
    });
    expect(refused.status, endpoint).toBe(400);
  }
  w.push.fail({ status: 410 });
  await w.requested({ datePriseEnCharge: "2026-12-05" });
  await w.fn.booking.settled();
  expect((await phone.post({ action: "devices" })).body.devices).toEqual([]);
  await w.requested({ datePriseEnCharge: "2026-12-06", prenom: "Marc" });
  await w.fn.booking.settled();
  expect(received()).toEqual([]);
});

test("the morning summary of today reaches his phone and his mailbox once; the evening list keeps every request still open", async () => {
  const { w, received } = await withPhone();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  at("2026-11-28T10:00:00Z");
  const today = await w.booked({ datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "09:00" });
  const later = await w.booked({ datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "16:30", prenom: "Paul" });
  const open = await w.requested({ engagement: "demande", datePriseEnCharge: "2026-12-05", prenom: "Jeanne" });
  const mornings = () => received().filter((p) => p.kind === "morning");

  at("2026-11-29T05:30:00Z"); // 06:30 in Nantes: neither the morning's nor the evening's hour
  expect(await w.run("day")).toEqual({ due: false, sent: 0 });
  at("2026-11-29T06:10:00Z"); // 07:10
  expect(await w.run("day")).toEqual({ day: "2026-11-29", trips: 2, sent: 1, morning: true });
  at("2026-11-29T07:10:00Z");
  expect(await w.run("day")).toMatchObject({ sent: 0, already: true });

  const summary = w.mails().filter((m) => m.custom_args.kind === "operator-morning");
  expect(summary).toHaveLength(1);
  const text = w.text(summary[0]!);
  expect(text).toContain("Aujourd’hui, 29/11/2026\u00a0: 2 courses");
  expect(text.indexOf(`09:00 – ${today.reference}`)).toBeGreaterThan(-1);
  expect(text.indexOf(`16:30 – ${later.reference}`)).toBeGreaterThan(text.indexOf(`09:00 – ${today.reference}`));
  expect(text).toContain(`SANS RÉPONSE – 05/12/2026 À 06:15 – ${open.reference}`);
  expect(mornings()).toEqual([
    expect.objectContaining({
      title: "Aujourd’hui\u00a0: 2 courses, 1 en attente",
      body: "Première prise en charge à 09:00.",
      url: "/console",
      urgent: false,
    }),
  ]);

  // The evening: tomorrow holds no trip, but a booking paid at 18:00 (his reply due within two hours) and the
  // request await him.
  at("2026-11-29T17:00:00Z");
  const waiting = await w.requested({ datePriseEnCharge: "2026-12-03", heurePriseEnCharge: "08:00", prenom: "Léa" });
  at("2026-11-29T18:10:00Z"); // 19:10
  expect(await w.run("day")).toEqual({ day: "2026-11-30", trips: 0, sent: 1 });
  const evening = w.mails().filter((m) => m.custom_args.kind === "operator-day");
  expect(evening).toHaveLength(1);
  const list = w.text(evening[0]!);
  expect(list).toContain("Aucune course réservée pour demain");
  expect(list).toContain("En attente, toutes dates confondues\u00a0: 2 demandes sans votre réponse");
  for (const reference of [open.reference, waiting.reference]) expect(list).toContain(reference);
  expect(mornings()).toHaveLength(1);
});
