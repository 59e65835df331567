import fc from "fast-check";
import { expect, test, vi } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { handlePlaces } from "../../src/server/places/index";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { makeBookingSchema } from "../../src/lib/booking/schema";
import { deps, memoryMailer, NOW, placesDeps, settled, validBooking } from "../support/booking-fixtures";

const RUNS = 10_000;
const BOOKING_STATUSES = new Set([200, 202, 400, 403, 405, 409, 413, 415, 422, 429, 502]);
const PLACES_STATUSES = new Set([200, 400, 403, 405, 413, 415, 429]);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "x@y.fr\r\nBcc: victim@example.com",
    "Anne\nLemaire",
    "\u0000\u0001\u0007\u001b[2J",
    "\u202e\u200b\ufeff",
    "'; DROP TABLE bookings; --",
    "${7*7}{{7*7}}",
    "💥".repeat(200),
    "a".repeat(20_000),
    "0612345678",
    "+33 6 12 34 56 78",
    "2099-12-31",
    "25:99",
    "9+",
    "",
  ),
);
const anyValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
const fields = Object.keys(validBooking());
const bookingLike = fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] });
const mutatedValid = fc
  .tuple(fc.constantFrom(...fields, "website", "__proto__", "constructor"), anyValue)
  .map(([key, value]) => JSON.stringify({ ...validBooking(), [key]: value }));
const deepJson = fc.integer({ min: 1, max: 5000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth));

const body = fc.oneof(
  { weight: 4, arbitrary: bookingLike.map((b) => JSON.stringify(b)) },
  { weight: 4, arbitrary: mutatedValid },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: deepJson },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constant("a".repeat(20_000)) },
);
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
      "application/jsonx",
      "APPLICATION/JSON",
    ),
  },
);
const headerValue = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom("https://evil.example", "https://www.vtc-premium-nantes.fr", "null"),
  fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);

test(`booking: ${RUNS} hostile requests, each answered with a documented status and a JSON body; only valid ones send e-mail`, async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const schema = makeBookingSchema(() => NOW);
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(
      body,
      contentType,
      headerValue,
      headerValue,
      fc.oneof(
        { weight: 12, arbitrary: fc.constant("POST") },
        { weight: 1, arbitrary: fc.constantFrom("GET", "PUT", "DELETE") },
      ),
      async (payload, type, origin, key, method) => {
        const mailer = memoryMailer();
        const headers: Record<string, string> = { "x-forwarded-for": "203.0.113.1" };
        if (type) headers["content-type"] = type;
        if (origin) headers.origin = origin;
        if (key) headers["idempotency-key"] = key;
        const request = new Request("http://localhost:3000/api/booking", {
          method,
          headers,
          body: method === "GET" ? undefined : payload,
        });
        const d = deps({ mailer, limiter: memoryLimiter({ requests: 1e9, windowMs: 60_000 }) });
        const response = await handleBooking(request, d);
        await settled(d);
        expect(BOOKING_STATUSES.has(response.status)).toBe(true);
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const json = (await response.json()) as Record<string, unknown>;
        if (response.status === 200) {
          // A repeat (the same key, or the same booking) of one already sent answers its reference, sending nothing.
          expect(mailer.sent).toHaveLength(json.duplicate ? 0 : 2);
          const parsed = JSON.parse(payload) as Record<string, unknown>;
          expect(schema.safeParse(parsed).success).toBe(true);
          for (const message of mailer.sent) expect(message.subject).not.toMatch(/[\r\n]/);
          expect(json.reference).toMatch(/^VPN-/);
        } else {
          expect(mailer.sent).toHaveLength(0);
          expect(typeof json.error).toBe("string");
        }
      },
    ),
    { numRuns: RUNS },
  );
  // The generator reaches every branch: accepted, invalid, refused, wrong method, type and size.
  for (const status of [200, 400, 403, 405, 413, 415])
    expect(seen.get(status) ?? 0, `status ${status}`).toBeGreaterThan(10);
  process.stdout.write(`booking fuzz statuses: ${JSON.stringify(Object.fromEntries([...seen].sort()))}\n`);
}, 120_000);

test(`places: ${RUNS} hostile requests, each answered with a documented status and a JSON body`, async () => {
  const token = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constant(undefined), fc.integer());
  const input = fc.oneof(hostileString, fc.integer(), fc.constant(null), fc.array(fc.string()));
  const placesBody = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(input, token).map(([i, t]) => JSON.stringify({ input: i, sessionToken: t })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 300 }) },
  );
  await fc.assert(
    fc.asyncProperty(placesBody, contentType, async (payload, type) => {
      const headers: Record<string, string> = { "x-forwarded-for": "203.0.113.2" };
      if (type) headers["content-type"] = type;
      const response = await handlePlaces(
        new Request("http://localhost/api/places", { method: "POST", headers, body: payload }),
        placesDeps({ limiter: memoryLimiter({ requests: 1e9, windowMs: 60_000 }) }),
      );
      expect(PLACES_STATUSES.has(response.status)).toBe(true);
      const json = (await response.json()) as { suggestions?: unknown[]; error?: string };
      if (response.status === 200) expect(Array.isArray(json.suggestions)).toBe(true);
      else expect(typeof json.error).toBe("string");
    }),
    { numRuns: RUNS },
  );
}, 120_000);
