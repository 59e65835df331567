import { expect, onTestFinished, test, vi } from "vitest";
import { getBookingStore } from "../../src/server/booking/store";
import { NOW } from "../support/booking-fixtures";
import { getTripStores } from "../../src/server/trip/store";
import { bookAndGetToken, callConfirm, confirmDeps } from "../support/answer-fixtures";
import { LOCAL_LINK_SECRET, linkSecret } from "../../src/server/kernel/links/seal";
import { sealedRequestOf, sealRequest } from "../../src/server/request/sealed-request";
import { parseEnv } from "../../src/server/kernel/env";
import { bookingSchema } from "../../src/lib/booking/schema";
import { handleBooking } from "../../src/server/request/handler";
import {
  bookedAtFare,
  bookingRequest,
  deps,
  fromIp,
  memoryMailer,
  settled,
  validBooking,
} from "../support/booking-fixtures";
import { LINK_SECRET, startDeployed } from "../support/deployed";
import { useRedisBridge } from "../support/redis-bridge";
import { loadFunction } from "../support/vercel-function";

const ctx = useRedisBridge();
const parsedBooking = (overrides: Record<string, unknown>) => bookingSchema.parse(validBooking(overrides));
const future = () => new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);

type SentMail = {
  personalizations: { to: { email: string }[] }[];
  content: { type: string; value: string }[];
  custom_args: { kind: string; reference: string };
  attachments?: { content: string; type: string; filename: string; disposition: string }[];
};

test("through both functions as Vercel runs them: two simultaneous confirmations send one proof, claimed in Redis", async () => {
  const deployed = await startDeployed(ctx.bridge);
  const { sendgrid, env } = deployed;
  try {
    const booking = await loadFunction("booking", env);
    const booked = await booking.call(bookingRequest(bookedAtFare({ datePriseEnCharge: future() })));
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
    // The answer is the booking's state in Redis, kept as long as the trip and its payments may need it.
    const stored = await ctx.redis.client.hgetall(`booking:${reference}`);
    expect(stored).toMatchObject({ state: "confirmed", act: "confirm", price: "3500", ceiling: "3500" });
    expect(await ctx.redis.client.ttl(`booking:${reference}`)).toBeGreaterThan(30 * 86_400);
  } finally {
    await deployed.close();
  }
});

test("deployed, api/confirm refuses to start without BOOKING_LINK_SECRET, on Vercel or not", async () => {
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  const { BOOKING_LINK_SECRET: _secret, ...withoutSecret } = deployed.env;
  await expect(loadFunction("confirm", withoutSecret)).rejects.toThrow(
    /Refuses to start without BOOKING_LINK_SECRET: with a provider key set/,
  );
  await expect(loadFunction("confirm", { ...withoutSecret, VERCEL: "1" })).rejects.toThrow(
    /Refuses to start without BOOKING_LINK_SECRET: on Vercel/,
  );
  await expect(loadFunction("confirm", deployed.env)).resolves.toHaveProperty("call");
});

test("keys without VERCEL: the public local secret opens nothing, and nothing is mailed", async () => {
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  const confirm = await loadFunction("confirm", deployed.env);
  // A link anyone could make with the secret published in this repository.
  const forged = sealRequest(
    sealedRequestOf(
      parsedBooking({ email: "stranger@exemple.fr", datePriseEnCharge: future() }),
      "VPN-261125-ABCD",
      new Date(),
      40,
    ),
    LOCAL_LINK_SECRET,
  );
  for (const action of ["view", "confirm", "decline"]) {
    const response = await confirm.call(
      new Request("https://www.vtc-premium-nantes.fr/api/confirm", {
        method: "POST",
        headers: { "content-type": "application/json", ...fromIp("198.51.100.9") },
        body: JSON.stringify({ token: forged, action, price: 40 }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ invalid: true });
  }
  expect(deployed.sendgrid.requests).toHaveLength(0);
  // And the secret the functions use there is never the public one, even with no secret set at all.
  expect(
    linkSecret(
      parseEnv({
        SENDGRID_API_KEY: "SG.x",
        UPSTASH_REDIS_REST_URL: ctx.bridge.url,
        UPSTASH_REDIS_REST_TOKEN: "t",
        VTC_LOCAL_MODE: "1",
      }),
    ),
  ).toBeUndefined();
  expect(linkSecret(parseEnv({ VTC_LOCAL_MODE: "1" }))).toBe(LOCAL_LINK_SECRET);
});

test("a preview with SendGrid and the link secret but no Upstash: no start, and no links in the business e-mail", async () => {
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  const { UPSTASH_REDIS_REST_URL: _url, UPSTASH_REDIS_REST_TOKEN: _token, ...noStore } = deployed.env;
  const env = { ...noStore, VERCEL_ENV: "preview" };
  // The function itself refuses to start there: Upstash is one of its keys.
  await expect(loadFunction("booking", env)).rejects.toThrow(
    /without UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN/,
  );
  // And were it started, its settings would switch the links off rather than let each instance answer one.
  expect(linkSecret(parseEnv(env))).toBeUndefined();
  expect(linkSecret(parseEnv({ ...env, UPSTASH_REDIS_REST_URL: ctx.bridge.url, UPSTASH_REDIS_REST_TOKEN: "t" }))).toBe(
    LINK_SECRET,
  );
  // The business e-mail then carries no link, and says why.
  const d = deps({ linkSecret: linkSecret(parseEnv(env)), now: () => new Date() });
  const response = await handleBooking(bookingRequest(bookedAtFare({ datePriseEnCharge: future() })), d);
  expect(response.status).toBe(200);
  const business = (d.mailer as ReturnType<typeof memoryMailer>).sent.find((m) => m.kind === "business")!;
  expect(business.text).not.toContain("/confirmer#");
  expect(business.text).toContain("Liens de confirmation désactivés sur ce déploiement");
  await settled(d);
});

test("a proof sent but never recorded never leaves again: the answer is the booking's state in Redis, and after a minute its e-mail reads as uncertain", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const { token, business } = await bookAndGetToken({ datePriseEnCharge: future() });
  const trips = getTripStores();
  const d = confirmDeps({
    trips: {
      ...trips,
      sent: { ...trips.sent, settle: () => Promise.reject(new Error("Redis SET timed out after 800 ms")) },
    },
    // Within the reply promised after the booking (an hour after it): past it, no proof could leave at all.
    now: () => new Date(NOW.getTime() + 3_600_000),
  });
  const first = await callConfirm(d, { token, action: "confirm", price: 35 });
  expect(first.status).toBe(200);
  expect(error.mock.calls.some(([line]) => String(line).includes("sent but not recorded"))).toBe(true);
  // The answer itself is the booking's state, kept as long as the booking's record.
  const record = await getBookingStore().get(business.reference);
  expect(record).toMatchObject({ state: "confirmed", act: "confirm" });
  const proofs = () => d.mailer.sent.filter((m) => m.kind === "proof").length;
  expect(proofs()).toBe(1);
  // Two minutes later, the same link, another price: nothing is sent again.
  vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ["Date"] });
  try {
    const again = await callConfirm(confirmDeps({ mailer: d.mailer, now: () => new Date(NOW.getTime() + 3_720_000) }), {
      token,
      action: "confirm",
      price: 30,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/sans que l’envoi de son e-mail puisse être vérifié/);
    expect(proofs()).toBe(1);
  } finally {
    vi.useRealTimers();
  }
});
