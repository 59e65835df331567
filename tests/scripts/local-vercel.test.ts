import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { PAGES_HEADER_SOURCE } from "../../scripts/csp";
import { createLocalVercel } from "../../scripts/local-vercel/app";

const app = createLocalVercel({ root: process.cwd(), staticDir: "build/client", load: (file) => import(file) });
const get = async (path: string, init?: RequestInit) =>
  (await app.handle(new Request(`http://localhost:3000${path}`, init)))!;
const BOTID = "/149e9513-01fa-4fb0-aad4-566afd725d1b/2d206a39-8ed7-437e-a3be-862e0f06eea3";

test("nothing is ever redirected to another host: doubled slashes, backslashes, encoded and mixed forms", async () => {
  const attempts = [
    "//evil.example/",
    "///evil.example/",
    "//evil.example/a/",
    "//evil.example/index.html",
    "//evil.example.html",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%2F%2Fevil.example/",
    "/%2fevil.example/",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "/%09/evil.example/",
    "/./evil.example/",
    "/../evil.example/",
    "/events//evil.example/",
  ];
  for (const path of attempts) {
    const response = await get(path);
    const location = response.headers.get("location");
    if (location === null) continue;
    // What a browser makes of the Location: the same host, and a path that does not start with two slashes.
    const target = new URL(location, "http://localhost:3000");
    expect(target.host, `${path} → ${location}`).toBe("localhost:3000");
    expect(location, `${path} → ${location}`).toMatch(/^\/[A-Za-z0-9]/);
  }
});

test("the clean paths are served from their index files, and the others redirect to them", async () => {
  const page = await get("/events");
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<title>Événements Nantes - Transport VTC Premium");
  for (const [from, to] of [
    ["/events/", "/events"],
    ["/events/index.html", "/events"],
    ["/index.html", "/"],
    ["/blog/reservation-en-ligne/", "/blog/reservation-en-ligne"],
  ]) {
    const response = await get(from!);
    expect(response.status, from).toBe(308);
    expect(response.headers.get("location"), from).toBe(to);
  }
  expect((await get("/")).status).toBe(200);
  expect((await get("/events.html")).status).toBe(404);
  expect((await get("/nowhere")).status).toBe(404);
});

test("a redirect carries no page headers, as on Vercel where it ends the routing; pages and files carry them", async () => {
  const redirect = await get("/evenements");
  expect(redirect.status).toBe(308);
  expect(redirect.headers.get("content-security-policy")).toBeNull();
  const page = await get("/events");
  expect(page.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  expect(page.headers.get("x-frame-options")).toBe("DENY");
  expect((await get("/nowhere")).headers.get("content-security-policy")).toMatch(/default-src 'self'/);
});

test("BotID's own paths get the headers its documentation gives, not the pages' CSP", async () => {
  const script = await get(`${BOTID}/a-4-a/c.js`);
  expect(script.status).toBe(200);
  expect(script.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  expect(script.headers.get("content-security-policy")).toBeNull();
  expect(script.headers.get("strict-transport-security")).toMatch(/max-age=/);
  // And vercel.json says so in one rule each: the pages' rule leaves BotID's paths out.
  const config = JSON.parse(readFileSync("vercel.json", "utf8")) as { headers: { source: string }[] };
  expect(config.headers[0]!.source).toBe(PAGES_HEADER_SOURCE);
});

test("a hashed asset gets HTTPS, no sniffing and a year's cache, not a page's policies", async () => {
  const asset = readdirSync("build/client/assets").find((file) => file.endsWith(".js"))!;
  const script = await get(`/assets/${asset}`);
  expect(script.status).toBe(200);
  expect(script.headers.get("strict-transport-security")).toMatch(/max-age=/);
  expect(script.headers.get("x-content-type-options")).toBe("nosniff");
  expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  for (const header of ["content-security-policy", "x-frame-options", "permissions-policy", "referrer-policy"])
    expect(script.headers.get(header), header).toBeNull();
});

test("every function answer has a JSON body, a wrong method included", async () => {
  const response = await get("/api/booking");
  expect(response.status).toBe(405);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: "Méthode non autorisée." });
});

test("functions answer where Vercel's table puts them: /api/x and /api/x.ts; any other /api path is a bare 404", async () => {
  // The routes `vercel build` adds for api/ (npm run check:vercel compares them with .vercel/output/config.json).
  for (const path of ["/api/booking", "/api/booking.ts"]) {
    const response = await get(path);
    expect(response.status, path).toBe(405);
    expect(await response.json(), path).toEqual({ error: "Méthode non autorisée." });
  }
  expect((await get("/api/places.ts", { method: "POST" })).headers.get("content-type")).toMatch(/^application\/json/);
  for (const path of ["/api", "/api/nope", "/api/booking.ts.ts", "/api/_internal"]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    // Not the site's 404 page: Vercel's error route leaves /api out.
    expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
    expect(await response.text(), path).toContain("NOT_FOUND");
    // The headers of the rules that match it still apply, as on Vercel.
    expect(response.headers.get("content-security-policy"), path).toMatch(/default-src 'self'/);
  }
  expect((await get("/api/nope")).headers.get("cache-control")).toBe("no-store");
  const slash = await get("/api/booking/");
  expect(slash.status).toBe(308);
  expect(slash.headers.get("location")).toBe("/api/booking");
  expect((await get("/api/")).headers.get("location")).toBe("/api");
});
