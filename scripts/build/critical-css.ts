import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Beasties from "beasties";

/**
 * The attribute of the `<noscript>` that names the full stylesheet once the rules a page needs at first paint
 * are inlined: the islands script loads it before an island renders (src/islands/deferred-css.ts); visitors
 * without JavaScript get it from the `<noscript>`. No inline event handler: the Content-Security-Policy
 * stays hash-only.
 */
export const DEFERRED_CSS_ATTRIBUTE = "data-deferred-css";

/**
 * Rules no pre-rendered element matches but that a page needs before any island runs: the fade-in of
 * [data-reveal] sections under the `js` class the inline script adds before paint, the header once scrolled
 * or its menu opened (the islands script sets these attributes; the full stylesheet may never load). And the
 * selectors Beasties cannot match because it strips pseudo-classes with their arguments: Tailwind writes
 * space-y-*, divide-*, group-* and the article styles as :where(…) and :is(…) (a few dozen rules).
 */
const ALWAYS_INLINED = [/\.js\b/, /\[data-reveal/, /\[data-scrolled/, /\[data-open/, /:where\(/, /:is\(/];

/**
 * After pre-rendering: each page gets, in a `<style>` in its head, the rules of the stylesheet its own HTML
 * uses (Beasties matches every selector against the page), so the first paint waits for no stylesheet. The
 * full stylesheet, which also styles what islands render later (second form step, suggestions, toasts,
 * tooltips), loads when an island first renders. Returns the number of pages processed.
 */
export async function inlineCriticalCss(clientDir: string): Promise<number> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // The stylesheet link is rewritten below; Beasties' own loaders use inline handlers or scripts.
    preload: false as unknown as "body",
    // The @font-face in the head stays as written (the heading font is preloaded there).
    reduceInlineStyles: false,
    fonts: false,
    pruneSource: false,
    mergeStylesheets: true,
    compress: true,
    allowRules: ALWAYS_INLINED,
    logLevel: "warn",
  });
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const html = readFileSync(file, "utf8");
    writeFileSync(file, inlineInto(html, await beasties.process(html), page));
  }
  return pages.length;
}

/**
 * Beasties re-serialises the whole document; only its `<style>` is kept, spliced into React's own HTML in
 * place of the stylesheet link, which moves into a `<noscript>` that names it for the islands script.
 */
function inlineInto(html: string, processed: string, page: string): string {
  return html.replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g, (_, href: string) => {
    const link = processed.indexOf(`<link rel="stylesheet" href="${href}">`);
    const start = processed.lastIndexOf("<style>", link);
    const css = link > 0 && start > 0 ? processed.slice(start + "<style>".length, processed.indexOf("</style>", start)) : "";
    if (!css) throw new Error(`critical CSS: Beasties inlined nothing for ${href} in ${page}`);
    return `<style>${css}</style><noscript ${DEFERRED_CSS_ATTRIBUTE}="${href}"><link rel="stylesheet" href="${href}"/></noscript>`;
  });
}
