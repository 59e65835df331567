import { expect, test } from "vitest";
import { edgeFunction } from "../support/edge";
import { startRedis } from "../support/redis-server";
import { startStub } from "../support/stub-server";
import { startBridge } from "../support/upstash-bridge";

const TOKEN = "0b9e6d1c-2a3f-4c5d-9e8f-7a6b5c4d3e2f";
const post = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-real-ip": "203.0.113.8" },
  body: JSON.stringify(body),
});

test("api/places runs in the edge-runtime sandbox with the offline gazetteer", async () => {
  const fn = await edgeFunction("./api/places.ts");
  expect(fn.code).not.toMatch(/from ["']node:/);
  const response = await fn.fetch("/api/places", post({ input: "aéroport", sessionToken: TOKEN }));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { suggestions: { mainText: string }[] };
  expect(body.suggestions[0]?.mainText).toBe("Aéroport Nantes Atlantique");
  expect((await fn.fetch("/api/places", post({ input: "a", sessionToken: TOKEN }))).status).toBe(400);
});

test("api/places on the edge uses Google when its key is set", async () => {
  const stub = await startStub([
    {
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
    },
  ]);
  try {
    const fn = await edgeFunction("./api/places.ts", {
      GOOGLE_PLACES_API_KEY: "edge-key",
      GOOGLE_PLACES_BASE_URL: stub.url,
    });
    const response = await fn.fetch("/api/places", post({ input: "reze", sessionToken: TOKEN }));
    expect(await response.json()).toEqual({
      source: "google",
      suggestions: [{ placeId: "p1", text: "Rezé, France", mainText: "Rezé", secondaryText: "France" }],
    });
    expect(stub.requests[0]!.headers["x-goog-api-key"]).toBe("edge-key");
  } finally {
    await stub.close();
  }
});

test("in production api/places starts with its own keys only (no SendGrid key) and answers", async () => {
  const google = await startStub([{ status: 200, body: { suggestions: [] } }]);
  const redis = await startRedis();
  const bridge = await startBridge(redis.client);
  try {
    const fn = await edgeFunction("./api/places.ts", {
      VERCEL_ENV: "production",
      GOOGLE_PLACES_API_KEY: "edge-key",
      GOOGLE_PLACES_BASE_URL: google.url,
      UPSTASH_REDIS_REST_URL: bridge.url,
      UPSTASH_REDIS_REST_TOKEN: bridge.token,
    });
    const response = await fn.fetch("/api/places", post({ input: "reze", sessionToken: TOKEN }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ source: "google", suggestions: [] });
    // Its limits were counted in Redis.
    expect((await redis.client.keys("ratelimit:places*")).length).toBeGreaterThan(0);
  } finally {
    await bridge.close();
    await redis.stop();
    await google.close();
  }
});

test("the edge bundle of api/places stays small: no Node-only code, full zod or SendGrid client", async () => {
  const fn = await edgeFunction("./api/places.ts");
  expect(fn.code).not.toMatch(/@sendgrid|axios/);
  expect(fn.code.length).toBeLessThan(400_000);
});
