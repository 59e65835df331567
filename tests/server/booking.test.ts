import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { loadFunction } from "../support/vercel-function";
import { VAPID } from "../support/deployed";
import { handleBooking, MAX_BODY_BYTES } from "../../src/server/request/handler";
import { outboxMailer } from "../../src/server/mail/outbox";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { err } from "../../src/server/kernel/result";
import { bookingRequest, deps, fromIp, memoryMailer, settled, validBooking } from "../support/booking-fixtures";

test("a valid request answers 200 with a reference and sends the business e-mail, then the customer's", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  const response = await handleBooking(bookingRequest(validBooking()), d);
  expect(response.status).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  expect(reference).toMatch(/^VPN-261122-[A-Z2-9]{4}$/);
  // The answer does not wait for the acknowledgement: only the business e-mail is out yet.
  expect(mailer.sent.map((m) => m.kind)).toEqual(["business"]);
  await settled(d);
  expect(mailer.sent.map((m) => [m.kind, m.to])).toEqual([
    ["business", "reservations-test@vtc-premium-nantes.fr"],
    ["customer", "anne.lemaire@exemple.fr"],
  ]);
  const business = mailer.sent[0]!;
  expect(business.replyTo).toBe("anne.lemaire@exemple.fr");
  expect(business.text).toContain("03/12/2026");
  expect(business.text).toContain("Professionnel");
  expect(business.text).toContain(reference);
  const customer = mailer.sent[1]!;
  expect(customer.text).toContain("sous 2\u00a0heures");
  expect(customer.text).toContain("N° d’inscription au registre VTC");
});

test("every user value is escaped in the HTML e-mails", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  const response = await handleBooking(
    bookingRequest(
      validBooking({ nom: "<script>alert(1)</script>", informationsSupplementaires: '<img src=x onerror="x">' }),
    ),
    d,
  );
  expect(response.status).toBe(200);
  await settled(d);
  expect(mailer.sent).toHaveLength(2);
  for (const message of mailer.sent) {
    expect(message.html).not.toContain("<script>alert");
    expect(message.html).not.toContain("<img src=x");
    expect(message.html).toContain("&lt;script&gt;");
  }
});

test("wrong method, content type, size and JSON get 405, 415, 413 and 400", async () => {
  const d = deps();
  expect((await handleBooking(new Request("http://localhost/api/booking"), d)).status).toBe(405);
  expect((await handleBooking(bookingRequest("{}", { "content-type": "text/plain" }), d)).status).toBe(415);
  expect((await handleBooking(bookingRequest(JSON.stringify({ x: "a".repeat(MAX_BODY_BYTES) })), d)).status).toBe(413);
  const broken = await handleBooking(bookingRequest("{not json"), d);
  expect(broken.status).toBe(400);
  expect(await broken.json()).toEqual({ error: "Demande illisible." });
});

test("a malformed request answers 400 with French field errors and sends nothing", async () => {
  const mailer = memoryMailer();
  const response = await handleBooking(
    bookingRequest(validBooking({ email: "anne@", telephone: "12", nom: "a\nb", datePriseEnCharge: "2026-11-01" })),
    deps({ mailer }),
  );
  expect(response.status).toBe(400);
  const { errors } = (await response.json()) as { errors: Record<string, string> };
  expect(errors.email).toBe("Format d'email invalide (exemple\u00a0: nom@exemple.fr)");
  expect(errors.telephone).toMatch(/^Numéro invalide/);
  expect(errors.nom).toBe("Ce champ doit tenir sur une seule ligne.");
  expect(errors.datePriseEnCharge).toBe("La date ne peut pas être passée.");
  expect(mailer.sent).toHaveLength(0);
});

test("a time already past today is refused, a later one accepted", async () => {
  // NOW is 10:00 UTC, 11:00 in Nantes.
  const past = await handleBooking(
    bookingRequest(validBooking({ datePriseEnCharge: "2026-11-22", heurePriseEnCharge: "10:30" })),
    deps(),
  );
  expect(past.status).toBe(400);
  expect(((await past.json()) as { errors: Record<string, string> }).errors.heurePriseEnCharge).toBe(
    "Cette heure est déjà passée.",
  );
  const later = await handleBooking(
    bookingRequest(validBooking({ datePriseEnCharge: "2026-11-22", heurePriseEnCharge: "11:30" })),
    deps(),
  );
  expect(later.status).toBe(200);
});

test("a foreign origin or a filled honeypot gets 403", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  expect((await handleBooking(bookingRequest(validBooking(), { origin: "https://evil.example" }), d)).status).toBe(403);
  expect((await handleBooking(bookingRequest(validBooking(), { "sec-fetch-site": "cross-site" }), d)).status).toBe(403);
  expect((await handleBooking(bookingRequest({ ...validBooking(), website: "http://spam" }), d)).status).toBe(403);
  expect(
    (await handleBooking(bookingRequest(validBooking(), { origin: "https://www.vtc-premium-nantes.fr" }), d)).status,
  ).toBe(200);
  expect(
    (await handleBooking(bookingRequest(validBooking({ nom: "Autre" }), { origin: "http://localhost:3000" }), d))
      .status,
  ).toBe(200);
  await settled(d);
  expect(mailer.sent).toHaveLength(4);
});

test("the same idempotency key answers the same reference and sends nothing again", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  const headers = { "idempotency-key": "3b8f1a52-9c1e-4f5e-8d3a-2f6b7c8d9e0f" };
  const first = (await (await handleBooking(bookingRequest(validBooking(), headers), d)).json()) as {
    reference: string;
  };
  const again = await handleBooking(bookingRequest(validBooking(), headers), d);
  expect(again.status).toBe(200);
  expect(((await again.json()) as { reference: string }).reference).toBe(first.reference);
  await settled(d);
  expect(mailer.sent).toHaveLength(2);
});

test("past the limit the answer is 429 with Retry-After", async () => {
  const d = deps(
    {},
    memoryLimiter({ requests: 2, windowMs: 600_000 }, () => new Date("2026-11-22T10:00:00Z").getTime()),
  );
  expect((await handleBooking(bookingRequest(validBooking({ nom: "Un" })), d)).status).toBe(200);
  expect((await handleBooking(bookingRequest(validBooking({ nom: "Deux" })), d)).status).toBe(200);
  const limited = await handleBooking(bookingRequest(validBooking({ nom: "Trois" })), d);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  // Another client is not affected.
  expect((await handleBooking(bookingRequest(validBooking({ nom: "Quatre" }), fromIp("198.51.100.9")), d)).status).toBe(
    200,
  );
});

test("a failed business e-mail answers 502, sends no acknowledgement and frees the key for a retry", async () => {
  const sent: string[] = [];
  let fail = true;
  const mailer = {
    name: "flaky",
    async send(message: { kind: string }) {
      if (fail) return err({ provider: "flaky", reason: "down", uncertain: false });
      sent.push(message.kind);
      return { ok: true as const, value: {} };
    },
  };
  vi.spyOn(console, "error").mockImplementation(() => {});
  const d = deps({ mailer });
  const headers = { "idempotency-key": "retry-after-failure-0001" };
  const failed = await handleBooking(bookingRequest(validBooking(), headers), d);
  expect(failed.status).toBe(502);
  expect(((await failed.json()) as { error: string }).error).toMatch(/^Une erreur s'est produite/);
  expect(sent).toEqual([]);
  fail = false;
  const retried = await handleBooking(bookingRequest(validBooking(), headers), d);
  expect(retried.status).toBe(200);
  await settled(d);
  expect(sent).toEqual(["business", "customer"]);
  vi.restoreAllMocks();
});

test("a failed acknowledgement is logged but the request still succeeds", async () => {
  const sent: string[] = [];
  const mailer = {
    name: "half",
    async send(message: { kind: string }) {
      if (message.kind === "customer") return err({ provider: "half", reason: "bounce", uncertain: false });
      sent.push(message.kind);
      return { ok: true as const, value: {} };
    },
  };
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const d = deps({ mailer });
  const response = await handleBooking(bookingRequest(validBooking()), d);
  expect(response.status).toBe(200);
  await settled(d);
  expect(sent).toEqual(["business"]);
  expect(log).toHaveBeenCalledWith(expect.stringContaining("acknowledgement to the customer failed"));
  vi.restoreAllMocks();
});

test("without a SendGrid key the two e-mails are readable files in the outbox", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  vi.spyOn(console, "info").mockImplementation(() => {});
  const d = deps({ mailer: outboxMailer(dir) });
  const response = await handleBooking(bookingRequest(validBooking()), d);
  const { reference } = (await response.json()) as { reference: string };
  await settled(d);
  const files = readdirSync(dir).sort();
  expect(files).toHaveLength(2);
  expect(files.some((f) => f.endsWith(`${reference}-business.eml`))).toBe(true);
  const customer = readFileSync(path.join(dir, files.find((f) => f.endsWith("-customer.eml"))!), "utf8");
  expect(customer).toContain("To: anne.lemaire@exemple.fr");
  expect(customer).toContain("Content-Type: text/html; charset=utf-8");
  expect(customer).toContain("Aéroport Nantes Atlantique");
  // The acknowledgement says the details were received, without repeating them.
  expect(customer).toContain("reçues, elles suivent votre course");
  expect(customer).not.toContain("Deux valises");
  vi.restoreAllMocks();
});

test("an error nobody expected still answers JSON 500 in French and is logged, never a crash", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const broken = {
    ...deps(),
    store: {
      claim: () => Promise.reject(new Error("store exploded")),
      get: async () => null,
      settle: async () => {},
      release: async () => {},
    },
  };
  const response = await handleBooking(bookingRequest(validBooking()), broken);
  expect(response.status).toBe(500);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(((await response.json()) as { error: string }).error).toMatch(/^Une erreur inattendue/);
  expect(log).toHaveBeenCalledWith("[booking] unexpected error", expect.any(Error));
});

test("deployed, api/booking refuses to start without SendGrid's key, and needs no Google key", async () => {
  const keys = {
    UPSTASH_REDIS_REST_URL: "https://eu1-x.upstash.io",
    UPSTASH_REDIS_REST_TOKEN: "t",
    BOOKING_LINK_SECRET: "a production secret of thirty-two characters or more",
    // It pushes the operator's alerts: it signs them.
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
  };
  await expect(loadFunction("booking", keys)).rejects.toThrow(/Refuses to start without SENDGRID_API_KEY: /);
  await expect(loadFunction("booking", { ...keys, SENDGRID_API_KEY: "SG.x" })).resolves.toHaveProperty("call");
  // A preview without any key, as a Vercel project gets it before its settings: no start, every key named.
  await expect(loadFunction("booking", { VERCEL: "1", VERCEL_ENV: "preview" })).rejects.toThrow(
    "Refuses to start without SENDGRID_API_KEY, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, BOOKING_LINK_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: on Vercel",
  );
  // Nor outside the local mode, with nothing configured at all: an unknown host gets the deployed rules.
  await expect(loadFunction("booking", { VTC_LOCAL_MODE: "" })).rejects.toThrow(/outside the local mode/);
});
