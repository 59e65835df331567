import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { OUTBOX } from "../../playwright.config";
import { readExpected, UNKNOWN_PATH } from "../../scripts/smoke/expected";

// The smoke runs its own Chromium and its own checks; these tests need no page of Playwright's.

/**
 * The site behind a proxy that breaks what a deployment could get wrong: one header of vercel.json dropped
 * everywhere, `//evil.example/` redirected off-site, one route answering 500, and the 404 page served with a
 * CSP that forgets the inline scripts' hashes (so Chromium blocks them).
 */
function brokenProxy(upstream: URL): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === "/tarifs") return void outgoing.writeHead(500).end("Internal error");
    if (incoming.url === "//evil.example/")
      return void outgoing.writeHead(308, { location: "https://evil.example/" }).end();
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers["x-content-type-options"];
        if (incoming.url === UNKNOWN_PATH) headers["content-security-policy"] = "default-src 'self'; script-src 'self'";
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forward.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** `npm run smoke -- <url>` as a child process; the site's e-mails land in the web server's outbox. */
function smoke(url: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      "npx",
      ["tsx", "scripts/smoke.ts", url, "--outbox", OUTBOX, ...args],
      { timeout: 150_000 },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

test("the smoke passes against the site served like Vercel, says BotID is off locally, and finds both e-mails in the outbox", async ({
  baseURL,
}) => {
  test.setTimeout(160_000);
  const { code, stdout } = await smoke(baseURL!, "--sample", "3");
  const { routes } = await readExpected();
  expect(stdout).toContain(`✓ routes: ${routes.length} pre-rendered routes → 200, an unknown path → 404`);
  expect(stdout).toMatch(/^✓ sitemap: /m);
  expect(stdout).toMatch(/^✓ security headers: /m);
  expect(stdout).toMatch(
    /^✓ redirects: 19 redirects \(vercel.json's sources, a page's trailing slash and index.html\)/m,
  );
  expect(stdout).toMatch(/^✓ off-site redirects: 16 probes .* → never another host/m);
  expect(stdout).toMatch(/^✓ CSP: .*3 sampled pages and the booking in Chromium: 0 violations/m);
  expect(stdout).toMatch(/^✓ places: \d+ lookups answered from the gazetteer/m);
  expect(stdout).toMatch(/^✓ booking: .*\(VPN-\d{6}-[A-Z2-9]{4}\)/m);
  expect(stdout).toMatch(/^✓ e-mails: business and customer e-mails of VPN-/m);
  expect(stdout).toMatch(/^– BotID: off \(local.*bare POSTs accepted: \/api\/booking 200/m);
  expect(stdout).toMatch(/^✓ \/confirmer: noindex/m);
  expect(stdout).toMatch(/^✓ console: \/console out of search, installable/m);
  expect(stdout).toMatch(/^All 11 checks passed/m);
  expect(code).toBe(0);
  const reference = /✓ booking: .*\((VPN-\d{6}-[A-Z2-9]{4})\)/m.exec(stdout)![1]!;
  expect(readdirSync(OUTBOX).filter((f) => f.includes(reference))).toHaveLength(2);
});

test("the smoke fails against a broken target, naming the dropped header, the off-site redirect, the 500 and the CSP violations", async ({
  baseURL,
}) => {
  test.setTimeout(160_000);
  const broken = await brokenProxy(new URL(baseURL!));
  try {
    const { code, stdout } = await smoke(`http://localhost:${(broken.address() as AddressInfo).port}`, "--sample", "2");
    expect(stdout).toMatch(/^✗ routes: /m);
    expect(stdout).toContain("/tarifs: 500, expected 200");
    expect(stdout).toMatch(/^✗ security headers: /m);
    const { routes } = await readExpected();
    expect(stdout).toContain(`X-Content-Type-Options missing on ${routes.length} responses`);
    expect(stdout).toMatch(/^✗ off-site redirects: /m);
    expect(stdout).toContain("//evil.example/ → 308 https://evil.example/: another host (evil.example)");
    expect(stdout).toMatch(/^✗ CSP: /m);
    expect(stdout).toContain(`${UNKNOWN_PATH}: Content-Security-Policy differs from vercel.json`);
    expect(stdout).toMatch(new RegExp(`^ {4}${UNKNOWN_PATH}: script-src(-elem)? blocked inline$`, "m"));
    // Nothing else is blamed: the booking, BotID and the rest still pass through the proxy.
    expect(stdout).toMatch(/^FAILED: routes, security headers, off-site redirects, CSP \(/m);
    expect(code).toBe(1);
  } finally {
    broken.close();
  }
});
