import { afterEach, expect, onTestFinished, test, vi } from "vitest";
import { bookedAtFare, bookingRequest, fromIp } from "../support/booking-fixtures";
import { CRON_SECRET, startDeployed } from "../support/deployed";
import { events, parseIcs, prop } from "../support/ics";
import { useRedisBridge } from "../support/redis-bridge";
import type { Recorded } from "../support/stub-server";
import { loadFunction } from "../support/vercel-function";

/**
 * The trip's life after its proof, through the functions as Vercel runs them (each loaded afresh, sharing
 * nothing but Redis), against a real redis-server behind the Upstash bridge and a SendGrid stand-in, on a
 * controlled clock: the reminder cron, the operator's day, a cancellation, Redis failing mid-run.
 */
const ctx = useRedisBridge();
const SITE = "https://www.vtc-premium-nantes.fr";

type SentMail = {
  content: { type: string; value: string }[];
  custom_args: { kind: string; reference: string };
  attachments?: { content: string; filename: string; type: string }[];
};

afterEach(() => {
  vi.useRealTimers();
  ctx.bridge.down = undefined;
});

function at(iso: string) {
  vi.setSystemTime(new Date(iso));
}

function post(path: string, body: unknown, ip: string): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...fromIp(ip) },
    body: JSON.stringify(body),
  });
}

const cron = (path: string) => new Request(`${SITE}${path}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });

async function world(sendgrid?: (request: Recorded) => { status: number }) {
  vi.useFakeTimers({ toFake: ["Date"] });
  await ctx.redis.client.flushall();
  const deployed = await startDeployed(ctx.bridge, sendgrid ? { sendgrid: [sendgrid] } : {});
  onTestFinished(() => deployed.close());
  const mails = () => deployed.sendgrid.requests.map((r) => JSON.parse(r.body) as SentMail);
  const of = (kind: string, reference?: string) =>
    mails().filter((m) => m.custom_args.kind === kind && (!reference || m.custom_args.reference === reference));
  const booking = await loadFunction("booking", deployed.env);
  const confirm = await loadFunction("confirm", deployed.env);
  const manage = await loadFunction("manage", deployed.env);
  let n = 0;
  /** A request (Crébillon → airport, 35 € shown), confirmed at 35 €: the proof, its trip recorded. */
  async function accepted(date: string, time: string): Promise<{ reference: string; manage: string }> {
    n++;
    const booked = await booking.call(
      bookingRequest(
        bookedAtFare({
          datePriseEnCharge: date,
          heurePriseEnCharge: time,
          nom: `Voyageur${n}`,
          email: `client${n}@exemple.fr`,
        }),
        fromIp(`198.51.100.${n}`),
      ),
    );
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()) as { reference: string };
    await booking.settled();
    const token = /\/confirmer#(v1\.[\w-]+)/.exec(of("business", reference)[0]!.content[0]!.value)![1];
    const proof = await confirm.call(post("/api/confirm", { token, action: "confirm", price: "35" }, "203.0.113.50"));
    expect(proof.status).toBe(200);
    const link = /\/ma-reservation#(v1\.[\w-]+)/.exec(of("proof", reference)[0]!.content[0]!.value)![1]!;
    return { reference, manage: link };
  }
  return { deployed, mails, of, accepted, manage };
}

test("three trips accepted, the reminder cron run twice at the reminder hour (and by two instances at once): exactly one reminder each; the cancelled trip gets none", async () => {
  const w = await world();
  at("2026-11-28T10:00:00Z");
  const trips = [];
  for (const time of ["10:00", "11:00", "12:00"]) trips.push(await w.accepted("2026-12-03", time));
  const cancelled = await w.accepted("2026-12-03", "11:30");
  // Five days ahead: cancelling is free; the customer confirms the fee the page showed him.
  const shown = (await (
    await w.manage.call(post("/api/manage", { token: cancelled.manage, action: "view" }, "192.0.2.1"))
  ).json()) as {
    fee: { percent: number };
  };
  expect(shown.fee.percent).toBe(0);
  const cancel = await w.manage.call(
    post("/api/manage", { token: cancelled.manage, action: "cancel", fee: 0 }, "192.0.2.1"),
  );
  expect(cancel.status).toBe(200);

  // 25 to 34 hours before the pickups (10:00 Paris is 09:00 UTC).
  at("2026-12-02T00:05:00Z");
  const job = await loadFunction("remind-trips", w.deployed.env);
  expect((await job.call(new Request(`${SITE}/api/remind-trips`))).status).toBe(401);
  expect(await (await job.call(cron("/api/remind-trips"))).json()).toEqual({ checked: 4, sent: 3 });
  expect(await (await job.call(cron("/api/remind-trips"))).json()).toEqual({ checked: 4, sent: 0 });
  const [a, b] = [
    await loadFunction("remind-trips", w.deployed.env),
    await loadFunction("remind-trips", w.deployed.env),
  ];
  const overlapping = await Promise.all([a.call(cron("/api/remind-trips")), b.call(cron("/api/remind-trips"))]);
  expect(overlapping.map((r) => r.status)).toEqual([200, 200]);

  for (const trip of trips) expect(w.of("reminder", trip.reference)).toHaveLength(1);
  expect(w.of("reminder", cancelled.reference)).toHaveLength(0);
  const reminder = w.of("reminder", trips[0]!.reference)[0]!.content[0]!.value;
  for (const line of [
    "Votre course du 03/12/2026 à 10:00",
    "Heure de prise en charge\u00a0: 10:00",
    "Lieu de prise en charge\u00a0: 12 rue Crébillon, 44000 Nantes",
    "Votre chauffeur\u00a0: 06 39 98 44 21",
    "En cas de retard\u00a0: Appelez votre chauffeur au 06 39 98 44 21 dès que possible.",
    "Gérer ma réservation\u00a0: https://www.vtc-premium-nantes.fr/ma-reservation#v1.",
    // The customer's notes travel with the trip (they hold no link, so they are shown to him too).
    "Vos précisions\u00a0: Deux valises.",
  ])
    expect(reminder).toContain(line);
});

test("the operator's day lists exactly tomorrow's trips in pickup order, with one calendar file holding them, once a day", async () => {
  const w = await world();
  at("2026-11-28T10:00:00Z");
  const late = await w.accepted("2026-12-03", "18:45");
  const early = await w.accepted("2026-12-03", "07:30");
  const dayAfter = await w.accepted("2026-12-04", "07:30");
  const today = await w.accepted("2026-12-02", "21:00");
  const gone = await w.accepted("2026-12-03", "09:00");
  await w.manage.call(post("/api/manage", { token: gone.manage, action: "cancel", fee: 0 }, "192.0.2.2"));

  const job = await loadFunction("operator-day", w.deployed.env);
  at("2026-12-02T17:55:00Z"); // 18:55 in Nantes: not yet
  expect(await (await job.call(cron("/api/operator-day"))).json()).toEqual({ due: false, sent: 0 });
  at("2026-12-02T18:10:00Z"); // 19:10
  expect(await (await job.call(cron("/api/operator-day"))).json()).toEqual({ day: "2026-12-03", trips: 3, sent: 1 });
  at("2026-12-02T19:10:00Z");
  expect((await (await job.call(cron("/api/operator-day"))).json()) as object).toMatchObject({
    sent: 0,
    already: true,
  });

  const days = w.of("operator-day");
  expect(days).toHaveLength(1);
  const text = days[0]!.content[0]!.value;
  expect(text).toContain("Demain, 03/12/2026\u00a0: 2 courses");
  expect(text.indexOf(`07:30 – ${early.reference}`)).toBeGreaterThan(-1);
  expect(text.indexOf(`18:45 – ${late.reference}`)).toBeGreaterThan(text.indexOf(`07:30 – ${early.reference}`));
  expect(text).toContain(`ANNULÉE – 09:00 – ${gone.reference}`);
  for (const absent of [dayAfter.reference, today.reference]) expect(text).not.toContain(absent);
  for (const line of [
    "Client\u00a0: Anne Voyageur",
    "Téléphone\u00a0: 06 12 34 56 78",
    "Prix\u00a0: 35\u00a0€ TTC",
    "Notes\u00a0: vol ou train AF1234 (à vérifier)",
  ])
    expect(text).toContain(line);
  const ics = Buffer.from(days[0]!.attachments![0]!.content, "base64").toString("utf8");
  const calendar = parseIcs(ics);
  expect(events(calendar).map((e) => prop(e, "UID"))).toEqual([
    `${early.reference}@vtc-premium-nantes.fr`,
    `${late.reference}@vtc-premium-nantes.fr`,
  ]);
});

test("Redis failing mid-run: what was sent is not sent again, the rest goes on the next run", async () => {
  let redisDown = false;
  let reminders = 0;
  const w = await world((request) => {
    // Upstash goes down right after SendGrid took the first reminder.
    if ((JSON.parse(request.body) as SentMail).custom_args.kind === "reminder" && ++reminders === 1) redisDown = true;
    return { status: 202 };
  });
  ctx.bridge.down = () => redisDown;
  at("2026-11-28T10:00:00Z");
  const trips = [];
  for (const time of ["10:00", "11:00", "12:00"]) trips.push(await w.accepted("2026-12-03", time));
  const log = vi.spyOn(console, "error").mockImplementation(() => {});

  at("2026-12-02T00:05:00Z");
  const first = await (await loadFunction("remind-trips", w.deployed.env)).call(cron("/api/remind-trips"));
  expect(first.status).toBe(503);
  expect(w.of("reminder").map((m) => m.custom_args.reference)).toEqual([trips[0]!.reference]);
  expect(log.mock.calls.some(([line]) => /\[reminders\] .*sent but not recorded/.test(String(line)))).toBe(true);

  // An hour later Upstash is back: the two others leave, the first is not sent again.
  redisDown = false;
  at("2026-12-02T01:05:00Z");
  const next = await (await loadFunction("remind-trips", w.deployed.env)).call(cron("/api/remind-trips"));
  expect(await next.json()).toEqual({ checked: 3, sent: 2 });
  for (const trip of trips) expect(w.of("reminder", trip.reference)).toHaveLength(1);
  at("2026-12-02T02:05:00Z");
  await (await loadFunction("remind-trips", w.deployed.env)).call(cron("/api/remind-trips"));
  expect(w.of("reminder")).toHaveLength(3);
});

test("a cancellation through Redis: recorded once, both e-mails, the calendar file cancels the proof's event; Upstash down, nothing is sent and the customer is told to call", async () => {
  const w = await world();
  at("2026-11-28T10:00:00Z");
  const trip = await w.accepted("2026-12-03", "10:00");
  const proofIcs = parseIcs(
    Buffer.from(w.of("proof", trip.reference)[0]!.attachments![0]!.content, "base64").toString("utf8"),
  );
  const proofEvent = events(proofIcs)[0]!;

  at("2026-12-02T20:00:00Z"); // 13 hours before: half the price
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  // The booking's record cannot be changed: every script on it fails as an unreachable Upstash would.
  ctx.bridge.down = (command) =>
    String(command[0]).toUpperCase().startsWith("EVAL") && String(command[3]).startsWith("booking:");
  const refused = await w.manage.call(
    post("/api/manage", { token: trip.manage, action: "cancel", fee: 50 }, "192.0.2.3"),
  );
  expect(refused.status).toBe(503);
  expect(((await refused.json()) as { error: string }).error).toContain(
    "votre réservation tient toujours. Appelez-nous au 02 61 91 44 20",
  );
  expect(
    log.mock.calls.some(([line]) => String(line).includes(`[manage] ${trip.reference} CANCELLATION NOT RECORDED`)),
  ).toBe(true);
  expect(w.of("cancellation")).toHaveLength(0);
  ctx.bridge.down = undefined;

  at("2026-12-02T20:01:00Z");
  const calls = await Promise.all(
    ["192.0.2.4", "192.0.2.5"].map((ip) =>
      w.manage.call(post("/api/manage", { token: trip.manage, action: "cancel", fee: 50 }, ip)),
    ),
  );
  expect(calls.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(w.of("cancellation", trip.reference)).toHaveLength(1);
  expect(w.of("cancellation-copy", trip.reference)).toHaveLength(1);
  const cancellation = w.of("cancellation", trip.reference)[0]!;
  expect(cancellation.content[0]!.value).toContain("50\u00a0% du prix est dû, soit 17,50\u00a0€ TTC");
  expect(cancellation.attachments![0]!.type).toBe("text/calendar; method=CANCEL");
  const event = events(parseIcs(Buffer.from(cancellation.attachments![0]!.content, "base64").toString("utf8")))[0]!;
  expect(prop(event, "UID")).toBe(prop(proofEvent, "UID"));
  expect(Number(prop(event, "SEQUENCE"))).toBeGreaterThan(Number(prop(proofEvent, "SEQUENCE")));
  expect(prop(event, "STATUS")).toBe("CANCELLED");
  expect(prop(event, "ORGANIZER")).toBe(prop(proofEvent, "ORGANIZER"));
  // The cancellation is the booking's state, moved once with the fee the terms set then (cents).
  const record = await ctx.redis.client.hgetall(`booking:${trip.reference}`);
  expect(record).toMatchObject({ state: "cancelled-by-customer", act: "cancel", ceiling: "1750" });
  expect(JSON.parse(record.fee!)).toMatchObject({ percent: 50, amount: 1750, kind: "late-cancel" });
});
