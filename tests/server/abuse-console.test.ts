import { createECDH } from "node:crypto";
import { afterEach, expect, test, vi } from "vitest";
import { bookedAtFare, bookingRequest, fromIp } from "../support/booking-fixtures";
import { consoleClient } from "../support/console-client";
import { SITE, useMoneyWorld } from "../support/money-world";
import { softPasskey } from "../support/passkey";
import { loadFunction } from "../support/vercel-function";

/**
 * The console against a script with many addresses (docs/decisions/260-operator-console.md), through the deployed
 * function on redis-server: the enrolment request puts a bounded number of e-mails in the mailbox and changes
 * nothing; a call without a session costs no store command; sign-ins are held per client and for everyone; the
 * alerts' devices are bounded; the periods away close bookings at the fare and nothing else.
 */
const { ctx, world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("forty enrolment requests from forty addresses put six e-mails in the mailbox; one address, three an hour", async () => {
  const w = await world();
  const fn = await loadFunction("console", w.env);
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const answers = [];
  for (let i = 1; i <= 40; i++)
    answers.push((await consoleClient(fn, { ip: `203.0.113.${i}` }).post({ action: "enrol-request" })).status);
  expect(answers.filter((s) => s === 200)).toHaveLength(6);
  expect(answers.filter((s) => s === 429)).toHaveLength(34);
  expect(w.mails().filter((m) => m.custom_args.kind === "console-enrol")).toHaveLength(6);
  expect(errors.mock.calls.some((c) => String(c[0]).includes("RATE_LIMIT_CONSOLE_ENROLS_ALL reached"))).toBe(true);
});

test("one address asks for three enrolment links an hour; asking replaces nothing, the passkey kept still opens", async () => {
  const w = await world();
  const fn = await loadFunction("console", w.env);
  const owner = consoleClient(fn);
  await owner.enrolFrom(w.mails);
  const one = consoleClient(fn, { ip: "198.51.100.200" });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await one.post({ action: "enrol-request" })).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  owner.cookie = "";
  expect((await owner.signIn()).status).toBe(200);
});

test("a thousand calls with no session or a made-up cookie, and a thousand sign-in questions, cost no store command", async () => {
  const w = await world();
  const fn = await loadFunction("console", w.env);
  const stranger = consoleClient(fn, { ip: "203.0.113.50" });
  const before = ctx.bridge.commands;
  for (let i = 0; i < 500; i++) {
    stranger.cookie = i % 2 ? "" : `__Host-vtc-console=v1.${"A".repeat(60 + (i % 7))}`;
    expect((await stranger.post({ action: "day" })).status).toBe(401);
  }
  for (let i = 0; i < 500; i++) expect((await stranger.post({ action: "signin-options" })).status).toBe(200);
  expect((await stranger.get("register=2026-11")).status).toBe(401);
  expect(ctx.bridge.commands - before).toBe(0);
});

test("sign-ins are held per client and for everyone: a script's made-up answers stop at the limits", async () => {
  const w = await world();
  Object.assign(w.env, { RATE_LIMIT_CONSOLE_SIGNINS_ALL: "20/1d" });
  const fn = await loadFunction("console", w.env);
  const owner = consoleClient(fn);
  await owner.enrolFrom(w.mails);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const guess = consoleClient(fn, { ip: "203.0.113.7", passkey: softPasskey(SITE) });
  const one = [];
  for (let i = 0; i < 12; i++) one.push((await guess.signIn()).status);
  expect(one).toEqual([...Array(10).fill(401), 429, 429]);
  const many = [];
  for (let i = 1; i <= 15; i++)
    many.push((await consoleClient(fn, { ip: `198.18.5.${i}`, passkey: softPasskey(SITE) }).signIn()).status);
  expect(many.filter((s) => s === 401)).toHaveLength(10);
  expect(many.filter((s) => s === 429)).toHaveLength(5);
});

test("the alerts' devices are his console's only, at most four; a period away closes bookings at the fare, never requests", async () => {
  const w = await world();
  const fn = await loadFunction("console", w.env);
  const phone = consoleClient(fn);
  const subscription = (i: number) => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return {
      endpoint: w.push.endpoint(`device-${i}`),
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: Buffer.alloc(16, i).toString("base64url") },
    };
  };
  // Keys that are no point of the curve: refused.
  const bogus = {
    endpoint: w.push.endpoint("bogus"),
    keys: {
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"),
      auth: Buffer.alloc(16).toString("base64url"),
    },
  };
  // Signed out, no device can be added.
  expect((await phone.post({ action: "subscribe", subscription: subscription(0) })).status).toBe(401);
  await phone.enrolFrom(w.mails);
  expect((await phone.post({ action: "subscribe", subscription: bogus })).status).toBe(400);
  for (let i = 1; i <= 6; i++) {
    expect(
      (await phone.post({ action: "subscribe", subscription: subscription(i), label: `Appareil ${i}` })).status,
    ).toBe(200);
  }
  expect((await phone.post({ action: "devices" })).body.devices).toHaveLength(4);

  const period = { from: "2026-12-24T00:00", to: "2026-12-26T23:59", note: "Noël" };
  expect((await phone.post({ action: "add-period", period })).status).toBe(200);
  expect(
    (await phone.post({ action: "add-period", period: { from: "2026-12-01T00:00", to: "2027-03-01T00:00" } })).status,
  ).toBe(400);
  const availability = await loadFunction("availability", w.env);
  const listed = await availability.call(new Request(`${SITE}/api/availability`, { headers: fromIp("198.51.100.3") }));
  expect(await listed.json()).toEqual({ periods: [{ from: period.from, to: period.to }] });
  expect(listed.headers.get("cache-control")).toContain("s-maxage=60");

  const booking = await w.fn.booking.call(
    bookingRequest(
      bookedAtFare({ datePriseEnCharge: "2026-12-25", heurePriseEnCharge: "10:00" }),
      fromIp("198.51.100.4"),
    ),
  );
  expect(booking.status, await booking.clone().text()).toBe(409);
  expect(await booking.json()).toMatchObject({ unavailable: true });
  const request = await w.requested({
    engagement: "demande",
    datePriseEnCharge: "2026-12-25",
    heurePriseEnCharge: "10:00",
  });
  expect(w.of("business", request.reference)).toHaveLength(1);
});

test("downloads of the register and its documents count against the signed-in client's limit like any other call", async () => {
  const w = await world();
  const fn = await loadFunction("console", { ...w.env, RATE_LIMIT_CONSOLE: "3/10m" });
  const phone = consoleClient(fn);
  await phone.enrolFrom(w.mails);
  expect((await phone.signIn()).status).toBe(200);
  const statuses = [];
  for (const query of ["register=2026-11", "documents=2026-11", "documents=2026", "register=2026", "documents=2026-11"])
    statuses.push((await phone.get(query)).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  const refused = await phone.get("documents=2026");
  expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(refused.headers.get("content-type")).not.toBe("application/zip");
});
