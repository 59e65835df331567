import { afterEach, expect, test, vi } from "vitest";
import { searchGazetteer } from "../../src/server/places/gazetteer";
import { FIELD_MASK, googleProvider } from "../../src/server/places/google";
import { handlePlaces } from "../../src/server/places/index";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { placesDeps } from "../support/booking-fixtures";
import { startStub } from "../support/stub-server";
import { onVirtualClock } from "../support/virtual-time";

const TOKEN = "6f1c8e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

function placesRequest(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/places", {
    method: "POST",
    headers: { "content-type": "application/json", "x-real-ip": "203.0.113.5", ...headers },
    body: JSON.stringify(body),
  });
}

test("gazetteer: 'aero' finds Nantes-Atlantique airport first, 'reze' finds Rezé", () => {
  expect(searchGazetteer("aero")[0]?.mainText).toBe("Aéroport Nantes Atlantique");
  expect(searchGazetteer("AÉROPORT")[0]?.placeId).toBe("local:aeroport-nantes-atlantique");
  expect(searchGazetteer("reze").map((s) => s.mainText)).toContain("Rezé");
  expect(searchGazetteer("gare nantes").map((s) => s.mainText)).toEqual(
    expect.arrayContaining(["Gare de Nantes – accès Nord", "Gare de Nantes – accès Sud"]),
  );
  expect(searchGazetteer("beaujoire")[0]?.mainText).toMatch(/Beaujoire/);
  expect(searchGazetteer("saint seb")[0]?.mainText).toBe("Saint-Sébastien-sur-Loire");
  expect(searchGazetteer("zzz")).toEqual([]);
});

test("POST /api/places with 'aéroport' lists the airport; 'a' and a bad token are refused", async () => {
  const deps = placesDeps();
  const ok = await handlePlaces(placesRequest({ input: "aéroport", sessionToken: TOKEN }), deps);
  expect(ok.status).toBe(200);
  const body = (await ok.json()) as { suggestions: { mainText: string }[]; source: string };
  expect(body.source).toBe("local");
  expect(body.suggestions.map((s) => s.mainText)).toContain("Aéroport Nantes Atlantique");
  expect((await handlePlaces(placesRequest({ input: "a", sessionToken: TOKEN }), deps)).status).toBe(400);
  expect((await handlePlaces(placesRequest({ input: "x".repeat(101), sessionToken: TOKEN }), deps)).status).toBe(400);
  expect((await handlePlaces(placesRequest({ input: "gare", sessionToken: "nope" }), deps)).status).toBe(400);
  expect((await handlePlaces(new Request("http://localhost/api/places"), deps)).status).toBe(405);
});

test("places has its own per-IP limit", async () => {
  const deps = placesDeps({ limiter: memoryLimiter({ requests: 2, windowMs: 60_000 }) });
  await handlePlaces(placesRequest({ input: "gare", sessionToken: TOKEN }), deps);
  await handlePlaces(placesRequest({ input: "gare", sessionToken: TOKEN }), deps);
  const limited = await handlePlaces(placesRequest({ input: "gare", sessionToken: TOKEN }), deps);
  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toBeTruthy();
});

test("the Google path sends the exact request: key header, field mask, French, France only, the rectangle", async () => {
  const stub = await startStub([
    {
      status: 200,
      body: {
        suggestions: [
          {
            placePrediction: {
              placeId: "ChIJ-airport",
              text: { text: "Aéroport Nantes Atlantique, Bouguenais, France" },
              structuredFormat: {
                mainText: { text: "Aéroport Nantes Atlantique" },
                secondaryText: { text: "Bouguenais, France" },
              },
            },
          },
          { queryPrediction: { text: { text: "ignored" } } },
        ],
      },
    },
  ]);
  close = stub.close;
  const provider = googleProvider({ apiKey: "google-test-key", baseUrl: stub.url });
  const response = await handlePlaces(
    placesRequest({ input: "aéroport nan", sessionToken: TOKEN }),
    placesDeps({
      google: {
        provider,
        budget: memoryLimiter({ requests: 10, windowMs: 60_000 }),
        share: memoryLimiter({ requests: 10, windowMs: 60_000 }),
      },
    }),
  );
  expect(await response.json()).toEqual({
    source: "google",
    suggestions: [
      {
        placeId: "ChIJ-airport",
        text: "Aéroport Nantes Atlantique, Bouguenais, France",
        mainText: "Aéroport Nantes Atlantique",
        secondaryText: "Bouguenais, France",
      },
    ],
  });
  const [request] = stub.requests;
  expect(request!.url).toBe("/v1/places:autocomplete");
  expect(request!.headers["x-goog-api-key"]).toBe("google-test-key");
  expect(request!.headers["x-goog-fieldmask"]).toBe(FIELD_MASK);
  expect(JSON.parse(request!.body)).toEqual({
    input: "aéroport nan",
    sessionToken: TOKEN,
    languageCode: "fr",
    regionCode: "fr",
    includedRegionCodes: ["fr"],
    includeQueryPredictions: false,
    locationRestriction: {
      rectangle: { low: { latitude: 46.8, longitude: -2.5 }, high: { latitude: 47.8, longitude: -0.8 } },
    },
  });
});

for (const [label, reply] of [
  ["failing", { status: 500, body: { error: { message: "boom" } } }],
  ["slow", "hang"],
] as const) {
  test(`Google ${label}: logged, and an empty list within 2 s`, async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const stub = await startStub([reply]);
    close = stub.close;
    const deps = placesDeps({
      google: {
        provider: googleProvider({ apiKey: "k", baseUrl: stub.url }),
        budget: memoryLimiter({ requests: 10, windowMs: 60_000 }),
        share: memoryLimiter({ requests: 10, windowMs: 60_000 }),
      },
    });
    // On the controlled clock: Google's scripted silence against the provider's own timeout, nothing of the machine's.
    const { response, ms } = await onVirtualClock(async () => {
      const started = Date.now();
      const response = await handlePlaces(placesRequest({ input: "gare", sessionToken: TOKEN }), deps);
      return { response, ms: Date.now() - started };
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ suggestions: [], source: "google" });
    expect(ms).toBeLessThan(2000);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("[places] google failed"));
  });
}
