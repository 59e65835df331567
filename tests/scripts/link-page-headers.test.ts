import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getTransformedRoutes } from "@vercel/routing-utils";
import { expect, test } from "vitest";
import { type Filesystem, type Outcome, routeThrough } from "../../scripts/check-vercel/route-table";
import { createLocalVercel } from "../../scripts/local-vercel/app";
import { readVercelConfig, VERCEL_API_ROUTES } from "../../scripts/local-vercel/rules";

/**
 * The pages a link opens, carrying a request or a proposal in its fragment: out of search engines and never a
 * referrer, whatever the spelling of their path. Checked against the local server and against the route table
 * Vercel builds from vercel.json (@vercel/routing-utils, plus the routes it adds for api/, which
 * `npm run check:vercel` compares with `vercel build`'s), read every way the platform might read a path.
 */
import { LINK_PAGES } from "../../src/lib/link-pages";
const CLIENT = "build/client";

const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;

/** The spellings of one page's path: encoded letters and slashes, the trailing slash, its index file, case. */
function spellings(page: string): string[] {
  const last = page.length - 1;
  const encodedLast = `${page.slice(0, last)}${hex(page[last]!)}`;
  const encodedFirst = `/${hex(page[1]!).toUpperCase()}${page.slice(2)}`;
  return [
    page,
    encodedLast,
    encodedFirst,
    page.replace(/[a-z]/g, (c) => hex(c)),
    `${page}/`,
    `${page}//`,
    `${encodedLast}/`,
    `${page}/index.html`,
    `${page}/index.htm%6c`,
    `${page}/index%2Ehtml`,
    `${page}%2Findex.html`,
    `${page}%2findex.html`,
    `${encodedLast}/index.html`,
    `${page}/index.html/`,
    `${page}/./index.html`,
    `/%2e${page}`,
    page.toUpperCase(),
  ];
}

const pageHtml = new Map(LINK_PAGES.map((page) => [page, readFileSync(`${CLIENT}${page}/index.html`)]));
/** Which link page a body is, if any. */
const linkPageOf = (body: Buffer) => LINK_PAGES.find((page) => pageHtml.get(page)!.equals(body));

const app = createLocalVercel({ root: process.cwd(), staticDir: CLIENT, load: (file) => import(file) });

test("no built file's name needs percent-encoding: reading paths as sent loses no file", () => {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else names.push(`/${path.relative(CLIENT, full)}`);
    }
  };
  walk(CLIENT);
  expect(names.length).toBeGreaterThan(100);
  expect(names.filter((name) => !/^[A-Za-z0-9._~/-]+$/.test(name))).toEqual([]);
});

test("the local server: every spelling of a link page ends on it with both headers, or on a 404; none serves it bare", async () => {
  let served = 0;
  for (const page of LINK_PAGES) {
    for (const spelling of spellings(page)) {
      let url = new URL(`http://localhost:3000${spelling}`);
      let response = (await app.handle(new Request(url)))!;
      for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop++) {
        const location = response.headers.get("location")!;
        expect(location, `${spelling} → ${location}`).toMatch(/^\/[A-Za-z0-9]/);
        url = new URL(location, url);
        response = (await app.handle(new Request(url)))!;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const shown = linkPageOf(body);
      if (response.status === 200) {
        expect(shown, `${spelling} answers 200 with another page`).toBe(page);
        served++;
      } else {
        expect(response.status, spelling).toBe(404);
        expect(shown, spelling).toBeUndefined();
      }
      if (shown || response.status === 200) {
        expect(response.headers.get("x-robots-tag"), `${spelling} (${url.pathname})`).toBe("noindex, nofollow");
        expect(response.headers.get("referrer-policy"), `${spelling} (${url.pathname})`).toBe("no-referrer");
      }
      // An encoded spelling is kept out of search engines and referrers even where it only reaches the 404 page.
      if (url.pathname.includes("%")) {
        expect(response.headers.get("x-robots-tag"), spelling).toBe("noindex, nofollow");
        expect(response.headers.get("referrer-policy"), spelling).toBe("no-referrer");
      }
    }
  }
  // The clean path, the trailing slash, the index file and its variants reach each page.
  expect(served).toBeGreaterThanOrEqual(LINK_PAGES.length * 6);
});

/** The built site as Vercel's filesystem step would see it: its files, read as sent or percent-decoded. */
function builtFilesystem(decode: boolean): Filesystem {
  return {
    func: (p) => (/^\/api\/[a-z0-9-]+$/.test(p) && existsSync(`api${p.slice(4)}.ts`) ? p.slice(5) : undefined),
    file: (p) => {
      let name = p === "/" ? "/index.html" : p;
      if (decode) {
        try {
          name = decodeURIComponent(name);
        } catch {
          return false;
        }
      }
      const file = path.join(CLIENT, path.normalize(name));
      return file.startsWith(`${CLIENT}/`) && existsSync(file) && statSync(file).isFile();
    },
  };
}

const served = (outcome: Outcome) => {
  if (outcome.kind !== "file") return undefined;
  let file = outcome.path;
  try {
    file = decodeURIComponent(file);
  } catch {
    return undefined;
  }
  return LINK_PAGES.find((page) => path.posix.normalize(file) === `${page}/index.html`);
};

test("Vercel's route table: however the platform reads a path, a link page is never served without both headers", () => {
  const routes = [...(getTransformedRoutes(readVercelConfig("vercel.json")).routes ?? []), ...VERCEL_API_ROUTES];
  let readings = 0;
  let pagesServed = 0;
  for (const page of LINK_PAGES) {
    for (const spelling of spellings(page)) {
      const sent = new URL(`https://x${spelling}`).pathname;
      // Routes matched on the path as sent or decoded; files looked up as sent or decoded; each pattern also
      // tried from the second character, as `vercel dev` does.
      const forms = new Set([sent]);
      try {
        forms.add(decodeURIComponent(sent));
      } catch {
        // not decodable: the platform cannot read it decoded either
      }
      for (const form of forms) {
        for (const decode of [false, true]) {
          for (const fromSecondChar of [false, true]) {
            readings++;
            const outcome = routeThrough(routes, form, builtFilesystem(decode), { fromSecondChar });
            if (outcome.kind === "redirect") {
              expect(outcome.location, `${spelling} → ${outcome.location}`).toMatch(/^\/[A-Za-z0-9]/);
              continue;
            }
            if (!served(outcome)) continue;
            pagesServed++;
            const where = `${spelling} read as ${JSON.stringify(form)}, files ${decode ? "decoded" : "as sent"}`;
            expect(outcome.headers["X-Robots-Tag"], where).toBe("noindex, nofollow");
            expect(outcome.headers["Referrer-Policy"], where).toBe("no-referrer");
          }
        }
      }
    }
  }
  expect(readings).toBeGreaterThan(LINK_PAGES.length * 17 * 4);
  expect(pagesServed).toBeGreaterThan(LINK_PAGES.length * 4);
});

test("the local server and Vercel's table, read as sent, agree on every spelling", async () => {
  const routes = [...(getTransformedRoutes(readVercelConfig("vercel.json")).routes ?? []), ...VERCEL_API_ROUTES];
  for (const page of LINK_PAGES) {
    for (const spelling of spellings(page)) {
      const pathname = new URL(`https://x${spelling}`).pathname;
      const vercel = routeThrough(routes, pathname, builtFilesystem(false), { fromSecondChar: false });
      const local = (await app.handle(new Request(`http://localhost:3000${pathname}`)))!;
      const body = Buffer.from(await local.arrayBuffer());
      if (vercel.kind === "redirect") {
        expect(local.headers.get("location"), spelling).toBe(vercel.location);
        continue;
      }
      expect(local.status, spelling).toBe(served(vercel) ? 200 : 404);
      if (served(vercel)) expect(linkPageOf(body), spelling).toBe(served(vercel));
      for (const [name, value] of Object.entries(vercel.headers))
        expect(local.headers.get(name), `${spelling}: ${name}`).toBe(value);
    }
  }
});
