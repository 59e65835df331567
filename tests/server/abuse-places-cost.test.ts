import { expect, onTestFinished, test, vi } from "vitest";
import { startDeployed } from "../support/deployed";
import { fromIp } from "../support/booking-fixtures";
import { useRedisBridge } from "../support/redis-bridge";
import { loadFunction, placesRequest } from "../support/vercel-function";

const ctx = useRedisBridge();

const googleAnswer = {
  status: 200,
  body: {
    suggestions: [
      {
        placePrediction: {
          placeId: "g1",
          text: { text: "Gare de Nantes, France" },
          structuredFormat: { mainText: { text: "Gare de Nantes" }, secondaryText: { text: "Nantes, France" } },
        },
      },
    ],
  },
};

test("Google lookups stop at the global cap, whoever asks; suggestions keep coming from the gazetteer", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const deployed = await startDeployed(ctx.bridge, { google: [googleAnswer] });
  const { google } = deployed;
  try {
    const fn = await loadFunction("places", { ...deployed.env, RATE_LIMIT_PLACES_GOOGLE: "25/1d" });
    const sources: string[] = [];
    // 40 visitors, two lookups each: more than the day's Google budget.
    for (let i = 0; i < 80; i++) {
      const response = await fn.call(
        placesRequest(i % 2 ? "gare de nantes" : "aeroport", fromIp(`203.0.113.${(i >> 1) + 1}`)),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { source: string; suggestions: unknown[] };
      expect(body.suggestions.length).toBeGreaterThan(0);
      sources.push(body.source);
    }
    expect(google.requests).toHaveLength(25);
    expect(sources.filter((s) => s === "google")).toHaveLength(25);
    expect(sources.slice(25).every((s) => s === "local")).toBe(true);
    // Logged for the operator, once a minute at most.
    expect(warn.mock.calls.filter(([line]) => String(line).includes("RATE_LIMIT_PLACES_GOOGLE"))).toHaveLength(1);
  } finally {
    await deployed.close();
  }
});

test("places checks the origin, and a forged Host header does not make an origin ours", async () => {
  const fn = await loadFunction("places", {});
  const evil = await fn.call(placesRequest("gare", { origin: "https://evil.example" }));
  expect(evil.status).toBe(403);
  expect(await evil.json()).toEqual({ error: "Demande refusée." });
  // The attacker's page sends its own origin and our Host: still foreign.
  const forged = await fn.call(
    new Request("https://evil.example/api/places", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", host: "evil.example" },
      body: JSON.stringify({ input: "gare", sessionToken: "6f1c8e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b" }),
    }),
  );
  expect(forged.status).toBe(403);
  expect((await fn.call(placesRequest("gare", { origin: "https://www.vtc-premium-nantes.fr" }))).status).toBe(200);
  expect((await fn.call(placesRequest("gare", { "sec-fetch-site": "cross-site" }))).status).toBe(403);
});

test("on Vercel, the deployment's own hostnames are allowed and localhost is not", async () => {
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  const fn = await loadFunction("places", { ...deployed.env, VERCEL: "1", VERCEL_URL: "vtc-git-abc-team.vercel.app" });
  expect((await fn.call(placesRequest("gare", { origin: "https://vtc-git-abc-team.vercel.app" }))).status).toBe(200);
  expect((await fn.call(placesRequest("gare", { origin: "http://localhost:3000" }))).status).toBe(403);
});
