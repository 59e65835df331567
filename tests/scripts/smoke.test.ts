import { expect, test } from "vitest";
import { UNKNOWN_PATH, type Expected } from "../../scripts/smoke/expected";
import { headersCheck, spread, statusCheck, type Fetched } from "../../scripts/smoke/pages";

function answer(path: string, status: number, headers: Record<string, string> = {}): Fetched {
  return { path, response: { status, headers, body: status === 404 ? "Oops! Page not found" : "" } };
}

function expecting(headers: Record<string, [string, string][]>): Expected {
  return {
    routes: Object.keys(headers),
    headersFor: (path) => new Map(headers[path] ?? []),
    redirects: [],
    botChallenge: undefined,
  };
}

test("robots directives may be stricter than vercel.json (Vercel adds noindex on previews), never looser", () => {
  const expected = expecting({ "/confirmer": [["X-Robots-Tag", "noindex, nofollow"]] });
  const stricter = headersCheck(
    [answer("/confirmer", 200, { "x-robots-tag": "noindex, nofollow, noindex" })],
    expected,
  );
  expect(stricter.status).toBe("pass");
  const looser = headersCheck([answer("/confirmer", 200, { "x-robots-tag": "noindex" })], expected);
  expect(looser.status).toBe("fail");
  expect(looser.details).toEqual(["/confirmer: X-Robots-Tag is « noindex », vercel.json says « noindex, nofollow »"]);
});

test("other headers must equal vercel.json's value; a problem on many paths is told once", () => {
  const frame: [string, string][] = [["X-Frame-Options", "DENY"]];
  const expected = expecting({ "/": frame, "/events": frame, "/blog": frame, "/cgv": frame });
  const check = headersCheck(
    [
      answer("/", 200, { "x-frame-options": "SAMEORIGIN" }),
      answer("/events", 200),
      answer("/blog", 200),
      answer("/cgv", 200),
    ],
    expected,
  );
  expect(check.details).toEqual([
    "/: X-Frame-Options is « SAMEORIGIN », vercel.json says « DENY »",
    "X-Frame-Options missing on 3 responses: /events, /blog, /cgv",
  ]);
});

test("a path that answered the wrong status is blamed once, by the routes check, not again for its headers", () => {
  const expected = expecting({ "/tarifs": [["X-Frame-Options", "DENY"]] });
  const fetched = [answer("/tarifs", 500), answer(UNKNOWN_PATH, 404)];
  expect(statusCheck(fetched).details).toEqual(["/tarifs: 500, expected 200"]);
  expect(headersCheck(fetched, expected).status).toBe("pass");
});

test("a deployment that answers 401 everywhere is told where to look: Deployment Protection", () => {
  const check = statusCheck([answer("/", 401), answer("/events", 401), answer(UNKNOWN_PATH, 401)]);
  expect(check.details[0]).toMatch(/Deployment Protection\? Set VERCEL_AUTOMATION_BYPASS_SECRET/);
});

test("a sample of pages spreads over the list, its first and last included", () => {
  expect(spread(["a", "b", "c", "d", "e"], 3)).toEqual(["a", "c", "e"]);
  expect(spread(["a", "b"], 5)).toEqual(["a", "b"]);
  expect(spread(["a", "b", "c"], undefined)).toEqual(["a", "b", "c"]);
});
