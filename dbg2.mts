import { createServer } from "node:http";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "/work/main/scripts/chromium";
const base = "http://localhost:4180";
const mode = process.argv[2] ?? "site";
const proxy = createServer(async (req, res) => {
  if (mode === "plain" && req.url === "/") {
    res.writeHead(200, { "content-type": "text/html" });
    res.write(`<!doctype html><html><head><link rel="expect" href="#end" blocking="render"><style>body{background:#eee}</style></head><body><header>Header text</header><main id="main"><p>eyebrow</p>` + " ".repeat(5000));
    setTimeout(() => res.end(`<h1>Title</h1></main><footer id="end">f</footer></body></html>`), 600);
    return;
  }
  const up = await fetch(new URL(req.url!, base));
  const body = Buffer.from(await up.arrayBuffer());
  const headers = Object.fromEntries([...up.headers].filter(([n]) => !["content-length", "content-encoding"].includes(n)));
  res.writeHead(up.status, headers);
  const cut = headers["content-type"]?.startsWith("text/html") ? body.indexOf("<h1") : -1;
  if (cut < 0) return void res.end(body);
  res.write(body.subarray(0, cut));
  setTimeout(() => res.end(body.subarray(cut)), 600);
});
await new Promise<void>((r) => proxy.listen(4190, "127.0.0.1", r));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const page = await browser.newPage();
await page.addInitScript({ content: `addEventListener("DOMContentLoaded",()=>{window.dcl=performance.now()})` });
await page.goto("http://127.0.0.1:4190/");
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => ({ dcl: (window as any).dcl, paints: performance.getEntriesByType("paint").map((e) => e.name + " " + e.startTime.toFixed(0)), expect: document.querySelector('link[rel=expect]')?.outerHTML })));
await browser.close(); proxy.close();
