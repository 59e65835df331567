import { afterEach, expect, test, vi } from "vitest";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { startDeployed, VAPID } from "../support/deployed";
import { useRedisBridge } from "../support/redis-bridge";
import { loadFunction } from "../support/vercel-function";

/**
 * The operator's proposal and the customer's answer through the functions as Vercel runs them, each loaded
 * afresh (so sharing nothing but Redis), against a real redis-server and a SendGrid stand-in.
 */
const ctx = useRedisBridge();
const SECRET = "a test secret for the booking links, 32+ characters";
const CRON = "a cron secret for the tests";
const SITE = "https://www.vtc-premium-nantes.fr";

type SentMail = { content: { type: string; value: string }[]; custom_args: { kind: string; reference: string } };

afterEach(() => {
  vi.useRealTimers();
});

function post(path: string, body: unknown, ip: string): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...fromIp(ip) },
    body: JSON.stringify(body),
  });
}

test("a proposal through Redis: two simultaneous acceptances make one booking; after its deadline the job tells the operator once", async () => {
  const deployed = await startDeployed(ctx.bridge);
  const { sendgrid } = deployed;
  try {
    const env = { ...deployed.env, BOOKING_LINK_SECRET: SECRET, CRON_SECRET: CRON };
    const mails = () => sendgrid.requests.map((r) => JSON.parse(r.body) as SentMail);
    const date = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);

    // Two requests, each proposed at 60 € (above the 35 € shown).
    const booking = await loadFunction("booking", env);
    const confirm = await loadFunction("confirm", env);
    const references: string[] = [];
    const accepts: string[] = [];
    for (const heure of ["09:00", "10:00"]) {
      const booked = await booking.call(
        bookingRequest(validBooking({ datePriseEnCharge: date, heurePriseEnCharge: heure })),
      );
      const { reference } = (await booked.json()) as { reference: string };
      await booking.settled();
      const business = mails().find((m) => m.custom_args.kind === "business" && m.custom_args.reference === reference)!;
      const token = /\/confirmer#(v1\.[\w-]+)/.exec(business.content[0]!.value)![1];
      const proposed = await confirm.call(
        post("/api/confirm", { token, action: "confirm", price: "60" }, "198.51.100.9"),
      );
      expect(proposed.status).toBe(200);
      expect(((await proposed.json()) as { kind: string }).kind).toBe("proposed");
      const proposal = mails().find((m) => m.custom_args.kind === "proposal" && m.custom_args.reference === reference)!;
      // Without an Origin (not a browser), the links point at the public site.
      accepts.push(
        /https:\/\/www\.vtc-premium-nantes\.fr\/proposition#accept\.(v1\.[\w-]+)/.exec(proposal.content[0]!.value)![1]!,
      );
      references.push(reference);
    }
    expect(await ctx.redis.client.zcard("booking:proposals")).toBe(2);

    // The first is accepted twice at once, from two instances.
    const [a, b] = [await loadFunction("proposal", env), await loadFunction("proposal", env)];
    const statuses = (
      await Promise.all([
        a.call(post("/api/proposal", { token: accepts[0], action: "accept", payment: "guarantee" }, "203.0.113.1")),
        b.call(post("/api/proposal", { token: accepts[0], action: "accept", payment: "guarantee" }, "203.0.113.2")),
      ])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
    const kinds = (reference: string) =>
      mails()
        .filter((m) => m.custom_args.reference === reference)
        .map((m) => m.custom_args.kind)
        .sort();
    expect(kinds(references[0]!)).toEqual(["business", "customer", "proof", "proof-copy", "proposal", "proposal-copy"]);
    // The acceptance is the booking's state in Redis, one step that a second acceptance could not pass.
    expect(await ctx.redis.client.hgetall(`booking:${references[0]}`)).toMatchObject({
      state: "confirmed",
      act: "accept",
    });
    expect(await ctx.redis.client.zscore("booking:proposals", references[0]!)).toBeNull();

    // Nobody answers the second one; past its deadline (2 h before 10:00), the job runs twice.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${date}T09:00:00Z`));
    const job = await loadFunction("expire-proposals", env);
    const run = (auth: string) =>
      job.call(new Request(`${SITE}/api/expire-proposals`, { headers: { authorization: auth } }));
    expect((await run("Bearer nope")).status).toBe(401);
    const [first, second] = [await run(`Bearer ${CRON}`), await run(`Bearer ${CRON}`)];
    expect(await first.json()).toEqual({ checked: 1, expired: 1 });
    expect(await second.json()).toEqual({ checked: 0, expired: 0 });
    expect(kinds(references[1]!)).toEqual([
      "business",
      "customer",
      "lapsed",
      "proposal",
      "proposal-copy",
      "proposal-expired",
    ]);
    const late = await (await loadFunction("proposal", env)).call(
      post("/api/proposal", { token: accepts[1], action: "accept", payment: "guarantee" }, "203.0.113.3"),
    );
    // Lapsed by the job: the customer's page says so, and nothing more leaves.
    expect(late.status).toBe(410);
    expect(((await late.json()) as { state: string }).state).toBe("expired");
    expect(kinds(references[1]!)).toHaveLength(6);
  } finally {
    await deployed.close();
  }
});

test("deployed, the two new functions refuse to start without their keys", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const production = {
    VERCEL: "1",
    VERCEL_ENV: "production",
    SENDGRID_API_KEY: "SG.x",
    UPSTASH_REDIS_REST_URL: "https://eu1-x.upstash.io",
    UPSTASH_REDIS_REST_TOKEN: "t",
    BOOKING_LINK_SECRET: SECRET,
  };
  // The customer's acceptance alerts the operator: the proposal function signs its push.
  await expect(loadFunction("proposal", production)).rejects.toThrow(
    /Refuses to start without VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: on Vercel/,
  );
  const pushing = { ...production, VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey };
  await expect(loadFunction("proposal", pushing)).resolves.toHaveProperty("call");
  // The lapse job refunds what was paid for an answer that never came: it needs Stripe too.
  await expect(loadFunction("expire-proposals", production)).rejects.toThrow(
    /Refuses to start without CRON_SECRET, STRIPE_SECRET_KEY: on Vercel/,
  );
  await expect(
    loadFunction("expire-proposals", { ...production, CRON_SECRET: CRON, STRIPE_SECRET_KEY: "sk_test_x" }),
  ).resolves.toHaveProperty("call");
});
