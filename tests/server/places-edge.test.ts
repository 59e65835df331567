import { expect, onTestFinished, test, vi } from "vitest";
import { botHeaders, humanHeaders } from "../support/botid-stand-in";
import { startDeployed } from "../support/deployed";
import { edgeFunction, namedOnlyEnv } from "../support/edge";
import { useRedisBridge } from "../support/redis-bridge";

const ctx = useRedisBridge();
const TOKEN = "0b9e6d1c-2a3f-4c5d-9e8f-7a6b5c4d3e2f";
const post = (body: unknown, headers: Record<string, string> = humanHeaders) => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-real-ip": "203.0.113.8", ...headers },
  body: JSON.stringify(body),
});
const googleAnswer = {
  status: 200,
  body: {
    suggestions: [
      {
        placePrediction: {
          placeId: "p1",
          text: { text: "Rezé, France" },
          structuredFormat: { mainText: { text: "Rezé" }, secondaryText: { text: "France" } },
        },
      },
    ],
  },
};

/** A production deployment's variables, as Vercel sets them, pointing at the local stand-ins. */
async function production(replies: Parameters<typeof startDeployed>[1] = {}) {
  const deployed = await startDeployed(ctx.bridge, replies);
  onTestFinished(() => deployed.close());
  const env: Record<string, string> = {
    ...deployed.env,
    VERCEL: "1",
    VERCEL_ENV: "production",
    NODE_ENV: "production",
    OVERRIDE_BOTID_SERVER_URL: deployed.botid.url,
    VERCEL_OIDC_TOKEN: "test-oidc-token",
  };
  return { deployed, env };
}

test("the harness exposes the environment as Vercel's edge does: named reads only, nothing to enumerate", () => {
  const env = namedOnlyEnv({ GOOGLE_PLACES_API_KEY: "k", OTHER: "x" }, new Set(["GOOGLE_PLACES_API_KEY", "OTHER"]));
  expect(env.GOOGLE_PLACES_API_KEY).toBe("k");
  expect(Object.entries(env)).toEqual([]);
  expect({ ...env }).toEqual({});
});

test("api/places runs in the edge-runtime sandbox with the offline gazetteer in the local mode", async () => {
  const fn = await edgeFunction("./api/places.ts", {
    VTC_LOCAL_MODE: "1",
    LOCAL_STORE_URL: process.env.LOCAL_STORE_URL!,
  });
  expect(fn.code).not.toMatch(/from ["']node:/);
  const response = await fn.fetch("/api/places", post({ input: "aéroport", sessionToken: TOKEN }));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { suggestions: { mainText: string }[] };
  expect(body.suggestions[0]?.mainText).toBe("Aéroport Nantes Atlantique");
  expect((await fn.fetch("/api/places", post({ input: "a", sessionToken: TOKEN }))).status).toBe(400);
});

test("on the edge, with only the variables its bundle names, api/places finds Google, Upstash and BotID", async () => {
  const { deployed, env } = await production({ google: [googleAnswer] });
  const fn = await edgeFunction("./api/places.ts", env);
  // Each setting the function needs is read by its literal name, so Vercel provides it.
  for (const name of ["GOOGLE_PLACES_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "VERCEL"])
    expect(fn.names).toContain(name);
  const response = await fn.fetch("/api/places", post({ input: "reze", sessionToken: TOKEN }));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    source: "google",
    suggestions: [{ placeId: "p1", text: "Rezé, France", mainText: "Rezé", secondaryText: "France" }],
  });
  expect(deployed.google.requests[0]!.headers["x-goog-api-key"]).toBe("google-test-key");
  // Its limits were counted in Redis, and BotID was asked, with the deployment's OIDC token.
  expect((await ctx.redis.client.keys("ratelimit:places*")).length).toBeGreaterThan(0);
  expect(deployed.botid.requests).toHaveLength(1);
  expect(deployed.botid.requests[0]!.headers["x-vercel-oidc-token"]).toBe("test-oidc-token");
  // BotID's verdict counts there: its development path (which answers "human" to everyone) is never taken.
  const bot = await fn.fetch("/api/places", post({ input: "reze", sessionToken: TOKEN }, botHeaders));
  expect(bot.status).toBe(403);
  // The local verdict header means nothing deployed.
  const local = { ...humanHeaders, "x-local-bot-verdict": "bot" };
  expect((await fn.fetch("/api/places", post({ input: "reze", sessionToken: TOKEN }, local))).status).toBe(200);
});

test("on the edge, api/places refuses to start without its Google key, naming it, and needs no SendGrid key", async () => {
  const { env } = await production();
  const { GOOGLE_PLACES_API_KEY: _google, ...withoutGoogle } = env;
  await expect(edgeFunction("./api/places.ts", withoutGoogle)).rejects.toThrow(
    /Refuses to start without GOOGLE_PLACES_API_KEY: on Vercel/,
  );
  const { SENDGRID_API_KEY: _sendgrid, BOOKING_LINK_SECRET: _secret, ...placesOnly } = env;
  const fn = await edgeFunction("./api/places.ts", placesOnly);
  expect((await fn.fetch("/api/places", post({ input: "gare", sessionToken: TOKEN }))).status).toBe(200);
});

test("a Google key alone, without VERCEL, brings the deployed rules: the Upstash keys are required", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  await expect(edgeFunction("./api/places.ts", { VTC_LOCAL_MODE: "1", GOOGLE_PLACES_API_KEY: "k" })).rejects.toThrow(
    /without UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN: with a provider key set/,
  );
});

test("the edge bundle of api/places stays small: no Node-only code, full zod or SendGrid client", async () => {
  const fn = await edgeFunction("./api/places.ts", {
    VTC_LOCAL_MODE: "1",
    LOCAL_STORE_URL: process.env.LOCAL_STORE_URL!,
  });
  expect(fn.code).not.toMatch(/@sendgrid|axios/);
  expect(fn.code.length).toBeLessThan(400_000);
});
