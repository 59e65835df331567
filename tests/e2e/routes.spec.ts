import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { LINK_PAGES } from "../../src/lib/link-pages";
import { pages } from "../../src/pages.server";

const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
  redirects: { source: string; destination: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

async function allRoutes(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...paths, "/demande-devis", "/en/quote", ...LINK_PAGES];
}

test("every page of the list answers 200 and the not-found page 404, each with a title of its own", async ({
  request,
}) => {
  const routes = await allRoutes(request);
  // The sitemap and the pages kept out of it are the page list's (src/pages.server.ts), feed, robots and 404 aside.
  const listed = pages()
    .map((p) => p.path)
    .filter((p) => !p.includes(".") && p !== "/404");
  expect(routes.sort()).toEqual(listed.sort());
  const titles = new Set<string>();
  for (const path of routes) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
  }
  const notFound = await request.get("/une-adresse-inconnue");
  expect(notFound.status()).toBe(404);
  titles.add(/<title>([^<]*)<\/title>/.exec(await notFound.text())![1]!);
  expect(titles.size).toBe(routes.length + 1);
});

test("every redirect of vercel.json is permanent and lands on a page that answers 200", async ({ request }) => {
  // The first three are the site's own trailing-slash and index rules (tested with every page below); the rest
  // are the client's 16 redirects.
  const pattern = (rule: { source: string }) => rule.source.includes(":path(");
  expect(vercel.redirects.slice(0, 3).filter((rule) => pattern(rule) || rule.source === "/index.html")).toHaveLength(3);
  const named = vercel.redirects.filter((rule) => !pattern(rule) && rule.source !== "/index.html");
  expect(named).toHaveLength(16);
  for (const rule of named) {
    const response = await request.get(rule.source, { maxRedirects: 0 });
    expect(response.status(), rule.source).toBe(308);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(rule.destination);
    expect((await request.get(rule.destination, { maxRedirects: 0 })).status(), rule.destination).toBe(200);
  }
  const evenements = await request.get("/evenements", { maxRedirects: 0 });
  expect(evenements.headers().location).toMatch(/\/events$/);
  // Every page, asked with a trailing slash or as its index file, redirects once to its own clean path.
  for (const path of (await allRoutes(request)).filter((p) => p !== "/")) {
    for (const variant of [`${path}/`, `${path}/index.html`]) {
      const response = await request.get(variant, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(308);
      expect(response.headers().location, variant).toBe(path);
    }
  }
});

test("/demande-devis and /en/quote carry X-Robots-Tag noindex, nofollow; pages carry the security headers", async ({
  request,
}) => {
  const quote = await request.get("/demande-devis");
  expect(quote.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect((await request.get("/en/quote")).headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect((await request.get("/en")).headers()["x-robots-tag"]).toBeUndefined();
  // The pages a link carries a request or a proposal to: out of search, and no referrer that could leak it.
  for (const page of LINK_PAGES) {
    const headers = (await request.get(page)).headers();
    expect(headers["x-robots-tag"], page).toBe("noindex, nofollow");
    expect(headers["referrer-policy"], page).toBe("no-referrer");
  }
  const home = await request.get("/");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
  expect(home.headers()["strict-transport-security"]).toContain("max-age=");
  expect(home.headers()["content-encoding"]).toMatch(/br|gzip/);
  const html = await home.text();
  const asset = /data-entry="(\/assets\/islands-[^"]+)"/.exec(html)![1]!;
  expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the link pages keep X-Robots-Tag and no-referrer whatever the spelling of their path; none is served bare", async ({
  request,
}) => {
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  for (const page of LINK_PAGES) {
    const clean = await (await request.get(page)).text();
    const last = page.length - 1;
    const spellings = [
      page,
      `${page.slice(0, last)}${hex(page[last]!)}`,
      `/${hex(page[1]!).toUpperCase()}${page.slice(2)}`,
      `${page}/`,
      `${page}/index.html`,
      `${page}/index.htm%6c`,
      `${page}%2Findex.html`,
      `${page.slice(0, last)}${hex(page[last]!)}/index.html`,
    ];
    for (const spelling of spellings) {
      // Redirects followed, as a browser does: the trailing slash and the index file end on the clean path.
      const response = await request.get(spelling);
      const headers = response.headers();
      if (response.status() === 200) expect(await response.text(), spelling).toBe(clean);
      else expect(response.status(), spelling).toBe(404);
      if (response.status() === 200 || spelling.includes("%")) {
        expect(headers["x-robots-tag"], spelling).toBe("noindex, nofollow");
        expect(headers["referrer-policy"], spelling).toBe("no-referrer");
      }
    }
  }
});

test("an unknown path answers 404 with 'Oops! Page not found', a link home, and logs the path", async ({
  page,
  request,
  consoleErrors,
}) => {
  const response = await request.get("/cette-page-n-existe-pas");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
  const visit = await page.goto("/cette-page-n-existe-pas");
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
  await expect
    .poll(() => consoleErrors.find((e) => e.includes("/cette-page-n-existe-pas") && e.includes("introuvable")))
    .toBeTruthy();
  // Expected errors: the 404 resource and the logged path; nothing else.
  const unexpected = consoleErrors.filter((e) => !e.includes("404"));
  consoleErrors.length = 0;
  expect(unexpected).toEqual([]);
});

test("every route loads under the Content-Security-Policy with zero violations, and islands hydrate", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const routes = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    "/demande-devis",
  ];
  for (const path of routes) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self' 'sha256-");
    await expect(page.locator("html"), path).toHaveClass(/\bjs\b/);
    const form = page.locator('[data-island="booking-form"]');
    if (await form.count()) {
      // The form hydrates when first used.
      await expect(form, path).not.toHaveAttribute("data-hydrated");
      await form.locator('input[name="prenom"]').focus();
      await expect(form, path).toHaveAttribute("data-hydrated", "true");
    }
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});
