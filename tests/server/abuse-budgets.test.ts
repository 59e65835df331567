import { expect, onTestFinished, test, vi } from "vitest";
import { bookedAtFare, bookingRequest, fromIp } from "../support/booking-fixtures";
import { startDeployed } from "../support/deployed";
import { useRedisBridge } from "../support/redis-bridge";
import { loadFunction } from "../support/vercel-function";

/**
 * Issue 40: the customer's links shared one day's ceiling with the operator's functions, and every booking's answer
 * hands its sender a payment link. Replayed from many addresses, that link shut the operator out until midnight.
 */
const ctx = useRedisBridge();
const SITE = "https://www.vtc-premium-nantes.fr";
const future = (days = 5) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Sent = { custom_args: { kind: string; reference: string }; content: { value: string }[] };

async function deployedFunctions() {
  await ctx.redis.client.flushall();
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  // One after the other: each is loaded afresh with the environment, as a cold start.
  const fns = {
    booking: await loadFunction("booking", deployed.env),
    payment: await loadFunction("payment", deployed.env),
    manage: await loadFunction("manage", deployed.env),
    confirm: await loadFunction("confirm", deployed.env),
    trip: await loadFunction("trip", deployed.env),
  };
  const mails = () => deployed.sendgrid.requests.map((r) => JSON.parse(r.body) as Sent);
  const mail = (kind: string, reference: string) =>
    mails().find((m) => m.custom_args.kind === kind && m.custom_args.reference === reference)!.content[0]!.value;
  const call = (name: keyof typeof fns, body: unknown, ip = "203.0.113.9") =>
    fns[name].call(
      new Request(`${SITE}/api/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...fromIp(ip) },
        body: JSON.stringify(body),
      }),
    );
  async function book(body: Record<string, unknown>, ip: string) {
    const answer = await fns.booking.call(bookingRequest(body, fromIp(ip)));
    expect(answer.status).toBe(200);
    await fns.booking.settled();
    const json = (await answer.json()) as { reference: string; payment?: { url: string } };
    const confirmToken = /\/confirmer#(v1\.[\w-]+)/.exec(mail("business", json.reference))![1]!;
    return { ...json, confirmToken };
  }
  return { deployed, fns, call, book, mail };
}

/** The i-th of 1,000 IPv4 addresses, each its own client. */
const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Runs `calls` in batches, as a flood from many clients arrives; returns each answer's status. */
async function flood(count: number, call: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, k) => call(start + k));
    for (const response of await Promise.all(batch)) statuses.push(response.status);
  }
  return statuses;
}

test("10,000 replayed customer-link calls from 1,000 addresses leave the operator's confirm and trip page working", async () => {
  // Past their own budgets the customer's functions say so in the log.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { call, book, mail } = await deployedFunctions();

  // The attacker books twice: the first answer hands him a payment link; the second, once confirmed, a manage link.
  const paying = await book(bookedAtFare({ nom: "Flot", datePriseEnCharge: future() }), "192.0.2.10");
  const paymentToken = paying.payment!.url.split("#")[1]!;
  const managed = await book(bookedAtFare({ nom: "Flot", datePriseEnCharge: future(6) }), "192.0.2.11");
  expect((await call("confirm", { token: managed.confirmToken, action: "confirm", price: 35 })).status).toBe(200);
  const manageToken = /\/ma-reservation#(v1\.[\w-]+)/.exec(mail("proof", managed.reference))![1]!;
  const tripToken = /\/course#(v1\.[\w-]+)/.exec(mail("proof-copy", managed.reference))![1]!;
  expect((await call("trip", { token: tripToken, action: "view" })).status).toBe(200);
  // A real customer's request waits for the operator's answer.
  const waiting = await book(bookedAtFare({ nom: "Réel", datePriseEnCharge: future(7) }), "192.0.2.12");

  // The flood: ten calls from each of 1,000 addresses, the payment page's view and the manage page's.
  const statuses = await flood(10_000, (i) =>
    i % 2
      ? call("payment", { token: paymentToken, action: "view" }, address(i % 1000))
      : call("manage", { token: manageToken, action: "view" }, address(i % 1000)),
  );
  expect(statuses.length).toBe(10_000);

  // Hours later, as such a flood lasts: every instance has added its count to the store by then.
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  vi.setSystemTime(Date.now() + 3_600_000);
  const view = await call("confirm", { token: waiting.confirmToken, action: "view" });
  expect(view.status).toBe(200);
  const answered = await call("confirm", { token: waiting.confirmToken, action: "confirm", price: 35 });
  expect(answered.status, JSON.stringify(await answered.clone().json())).toBe(200);
  expect((await call("trip", { token: tripToken, action: "view" })).status).toBe(200);
}, 180_000);

test("1,000 replayed views of one payment link from 1,000 addresses cost almost no Upstash command", async () => {
  const { call, book, deployed } = await deployedFunctions();
  const paying = await book(bookedAtFare({ nom: "Vue", datePriseEnCharge: future() }), "192.0.2.20");
  const token = paying.payment!.url.split("#")[1]!;
  // The customer opens his page: that first view reads his booking.
  expect((await call("payment", { token, action: "view" }, "192.0.2.20")).status).toBe(200);
  const before = ctx.bridge.commands;
  const statuses = await flood(1000, (i) => call("payment", { token, action: "view" }, address(i)));
  const spent = ctx.bridge.commands - before;
  expect(statuses.filter((s) => s === 200).length).toBe(1000);
  // At most one fresh read of the booking per window, a few commands each.
  expect(spent).toBeLessThanOrEqual(10);
  expect(deployed.stripe.requests).toEqual([]);
}, 60_000);

test("a request to the payment page for anything but a plain view is never answered from memory", async () => {
  const { call, book } = await deployedFunctions();
  const paying = await book(bookedAtFare({ nom: "Retour", datePriseEnCharge: future() }), "192.0.2.30");
  const token = paying.payment!.url.split("#")[1]!;
  expect((await call("payment", { token, action: "view" })).status).toBe(200);
  const before = ctx.bridge.commands;
  // Back from Stripe with a session: read afresh.
  expect((await call("payment", { token, action: "view", session: "cs_test_unknown" })).status).toBe(200);
  expect(ctx.bridge.commands).toBeGreaterThan(before);
});

test("a customer's link replayed from any number of addresses stops at its own limit, and from then on costs no Upstash command", async () => {
  const { deployed, call, book, mail } = await deployedFunctions();
  const fns = { manage: await loadFunction("manage", { ...deployed.env, RATE_LIMIT_LINK_TOKEN: "20/1d" }) };
  const managed = await book(bookedAtFare({ nom: "Rejoué", datePriseEnCharge: future() }), "192.0.2.40");
  expect((await call("confirm", { token: managed.confirmToken, action: "confirm", price: 35 })).status).toBe(200);
  const token = /\/ma-reservation#(v1\.[\w-]+)/.exec(mail("proof", managed.reference))![1]!;
  const view = (i: number) =>
    fns.manage.call(
      new Request(`${SITE}/api/manage`, {
        method: "POST",
        headers: { "content-type": "application/json", ...fromIp(address(i)) },
        body: JSON.stringify({ token, action: "view" }),
      }),
    );
  const first = await flood(40, view);
  expect(first.filter((s) => s === 200).length).toBe(20);
  expect(first.slice(20).every((s) => s === 429)).toBe(true);
  const before = ctx.bridge.commands;
  const later = await flood(500, (i) => view(i + 40));
  expect(later.every((s) => s === 429)).toBe(true);
  expect(ctx.bridge.commands - before).toBe(0);
}, 60_000);

test("the retired RATE_LIMIT_LINKS_ALL is said to count no more, once, rather than ignored in silence", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { deployed, book } = await deployedFunctions();
  const confirm = await loadFunction("confirm", { ...deployed.env, RATE_LIMIT_LINKS_ALL: "3000/1d" });
  const { confirmToken } = await book(bookedAtFare({ nom: "Ancien", datePriseEnCharge: future() }), "192.0.2.50");
  for (let i = 0; i < 2; i++) {
    const response = await confirm.call(
      new Request(`${SITE}/api/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json", ...fromIp("192.0.2.50") },
        body: JSON.stringify({ token: confirmToken, action: "view" }),
      }),
    );
    expect(response.status).toBe(200);
  }
  const said = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("RATE_LIMIT_LINKS_ALL"));
  expect(said).toEqual([
    "[links] RATE_LIMIT_LINKS_ALL is no longer read: the link functions have three budgets, RATE_LIMIT_LINKS_OPERATOR, RATE_LIMIT_LINKS_CUSTOMER and RATE_LIMIT_LINKS_PAYMENT (docs/decisions/210-abuse-fourth-round.md)",
  ]);
});
