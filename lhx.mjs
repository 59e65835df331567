import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const p of process.argv.slice(2)) {
  const r = [];
  for (let i = 0; i < 2; i++) { const { lhr } = await lighthouse("http://localhost:3000" + p, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    r.push([lhr.categories.performance.score*100, Math.round(lhr.audits["first-contentful-paint"].numericValue), Math.round(lhr.audits["largest-contentful-paint"].numericValue), Math.round(lhr.audits["total-blocking-time"].numericValue), JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items?.map(x=>Math.round(x.timing)))]); }
  console.log(p, JSON.stringify(r));
}
await chrome.kill();
