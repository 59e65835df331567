import { expect, test } from "vitest";
import { edgeFunction } from "../support/edge";
import { startStub } from "../support/stub-server";

const TOKEN = "0b9e6d1c-2a3f-4c5d-9e8f-7a6b5c4d3e2f";
const post = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.8" }, body: JSON.stringify(body) });

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
  const stub = await startStub([{ status: 200, body: { suggestions: [{ placePrediction: { placeId: "p1", text: { text: "Rezé, France" }, structuredFormat: { mainText: { text: "Rezé" }, secondaryText: { text: "France" } } } }] } }]);
  try {
    const fn = await edgeFunction("./api/places.ts", { GOOGLE_PLACES_API_KEY: "edge-key", GOOGLE_PLACES_BASE_URL: stub.url });
    const response = await fn.fetch("/api/places", post({ input: "reze", sessionToken: TOKEN }));
    expect(await response.json()).toEqual({ source: "google", suggestions: [{ placeId: "p1", text: "Rezé, France", mainText: "Rezé", secondaryText: "France" }] });
    expect(stub.requests[0]!.headers["x-goog-api-key"]).toBe("edge-key");
  } finally {
    await stub.close();
  }
});
