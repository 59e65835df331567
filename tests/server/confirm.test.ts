import { expect, test, vi } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { handleConfirm, type ConfirmDeps } from "../../src/server/operator/answer";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { LINK_LIFETIME_MS, openToken, sealRequest } from "../../src/server/request/sealed-request";
import type { Mailer } from "../../src/server/mail";
import { foldLine } from "../../src/server/mail/ics";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { err } from "../../src/server/kernel/result";
import { bookAndGetToken, callConfirm, confirmDeps, INBOX } from "../support/answer-fixtures";
import {
  bookedAtFare,
  bookingRequest,
  deps as bookingDeps,
  memoryMailer,
  NOW,
  validBooking,
} from "../support/booking-fixtures";
import { tokenFromLocation } from "../../src/components/confirm/confirm-panel";
import { proposalFromLocation } from "../../src/components/proposal/proposal-panel";

async function call(deps: ConfirmDeps, body: unknown) {
  return callConfirm(deps, body);
}

test("the business e-mail of a request asks for a price; of a booking at the fare shown, for a chauffeur", async () => {
  const mailer = memoryMailer();
  const d = bookingDeps({ mailer });
  await handleBooking(bookingRequest(validBooking()), d);
  await handleBooking(bookingRequest(bookedAtFare({ nom: "Réserve" })), d);
  await Promise.all(d.background);
  const [request, booking] = mailer.sent.filter((m) => m.kind === "business");
  // 12 rue Crébillon, Nantes → the airport at 06:15: Nantes's flat fare, no night supplement after 06:00.
  expect(request!.subject).toMatch(/^Demande de devis VPN-/);
  expect(request!.text).toContain("Tarif indicatif\u00a0: 35\u00a0€ TTC (indicatif)");
  expect(request!.text).toContain("Demande de devis sans engagement (tarif indicatif 35\u00a0€ TTC)");
  expect(request!.text).toMatch(/Proposer un prix\u00a0: http:\/\/localhost:3000\/confirmer#v1\./);
  expect(request!.text).toMatch(/Indisponible\u00a0: http:\/\/localhost:3000\/confirmer#indisponible\.v1\./);
  expect(request!.html).toContain(">Proposer un prix</a>");
  expect(booking!.subject).toMatch(/^Réservation à confirmer VPN-/);
  expect(booking!.text).toContain("Tarif réservé\u00a0: 35\u00a0€ TTC");
  expect(booking!.text).toContain(
    "a réservé au tarif affiché, 35\u00a0€ TTC, avec obligation de payer dès que vous confirmez",
  );
  expect(booking!.html).toContain(">Confirmer la réservation</a>");
  for (const business of [request!, booking!])
    expect(business.text).toContain("Précisions du client\u00a0: Deux valises.");
});

test("view shows the sealed request, the fare booked and the customer's notes (sealed, so never readable on the way)", async () => {
  const { token } = await bookAndGetToken();
  const { status, body } = await call(confirmDeps(), { token, action: "view" });
  expect(status).toBe(200);
  expect(body.request).toMatchObject({
    firstName: "Anne",
    lastName: "Lemaire",
    estimate: 35,
    booked: true,
    time: "06:15",
    notes: "Deux valises.\nMerci !",
  });
  expect(token).not.toContain("valises");
  expect(body.answered).toBeUndefined();
});

test("confirm below the fare shown: the proof to the customer and its copy to the business, each with the .ics", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  const { status, body } = await call(d, {
    token,
    action: "confirm",
    price: "32,50",
  });
  expect(status).toBe(200);
  expect(body.answered).toMatchObject({
    state: "done",
    answer: "confirmed",
    price: 32.5,
  });
  expect(d.mailer.sent.map((m) => [m.kind, m.to])).toEqual([
    ["proof", "anne.lemaire@exemple.fr"],
    ["proof-copy", INBOX],
  ]);
  const proof = d.mailer.sent[0]!;
  for (const mention of [
    "Bon de réservation VPN-",
    "[Nom et prénom de l’entrepreneur à compléter]",
    "N° d’inscription au registre VTC\u00a0: [Numéro d’inscription au registre VTC à compléter]",
    "Client\u00a0: Anne Lemaire",
    "Téléphone du client\u00a0: 06 12 34 56 78",
    "Réservation demandée le\u00a0: 22/11/2026 à 11:00",
    "Date de prise en charge\u00a0: 03/12/2026",
    "Heure de prise en charge\u00a0: 06:15",
    "Lieu de prise en charge\u00a0: 12 rue Crébillon, 44000 Nantes",
    "Destination\u00a0: Aéroport Nantes Atlantique",
    "Prix\u00a0: 32,50\u00a0€ TTC",
    "Véhicules\u00a0: 1\u00a0voiture",
    "Attente\u00a0: 15\u00a0minutes d’attente offertes après l’heure convenue",
    "Annulation gratuite plus de 24\u00a0h avant",
    "Conditions générales de vente\u00a0: https://www.vtc-premium-nantes.fr/cgv",
  ])
    expect(proof.text).toContain(mention);
  // The customer's notes reach the proof he keeps and the copy the driver reads.
  expect(proof.text).toContain("Vos précisions\u00a0: Deux valises.");
  expect(d.mailer.sent[1]!.text).toContain("Précisions du client\u00a0: Deux valises.");
  const ics = proof.attachments![0]!;
  expect(ics).toMatchObject({
    type: "text/calendar",
    filename: expect.stringMatching(/^reservation-VPN-.*\.ics$/),
  });
  expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  // 06:15 in Paris in December is 05:15 UTC.
  expect(ics.content).toContain("DTSTART:20261203T051500Z\r\n");
  expect(ics.content).toMatch(/UID:VPN-\d{6}-[A-Z2-9]{4}@vtc-premium-nantes\.fr\r\n/);
  for (const line of String(ics.content).split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(String(ics.content).endsWith("END:VCALENDAR\r\n")).toBe(true);
  // The copy's calendar file is the same event; only the notes' label says whose they are.
  expect(d.mailer.sent[1]!.attachments![0]!.content).toBe(
    String(ics.content).replace("Vos précisions", "Précisions du client"),
  );
});

test("a second use says it was already confirmed, when and at what price, and sends nothing", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  await call(d, { token, action: "confirm", price: 35 });
  const again = await call(d, { token, action: "decline" });
  expect(again.status).toBe(409);
  expect(again.body.error).toBe(
    "Cette réservation a déjà été confirmée le 22/11/2026 à 12:00, au prix de 35\u00a0€ TTC\u00a0: le bon de réservation est parti.",
  );
  expect(d.mailer.sent).toHaveLength(2);
  const view = await call(d, { token, action: "view" });
  expect(view.body.answered.message).toContain("déjà été confirmée le 22/11/2026 à 12:00");
});

test("decline sends a courteous refusal with our phone number, once, and its copy to the business", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  const { status } = await call(d, { token, action: "decline" });
  expect(status).toBe(200);
  expect(d.mailer.sent.map((m) => [m.kind, m.to])).toEqual([
    ["refusal", "anne.lemaire@exemple.fr"],
    ["refusal-copy", INBOX],
  ]);
  expect(d.mailer.sent[0]!.text).toContain("appelez-nous au 02 61 91 44 20");
  expect(d.mailer.sent[1]!.text).toContain("vous avez répondu «\u00a0Indisponible\u00a0» à cette demande");
  expect((await call(d, { token, action: "confirm", price: 40 })).body.error).toMatch(
    /^Cette demande a déjà été déclinée le /,
  );
});

test("a tampered, cut or foreign link is refused in French; nothing is sent", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  const flip = (t: string, at: number) => t.slice(0, at) + (t[at] === "A" ? "B" : "A") + t.slice(at + 1);
  const opened = openToken(token, LOCAL_LINK_SECRET, NOW.getTime());
  if (!opened.ok) throw new Error("the link should open");
  // The same request sealed under another secret: what a forger without ours could make at best.
  const foreign = sealRequest(opened.value, "another secret, thirty-two characters or more");
  for (const bad of [
    flip(token, 10),
    flip(token, token.length - 3),
    token.slice(0, -10),
    `${token}AA`,
    foreign,
    "v1.",
    42,
    "",
  ]) {
    const { status, body } = await call(d, {
      token: bad,
      action: "confirm",
      price: 40,
    });
    expect(status).toBe(400);
    expect(body.error).toBe(
      "Ce lien n’est pas valide\u00a0: il est incomplet ou a été modifié. Ouvrez-le de nouveau depuis l’e-mail de la demande, en entier.",
    );
  }
  expect(d.mailer.sent).toHaveLength(0);
});

test("a link expires 30 days after the request", async () => {
  const { token } = await bookAndGetToken();
  const justBefore = confirmDeps({
    now: () => new Date(NOW.getTime() + LINK_LIFETIME_MS),
  });
  expect((await call(justBefore, { token, action: "view" })).status).toBe(200);
  const after = confirmDeps({
    now: () => new Date(NOW.getTime() + LINK_LIFETIME_MS + 1),
  });
  const { status, body } = await call(after, {
    token,
    action: "confirm",
    price: 40,
  });
  expect(status).toBe(410);
  expect(body.error).toMatch(
    /^Ce lien de la demande VPN-\d{6}-[A-Z2-9]{4} \(reçue le 22\/11\/2026 à 11:00, prise en charge prévue le 03\/12\/2026\) a expiré le 22\/12\/2026 à 11:00 \(il vaut 30\u00a0jours\)\u00a0: rien n’a été envoyé/,
  );
  // The reference and the dates only: nothing about the customer.
  expect(body.error).not.toMatch(/06 12 34 56 78|Lemaire|Crébillon/);
  expect(after.mailer.sent).toHaveLength(0);
});

test("a link whose fragment holds a malformed « % » is read as it is, and the server calls it invalid", async () => {
  const { token } = await bookAndGetToken();
  const cut = tokenFromLocation({
    hash: `#${token.slice(0, 20)}%E0%A4%A`,
    search: "",
  });
  expect(cut.token).toBe(`${token.slice(0, 20)}%E0%A4%A`);
  const { status, body } = await call(confirmDeps(), {
    token: cut.token,
    action: "view",
  });
  expect(status).toBe(400);
  expect(body.error).toMatch(/^Ce lien n’est pas valide/);
  expect(proposalFromLocation("#accept.abc%").token).toBe("abc%");
});

test("the price must be euros TTC between 1 and 10 000", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  for (const price of [undefined, "", "0", "-5", "12.345", "abc", 10_001, "1e3"]) {
    const { status, body } = await call(d, { token, action: "confirm", price });
    expect(status, String(price)).toBe(400);
    expect(body.field).toBe("price");
  }
  expect(d.mailer.sent).toHaveLength(0);
});

test("a refused send releases the claim so the operator can retry; the retry sends exactly once", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const { token } = await bookAndGetToken();
  const sent: string[] = [];
  let fail = true;
  const flaky: Mailer = {
    name: "flaky",
    async send(message) {
      if (fail)
        return err({
          provider: "flaky",
          status: 500,
          reason: "down",
          uncertain: false,
        });
      sent.push(message.kind);
      return { ok: true, value: {} };
    },
  };
  const d = confirmDeps({ mailer: flaky as ConfirmDeps["mailer"] });
  const first = await call(d, { token, action: "confirm", price: 35 });
  expect(first.status).toBe(502);
  expect(first.body.error).toMatch(/rien n’est parti chez le client et le lien reste utilisable/);
  fail = false;
  expect((await call(d, { token, action: "confirm", price: 35 })).status).toBe(200);
  expect(sent).toEqual(["proof", "proof-copy"]);
  expect(error.mock.calls.some(([line]) => String(line).includes("NOT SENT"))).toBe(true);
});

test("an uncertain send is never repeated: the operator is told to call the client", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const { token } = await bookAndGetToken();
  const sent: string[] = [];
  const lost: Mailer = {
    name: "lost",
    async send(message) {
      sent.push(message.kind);
      if (message.kind === "proof") return err({ provider: "lost", reason: "timeout", uncertain: true });
      return { ok: true, value: {} };
    },
  };
  const d = confirmDeps({ mailer: lost as ConfirmDeps["mailer"] });
  const first = await call(d, { token, action: "confirm", price: 35 });
  expect(first.status).toBe(202);
  expect(first.body.error).toContain("appelez le client au 06 12 34 56 78");
  const again = await call(d, { token, action: "confirm", price: 35 });
  expect(again.status).toBe(409);
  expect(sent).toEqual(["proof", "proof-copy"]);
  expect(error).toHaveBeenCalled();
});

test("a link that does not open costs nothing: refused before the ceiling and the per-client limit; one that opens is rate-limited, then held by the day's ceiling of the operator's budget", async () => {
  let counted = 0;
  const limiter = memoryLimiter({ requests: 3, windowMs: 60_000 });
  const counting = { limit: (key: string) => ((counted += 1), limiter.limit(key)) };
  const junk = confirmDeps({ limiter: counting });
  for (let i = 0; i < 5; i++) expect((await call(junk, { token: "v1.nothing", action: "view" })).status).toBe(400);
  expect(counted).toBe(0);

  const { token } = await bookAndGetToken();
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await call(junk, { token, action: "view" })).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  expect(counted).toBe(5);

  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  // A day's ceiling of two calls, as the shared one would be once spent (its counting: tests/server/abuse-ceilings).
  let spent = 0;
  const ceiling = { open: () => spent < 2, spend: async () => void spent++ };
  const busy = confirmDeps({ ceiling });
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await call(busy, { token, action: "view" }));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 503]);
  expect(answers[2]!.body.error).toMatch(/^Nos liens reçoivent aujourd’hui bien plus d’appels que d’habitude/);
  expect(error).toHaveBeenCalledWith(expect.stringContaining("RATE_LIMIT_LINKS_OPERATOR reached for /api/confirm"));
});

test("iCalendar lines fold at 75 octets without splitting a character", () => {
  const long = `DESCRIPTION:${"é".repeat(100)}`;
  const folded = foldLine(long).split("\r\n");
  for (const line of folded) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(folded.slice(1).every((line) => line.startsWith(" "))).toBe(true);
  expect(folded.map((line, i) => (i ? line.slice(1) : line)).join("")).toBe(long);
});

test("hostile requests get a documented status and a JSON body, and send nothing", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps({
    limiter: memoryLimiter({ requests: 10_000, windowMs: 60_000 }),
  });
  const bodies: unknown[] = [
    null,
    [],
    "text",
    42,
    {},
    { token },
    { token, action: "delete" },
    { token, action: "confirm", price: { amount: 40 } },
    { token, action: "confirm", price: "40 €" },
    { token, action: ["confirm"] },
    { token: { $ne: null }, action: "view" },
    { token: "x".repeat(5000), action: "view" },
    { token: `v1.${"A".repeat(4000)}`, action: "view" },
    { token: "v1.<script>alert(1)</script>", action: "confirm", price: 40 },
  ];
  const statuses = new Set<number>();
  for (const body of bodies) {
    const { status, body: answer } = await call(d, body);
    statuses.add(status);
    expect(typeof answer.error, JSON.stringify(body).slice(0, 60)).toBe("string");
  }
  for (const request of [
    new Request("http://localhost:3000/api/confirm", { method: "GET" }),
    new Request("http://localhost:3000/api/confirm", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{}",
    }),
    new Request("http://localhost:3000/api/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: "y".repeat(9000) }),
    }),
    new Request("http://localhost:3000/api/confirm", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example",
      },
      body: JSON.stringify({ token, action: "decline" }),
    }),
  ])
    statuses.add((await handleConfirm(request, d)).status);
  expect([...statuses].sort()).toEqual([400, 403, 405, 413, 415]);
  expect(d.mailer.sent).toHaveLength(0);
});

test("a link sealed with the right secret but holding what no booking could is refused, and nothing is sent", async () => {
  const { token } = await bookAndGetToken();
  const opened = openToken(token, LOCAL_LINK_SECRET, NOW.getTime());
  if (!opened.ok) throw new Error("the link should open");
  // What someone holding the secret (leaked, or the public local one) could seal: never mailed.
  const forged = {
    "a reference that would name a path": { reference: "../../../tmp/x" },
    "a header in the e-mail address": {
      email: "a@exemple.fr\r\nBcc: many@exemple.fr",
    },
    "a link in a name": { firstName: "Payez sur evil.example/pay" },
    "an impossible passenger count": { passengers: "40" },
    "no locale": { locale: "de" },
  };
  for (const [what, change] of Object.entries(forged)) {
    const d = confirmDeps();
    const bad = sealRequest({ ...opened.value, ...change } as typeof opened.value, LOCAL_LINK_SECRET);
    const { status, body } = await call(d, {
      token: bad,
      action: "confirm",
      price: 40,
    });
    expect(status, what).toBe(400);
    expect(body.invalid, what).toBe(true);
    expect(d.mailer.sent, what).toEqual([]);
  }
});

test("an answer sent but never recorded does not reopen the link: after a minute it reads as uncertain, and nothing is resent", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  const sent0 = d.trips.sent;
  d.trips = {
    ...d.trips,
    sent: { ...sent0, settle: () => Promise.reject(new Error("Redis SET timed out after 800 ms")) },
  };
  expect((await call(d, { token, action: "confirm", price: 35 })).status).toBe(200);
  expect(error.mock.calls.some(([line]) => String(line).includes("sent but not recorded"))).toBe(true);
  const sent = d.mailer.sent.length;

  const later = Date.now() + 61_000;
  vi.spyOn(Date, "now").mockImplementation(() => later);
  const again = await call(d, { token, action: "confirm", price: 35 });
  expect(again.status).toBe(409);
  expect(again.body.error).toMatch(
    /^Une réponse a été donnée le 22\/11\/2026 à 12:00 sans que l’envoi de son e-mail puisse être vérifié/,
  );
  expect((await call(d, { token, action: "view" })).body.answered.state).toBe("uncertain");
  expect(d.mailer.sent).toHaveLength(sent);
});
