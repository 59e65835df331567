import { expect, test, vi } from "vitest";
import { handleBooking } from "../../src/server/booking";
import { handleConfirm, type ConfirmDeps } from "../../src/server/confirm";
import { memoryConfirmationStore } from "../../src/server/confirmation-store";
import { LINK_LIFETIME_MS, LOCAL_LINK_SECRET, openToken, sealRequest } from "../../src/server/confirmation-token";
import { parseEnv } from "../../src/server/env";
import type { Mailer, MailMessage } from "../../src/server/mail";
import { foldLine } from "../../src/server/mail/ics";
import { allowedOrigins } from "../../src/server/origin";
import { memoryLimiter } from "../../src/server/rate-limit";
import { err } from "../../src/server/result";
import { bookingRequest, deps as bookingDeps, memoryMailer, NOW, validBooking } from "../support/booking-fixtures";

const INBOX = "reservations-test@vtc-premium-nantes.fr";

/** Books through the real booking pipeline and returns the token of the business e-mail's confirm link. */
async function bookAndGetToken(
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; business: MailMessage }> {
  const mailer = memoryMailer();
  const response = await handleBooking(bookingRequest(validBooking(overrides)), bookingDeps({ mailer }));
  expect(response.status).toBe(200);
  const business = mailer.sent.find((m) => m.kind === "business")!;
  const link = /http:\/\/localhost:3000\/confirmer#(v1\.[A-Za-z0-9_-]+)/.exec(business.text);
  expect(link, "confirm link in the business e-mail").not.toBeNull();
  return { token: link![1]!, business };
}

function confirmDeps(overrides: Partial<ConfirmDeps> = {}): ConfirmDeps & { mailer: Mailer & { sent: MailMessage[] } } {
  const mailer = memoryMailer();
  return {
    limiter: memoryLimiter({ requests: 100, windowMs: 60_000 }),
    store: memoryConfirmationStore(),
    mailer,
    secret: LOCAL_LINK_SECRET,
    inbox: INBOX,
    siteOrigin: "https://www.vtc-premium-nantes.fr",
    origins: allowedOrigins(parseEnv({})),
    localOrigins: true,
    now: () => new Date(NOW.getTime() + 3_600_000),
    ...overrides,
  } as ConfirmDeps & { mailer: Mailer & { sent: MailMessage[] } };
}

function confirmRequest(body: unknown, ip = "203.0.113.9"): Request {
  return new Request("http://localhost:3000/api/confirm", {
    method: "POST",
    headers: { "content-type": "application/json", "x-real-ip": ip, origin: "http://localhost:3000" },
    body: JSON.stringify(body),
  });
}

async function call(deps: ConfirmDeps, body: unknown) {
  const response = await handleConfirm(confirmRequest(body), deps);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

test("the business e-mail carries the indicative fare and both links; the acknowledgement the fare only", async () => {
  const mailer = memoryMailer();
  await handleBooking(bookingRequest(validBooking()), bookingDeps({ mailer }));
  await Promise.all(bookingDeps().background);
  const business = mailer.sent.find((m) => m.kind === "business")!;
  // 12 rue Crébillon, Nantes → the airport at 06:15: Nantes's flat fare, no night supplement after 06:00.
  expect(business.text).toContain("Tarif indicatif\u00a0: 35\u00a0€ TTC (indicatif)");
  expect(business.text).toMatch(/Confirmer avec un prix\u00a0: http:\/\/localhost:3000\/confirmer#v1\./);
  expect(business.text).toMatch(/Indisponible\u00a0: http:\/\/localhost:3000\/confirmer#indisponible\.v1\./);
  expect(business.html).toContain(">Confirmer avec un prix</a>");
});

test("view shows the sealed request and the estimate; the token holds no free text", async () => {
  const { token } = await bookAndGetToken();
  const { status, body } = await call(confirmDeps(), { token, action: "view" });
  expect(status).toBe(200);
  expect(body.request).toMatchObject({ firstName: "Anne", lastName: "Lemaire", estimate: 35, time: "06:15" });
  expect(JSON.stringify(body)).not.toContain("Deux valises");
  expect(body.answered).toBeUndefined();
});

test("confirm at a changed price: the proof to the customer and its copy to the business, each with the .ics", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  const { status, body } = await call(d, { token, action: "confirm", price: "48,50" });
  expect(status).toBe(200);
  expect(body.answered).toMatchObject({ state: "done", answer: "confirmed", price: 48.5 });
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
    "Prix\u00a0: 48,50\u00a0€ TTC",
    "Annulation gratuite plus de 24\u00a0h avant",
    "Conditions générales de vente\u00a0: https://www.vtc-premium-nantes.fr/cgv",
  ])
    expect(proof.text).toContain(mention);
  expect(proof.text).not.toContain("Deux valises");
  const ics = proof.attachments![0]!;
  expect(ics).toMatchObject({ type: "text/calendar", filename: expect.stringMatching(/^reservation-VPN-.*\.ics$/) });
  expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  // 06:15 in Paris in December is 05:15 UTC.
  expect(ics.content).toContain("DTSTART:20261203T051500Z\r\n");
  expect(ics.content).toMatch(/UID:VPN-\d{6}-[A-Z2-9]{4}@vtc-premium-nantes\.fr\r\n/);
  for (const line of ics.content.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(ics.content.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(d.mailer.sent[1]!.attachments![0]!.content).toBe(ics.content);
});

test("a second use says it was already confirmed, when and at what price, and sends nothing", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  await call(d, { token, action: "confirm", price: 42 });
  const again = await call(d, { token, action: "decline" });
  expect(again.status).toBe(409);
  expect(again.body.error).toBe(
    "Cette réservation a déjà été confirmée le 22/11/2026 à 12:00, au prix de 42\u00a0€ TTC\u00a0: le bon de réservation est parti.",
  );
  expect(d.mailer.sent).toHaveLength(2);
  const view = await call(d, { token, action: "view" });
  expect(view.body.answered.message).toContain("déjà été confirmée le 22/11/2026 à 12:00");
});

test("decline sends a courteous refusal with our phone number, once", async () => {
  const { token } = await bookAndGetToken();
  const d = confirmDeps();
  const { status } = await call(d, { token, action: "decline" });
  expect(status).toBe(200);
  expect(d.mailer.sent.map((m) => m.kind)).toEqual(["refusal"]);
  expect(d.mailer.sent[0]!.text).toContain("appelez-nous au 02 61 91 44 20");
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
    const { status, body } = await call(d, { token: bad, action: "confirm", price: 40 });
    expect(status).toBe(400);
    expect(body.error).toBe(
      "Ce lien n’est pas valide\u00a0: il est incomplet ou a été modifié. Ouvrez-le de nouveau depuis l’e-mail de la demande, en entier.",
    );
  }
  expect(d.mailer.sent).toHaveLength(0);
});

test("a link expires 30 days after the request", async () => {
  const { token } = await bookAndGetToken();
  const justBefore = confirmDeps({ now: () => new Date(NOW.getTime() + LINK_LIFETIME_MS) });
  expect((await call(justBefore, { token, action: "view" })).status).toBe(200);
  const after = confirmDeps({ now: () => new Date(NOW.getTime() + LINK_LIFETIME_MS + 1) });
  const { status, body } = await call(after, { token, action: "confirm", price: 40 });
  expect(status).toBe(410);
  expect(body.error).toMatch(
    /^Ce lien a expiré le 22\/12\/2026 à 11:00 \(il vaut 30\u00a0jours\)\u00a0: rien n’a été envoyé/,
  );
  expect(after.mailer.sent).toHaveLength(0);
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
      if (fail) return err({ provider: "flaky", status: 500, reason: "down", uncertain: false });
      sent.push(message.kind);
      return { ok: true, value: {} };
    },
  };
  const d = confirmDeps({ mailer: flaky as ConfirmDeps["mailer"] });
  const first = await call(d, { token, action: "confirm", price: 40 });
  expect(first.status).toBe(502);
  expect(first.body.error).toMatch(/rien n’est parti chez le client et le lien reste utilisable/);
  fail = false;
  expect((await call(d, { token, action: "confirm", price: 40 })).status).toBe(200);
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
  const first = await call(d, { token, action: "confirm", price: 40 });
  expect(first.status).toBe(202);
  expect(first.body.error).toContain("appelez le client au 06 12 34 56 78");
  const again = await call(d, { token, action: "confirm", price: 40 });
  expect(again.status).toBe(409);
  expect(sent).toEqual(["proof", "proof-copy"]);
  expect(error).toHaveBeenCalled();
});

test("the function is rate-limited per client, before any token is read", async () => {
  const d = confirmDeps({ limiter: memoryLimiter({ requests: 3, windowMs: 60_000 }) });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await call(d, { token: "v1.nothing", action: "view" })).status);
  expect(statuses).toEqual([400, 400, 400, 429, 429]);
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
  const d = confirmDeps({ limiter: memoryLimiter({ requests: 10_000, windowMs: 60_000 }) });
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
      headers: { "content-type": "application/json", origin: "https://evil.example" },
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
    "a header in the e-mail address": { email: "a@exemple.fr\r\nBcc: many@exemple.fr" },
    "a link in a name": { firstName: "Payez sur evil.example/pay" },
    "an impossible passenger count": { passengers: "40" },
    "no locale": { locale: "de" },
  };
  for (const [what, change] of Object.entries(forged)) {
    const d = confirmDeps();
    const bad = sealRequest({ ...opened.value, ...change } as typeof opened.value, LOCAL_LINK_SECRET);
    const { status, body } = await call(d, { token: bad, action: "confirm", price: 40 });
    expect(status, what).toBe(400);
    expect(body.invalid, what).toBe(true);
    expect(d.mailer.sent, what).toEqual([]);
  }
});
