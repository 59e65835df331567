import { expect, test, vi } from "vitest";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { useRedisBridge } from "../support/redis-bridge";
import { startStub } from "../support/stub-server";
import { loadFunction } from "../support/vercel-function";

const ctx = useRedisBridge();
const SECRET = "a test secret for the booking links, 32+ characters";
const future = () => new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);

type SentMail = {
  personalizations: { to: { email: string }[] }[];
  content: { type: string; value: string }[];
  custom_args: { kind: string; reference: string };
  attachments?: { content: string; type: string; filename: string; disposition: string }[];
};

test("through both functions as Vercel runs them: two simultaneous confirmations send one proof, claimed in Redis", async () => {
  const sendgrid = await startStub([{ status: 202 }]);
  try {
    const env = {
      SENDGRID_API_KEY: "SG.test",
      SENDGRID_BASE_URL: sendgrid.url,
      UPSTASH_REDIS_REST_URL: ctx.bridge.url,
      UPSTASH_REDIS_REST_TOKEN: ctx.bridge.token,
      BOOKING_LINK_SECRET: SECRET,
    };
    const booking = await loadFunction("booking", env);
    const booked = await booking.call(bookingRequest(validBooking({ datePriseEnCharge: future() })));
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()) as { reference: string };
    await booking.settled();
    const mails = () => sendgrid.requests.map((r) => JSON.parse(r.body) as SentMail);
    const business = mails().find((m) => m.custom_args.kind === "business")!;
    // Without an Origin (not a browser), the links point at the public site.
    const token = /https:\/\/www\.vtc-premium-nantes\.fr\/confirmer#(v1\.[\w-]+)/.exec(business.content[0]!.value)![1];

    const confirm = await loadFunction("confirm", env);
    const call = (ip: string) =>
      confirm.call(
        new Request("https://www.vtc-premium-nantes.fr/api/confirm", {
          method: "POST",
          headers: { "content-type": "application/json", ...fromIp(ip) },
          body: JSON.stringify({ token, action: "confirm", price: 35 }),
        }),
      );
    const statuses = (await Promise.all([call("198.51.100.1"), call("198.51.100.2")])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);

    const answers = mails().filter((m) => m.custom_args.reference === reference && m.custom_args.kind !== "business");
    expect(answers.map((m) => m.custom_args.kind).filter((k) => k !== "customer")).toEqual(["proof", "proof-copy"]);
    const proof = answers.find((m) => m.custom_args.kind === "proof")!;
    expect(proof.personalizations[0]!.to[0]!.email).toBe("anne.lemaire@exemple.fr");
    const [ics] = proof.attachments!;
    expect(ics).toMatchObject({
      type: "text/calendar",
      filename: `reservation-${reference}.ics`,
      disposition: "attachment",
    });
    expect(Buffer.from(ics!.content, "base64").toString("utf8")).toContain(
      `UID:${reference}@vtc-premium-nantes.fr\r\n`,
    );
    const stored = JSON.parse((await ctx.redis.client.get(`booking:answer:${reference}`))!) as Record<string, unknown>;
    expect(stored).toMatchObject({ state: "done", answer: "confirmed", price: 35 });
    expect(await ctx.redis.client.ttl(`booking:answer:${reference}`)).toBeGreaterThan(30 * 86_400);
  } finally {
    await sendgrid.close();
  }
});

test("in production api/confirm refuses to start without BOOKING_LINK_SECRET", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const production = {
    VERCEL_ENV: "production",
    SENDGRID_API_KEY: "SG.x",
    UPSTASH_REDIS_REST_URL: "https://eu1-x.upstash.io",
    UPSTASH_REDIS_REST_TOKEN: "t",
  };
  await expect(loadFunction("confirm", production)).rejects.toThrow(/refuses to start without BOOKING_LINK_SECRET \(/);
  await expect(loadFunction("confirm", { ...production, BOOKING_LINK_SECRET: SECRET })).resolves.toHaveProperty("call");
});
