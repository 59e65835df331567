import { expect, test, vi } from "vitest";
import { AIRPORTS } from "../../scripts/local-vercel/arrivals/flights";
import { aerodataboxFlights } from "../../src/server/arrivals/aerodatabox";
import { alertUrl } from "../../src/server/follow/alert-link";
import { bookedAtFare, bookingRequest } from "../support/booking-fixtures";
import { LINK_SECRET } from "../support/deployed";
import { onVirtualClock } from "../support/virtual-time";
import { AIRPORT, at, useArrivalsWorld } from "../support/arrivals-world";

/**
 * What following arrivals may cost, and who may make it spend (docs/decisions/250-arrivals-followed.md): the month's
 * ceilings under a script booking many flights, each client's limits and the form's day's share under a script
 * checking flights from many addresses, the webhook refusing what it cannot verify, a provider failing or silent.
 */
const { world } = useArrivalsWorld();
const DATE = "2026-12-03";
const lookups = (w: Awaited<ReturnType<typeof world>>) =>
  w.flights.requests.filter((r) => r.path.startsWith("/flights/number/")).length;

test("the month's ceilings hold under a script booking thirty flights: lookups and alerts stop at the ceiling, the operator is told once of each, the rest fall back to the schedule", async () => {
  const w = await world({ ARRIVALS_LOOKUPS_MONTH: "15", ARRIVALS_ALERTS_MONTH: "3" });
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  // Booked and flown within one month: its ceiling counts both.
  at("2026-12-01T09:00:00Z");
  const numbers = Array.from({ length: 30 }, (_, i) => `ZZ${100 + i}`);
  for (const number of numbers) w.flights.schedule({ number, date: DATE, at: "14:00", from: AIRPORTS.london });

  const checks = [];
  const references: string[] = [];
  for (const [i, number] of numbers.entries()) {
    checks.push((await w.check(number, DATE, AIRPORT, `198.51.100.${i + 1}`)).body);
    const booking = bookedAtFare({
      lieuDepart: AIRPORT,
      lieuArrivee: "12 rue Crébillon, 44000 Nantes",
      datePriseEnCharge: DATE,
      heurePriseEnCharge: "14:00",
      numeroVolTrain: number,
      email: `client${i}@exemple.fr`,
    });
    const answer = await w.fn.booking.call(bookingRequest(booking));
    expect(answer.status).toBe(200);
    references.push(((await answer.json()) as { reference: string }).reference);
  }
  // The form stops at two thirds of the month's lookups (10): the rest is kept for the bookings followed.
  expect(checks.filter((c) => c.status === "here")).toHaveLength(10);
  expect(checks.slice(10).every((c) => c.status === "unchecked" && c.why === "ceiling")).toBe(true);
  expect(lookups(w)).toBe(10);

  // The day: three hours before the arrivals, then an hour before.
  await w.follow();
  at("2026-12-03T10:00:00Z");
  await w.follow();
  at("2026-12-03T12:00:00Z");
  await w.follow();
  expect(lookups(w)).toBe(15);
  expect(w.flights.subscriptions()).toHaveLength(3);
  const ceilings = w.mails().filter((m) => m.custom_args.kind === "arrival-alert" && m.subject.startsWith("Plafond"));
  expect(ceilings.map((m) => m.subject)).toEqual([
    expect.stringContaining("vérifications de vols et de trains (2026-12)"),
    expect.stringContaining("alertes de vols (2026-12)"),
  ]);
  // Past the ceiling, a booking is no longer followed: its pickup stays the agreed one, which its pages say.
  const last = await w.redis.hget(`booking:${references.at(-1)}`, "arrival");
  expect(JSON.parse(String(last))).toMatchObject({ following: "ceiling" });
  expect(log.mock.calls.map((c) => String(c[0]))).toContain(
    "[arrivals] the month's lookups ceiling (15) is reached: falling back to the schedule",
  );
  // A month later, the count starts again.
  at("2027-01-02T10:00:00Z");
  expect((await w.check("ZZ999", "2027-01-05")).body.status).toBe("none");
});

test("a script checking flights from many addresses: each client's limit, then the day's share for everyone; the same flight asked again costs nothing", async () => {
  const w = await world({ RATE_LIMIT_ARRIVAL: "3/10m", RATE_LIMIT_ARRIVALS_ALL: "20/1d" });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  // One address: three checks, then 429 with Retry-After.
  const one = [];
  for (let i = 0; i < 10; i++) one.push(await w.check(`XX${i}00`, DATE, AIRPORT, "203.0.113.50"));
  expect(one.filter((a) => a.status === 200)).toHaveLength(3);
  expect(one.filter((a) => a.status === 429)).toHaveLength(7);
  // A hundred addresses, each with a number of its own: the provider is asked twenty times in all (three above).
  for (let i = 0; i < 100; i++) await w.check(`YY${1000 + i}`, DATE, AIRPORT, `192.0.2.${i + 1}`);
  expect(lookups(w)).toBe(20);
  // The eighty refused are logged once in the minute, not eighty times.
  const spentLines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("RATE_LIMIT_ARRIVALS_ALL"));
  expect(spentLines).toEqual([expect.stringContaining("flight YY1017 not checked")]);
  // Everyone asking about one flight already looked up: no more lookups.
  w.flights.schedule({ number: "U24811", date: DATE, at: "14:20" });
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push((await w.check("YY1000", DATE, AIRPORT, `198.18.0.${i + 1}`)).body.status);
  expect(answers).toEqual(["none", "none", "none"]);
  expect(lookups(w)).toBe(20);
});

test("the webhook refuses what it cannot verify: an address we did not make, a subscription the booking does not hold; nothing is counted or moved", async () => {
  const w = await world();
  w.flights.schedule({ number: "U24811", date: DATE, at: "14:20", from: AIRPORTS.london });
  await w.check("U24811", DATE);
  const { reference, manage } = await w.booked({
    datePriseEnCharge: DATE,
    heurePriseEnCharge: "14:20",
    lieuDepart: AIRPORT,
    lieuArrivee: "12 rue Crébillon, 44000 Nantes",
    numeroVolTrain: "U24811",
  });
  await w.follow();
  at("2026-12-03T10:20:00Z");
  await w.follow();
  const [subscription] = w.flights.subscriptions();
  const forged = {
    flights: [
      {
        number: "U2 4811",
        status: "Delayed",
        arrival: {
          airport: AIRPORTS.nantes,
          scheduledTime: { utc: "2026-12-03 13:20Z" },
          revisedTime: { utc: "2026-12-03 17:20Z" },
        },
        departure: { airport: AIRPORTS.london },
      },
    ],
    subscription: { id: subscription!.id },
  };
  const send = (url: string, body: unknown, method = "POST") =>
    w.fn.alert.call(
      new Request(url, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "POST" ? JSON.stringify(body) : null,
      }),
    );
  const signed = alertUrl("https://www.vtc-premium-nantes.fr", reference, LINK_SECRET);
  const unsigned = signed.replace(/sig=[^&]+/, "sig=AAAA");
  expect((await send(unsigned, forged)).status).toBe(404);
  expect((await send(signed.replace(reference, "VPN-261203-ZZZZ"), forged)).status).toBe(404);
  expect((await send(signed, { ...forged, subscription: { id: "another-subscription" } })).status).toBe(401);
  expect((await send(signed, forged, "GET")).status).toBe(405);
  expect((await send(signed, { hello: "world" })).status).toBe(400);
  expect(await w.redis.get("arrivals:spent:alerts:2026-12")).toBe("1");
  expect((await w.manage(manage)).body.arrival).toMatchObject({ moved: false });
  expect(w.of("arrival-moved", reference)).toHaveLength(0);

  // The provider's own alert, delivered twice (its retry): the pickup moves once, each side told once.
  const genuine = await send(signed, forged);
  expect(genuine.status).toBe(200);
  expect((await send(signed, forged)).status).toBe(200);
  expect((await w.manage(manage)).body.arrival).toMatchObject({ moved: true, pickup: "2026-12-03T17:20:00.000Z" });
  expect(w.of("arrival-moved", reference)).toHaveLength(1);
  expect(w.of("arrival-alert", reference)).toHaveLength(1);
});

test("a provider failing or silent: the form says the number could not be checked, nothing is kept, and the call is bounded", async () => {
  const w = await world();
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  w.flights.schedule({ number: "U24811", date: DATE, at: "14:20" });
  w.flights.fail({ status: 500 });
  expect((await w.check("U24811", DATE)).body).toMatchObject({ status: "unchecked", why: "provider" });
  // Nothing kept: the next check asks again, and finds it.
  expect((await w.check("U24811", DATE)).body).toMatchObject({ status: "here" });
  expect(log).toHaveBeenCalledWith("[arrivals] flight U24811 2026-12-03: AeroDataBox answered 500");

  // A provider that answers after its bound is a failure, on a scripted delay, whatever the machine.
  w.flights.fail({ delayMs: 1_000 });
  const provider = aerodataboxFlights({ apiKey: "k", baseUrl: w.flights.url, timeoutMs: 200 });
  const late = await onVirtualClock(() => provider.lookup("U24811", DATE, Date.now()));
  expect(late).toEqual({ ok: false, error: "AeroDataBox no answer within 200 ms" });
  w.flights.fail({ hang: true });
  expect(await onVirtualClock(() => provider.lookup("U24811", DATE, Date.now()))).toEqual({
    ok: false,
    error: "AeroDataBox no answer within 200 ms",
  });
});

test("the flight-data provider's alert is answered within its time even when the mail provider hangs: the move is recorded, the letter never sent twice", async () => {
  const w = await world();
  w.flights.schedule({ number: "U24811", date: DATE, at: "14:20", from: AIRPORTS.london });
  await w.check("U24811", DATE);
  const { reference, manage } = await w.booked({
    datePriseEnCharge: DATE,
    heurePriseEnCharge: "14:20",
    lieuDepart: AIRPORT,
    lieuArrivee: "12 rue Crébillon, 44000 Nantes",
    numeroVolTrain: "U24811",
  });
  await w.follow();
  at("2026-12-03T10:20:00Z");
  await w.follow();
  // From now on SendGrid takes the e-mails and never answers: the webhook's time runs out on the controlled clock.
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  at("2026-12-03T11:00:00Z");
  w.sendgrid.replies.splice(0, w.sendgrid.replies.length, "hang");
  w.flights.late("U24811", DATE, 50);
  await w.flights.settled();
  expect(w.flights.notifications.map((n) => n.status)).toEqual([200]);
  expect((await w.manage(manage)).body.arrival).toMatchObject({ moved: true });
  expect(log.mock.calls.map((c) => String(c[0])).join("\n")).toContain("arrival-moved");
  // The customer's letter may have left: it is not sent again by the next poll.
  w.sendgrid.replies.splice(0, w.sendgrid.replies.length, { status: 202 });
  at("2026-12-03T12:20:00Z");
  await w.follow();
  expect(
    w.sendgrid.requests.filter((r) => r.body.includes('"kind":"arrival-moved"') && r.body.includes(reference)),
  ).toHaveLength(1);
});
