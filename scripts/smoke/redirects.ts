import { type Check, verdict } from "./check";
import type { Expected } from "./expected";
import { headerOf, inPool, rawRequest } from "./http";

/**
 * Paths an attacker would use to turn the site into an open redirect: a second slash, a backslash (browsers read
 * `/\host` as `//host`), their percent-encoded forms, and trailing-slash variants that the `trailingSlash` rule
 * answers with a redirect of its own.
 */
export const OFF_SITE_PROBES = [
  "//evil.example/",
  "//evil.example",
  "///evil.example/",
  "//evil.example/%2F..",
  "/\\evil.example",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%2F%2Fevil.example",
  "/%2F%2Fevil.example/",
  "/%2f%2fevil.example/",
  "/%5Cevil.example",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%09/evil.example/",
  "/https://evil.example/",
  "/evenements//evil.example/",
];
const MAX_HOPS = 4;

/** Where a Location header sends a browser from `from`, or undefined without one. */
function target(location: string | undefined, from: URL): URL | undefined {
  return location === undefined ? undefined : new URL(location, from);
}

/** Each redirect answers the status vercel.json gives it and lands, on this host, on a page that answers 200. */
export async function redirectsCheck(origin: URL, expected: Expected): Promise<Check> {
  const problems = await inPool(expected.redirects, 4, async (rule) => {
    const first = await rawRequest(origin, rule.source);
    const to = target(headerOf(first.headers, "location"), new URL(origin.origin));
    if (first.status !== rule.status || !to) return `${rule.source}: ${first.status}, expected ${rule.status}`;
    const wanted = new URL(rule.destination, origin.origin);
    if (to.host !== origin.host || to.pathname !== wanted.pathname)
      return `${rule.source} → ${to.href}, expected ${rule.destination}`;
    const landing = await rawRequest(origin, to.pathname + to.search);
    return landing.status === 200 ? undefined : `${rule.source} → ${rule.destination}: ${landing.status}`;
  });
  return verdict(
    "redirects",
    `${expected.redirects.length} redirects (vercel.json's sources, a page's trailing slash and index.html) → a page of this host`,
    problems.filter((p): p is string => p !== undefined),
  );
}

/** No probe is ever sent to another host, following the site's own redirects a few hops. */
export async function offSiteCheck(origin: URL): Promise<Check> {
  const problems = await inPool(OFF_SITE_PROBES, 4, async (probe) => {
    let path = probe;
    const chain: string[] = [];
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const response = await rawRequest(origin, path);
      const location = headerOf(response.headers, "location");
      const to = target(location, new URL(origin.origin));
      if (!to || response.status < 300 || response.status > 399) return undefined;
      chain.push(`${response.status} ${location}`);
      if (to.host !== origin.host) return `${probe} → ${chain.join(" → ")}: another host (${to.host})`;
      path = to.pathname + to.search;
    }
    return `${probe} → ${chain.join(" → ")}: still redirecting after ${MAX_HOPS} hops`;
  });
  return verdict(
    "off-site redirects",
    `${OFF_SITE_PROBES.length} probes (//evil.example/, /\\evil.example, encoded forms…) → never another host`,
    problems.filter((p): p is string => p !== undefined),
  );
}
