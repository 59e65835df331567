import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const context = await browser.newContext({ locale: "fr-FR" });
const page = await context.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.route(/booking-form-.*\.js/, async (route) => { await new Promise(r => setTimeout(r, 1500)); await route.continue(); });
await page.goto("http://localhost:3000/demande-devis");
await page.locator("#devis-prenom").focus();
const state = () => page.evaluate(() => [document.activeElement?.id || document.activeElement?.tagName, document.querySelector('[data-island="booking-form"]').dataset.hydrated, [...document.querySelectorAll("#formulaire input")].slice(0,5).map(i => i.value).join("|")].join(" "));
for (const t of ["Inès", "Robert", "0612345678", "ines@exemple.fr"]) { await page.keyboard.type(t, {delay: 50}); console.log(await state()); await page.keyboard.press("Tab"); console.log(" ->", await state()); }
await page.waitForTimeout(1500); console.log(await state());
await browser.close();
