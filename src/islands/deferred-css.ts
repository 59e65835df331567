/**
 * Each page carries, inline, the rules its own HTML uses (scripts/build/critical-css.ts): the full stylesheet
 * only adds what islands render later (second form step, suggestions, toasts, tooltips). The page names it in
 * a `<noscript data-deferred-css>`, which also serves visitors without JavaScript; here it is fetched ahead
 * (preload, nothing applied) and applied before an island first renders. Only DOM properties are set: an
 * inline `onload=` attribute would be refused by the Content-Security-Policy.
 */
let applied: Promise<void> | undefined;

function fullStylesheet(): string | undefined {
  return document.querySelector<HTMLElement>("noscript[data-deferred-css]")?.dataset.deferredCss;
}

export function preloadFullStylesheet() {
  const href = fullStylesheet();
  if (!href || applied || document.querySelector(`link[href="${href}"]`)) return;
  const link = Object.assign(document.createElement("link"), { rel: "preload", as: "style", href });
  document.head.append(link);
}

/** Resolves once the stylesheet applies (or failed: the island still renders, only partly styled). */
export function applyFullStylesheet(): Promise<void> {
  const href = fullStylesheet();
  applied ??= href
    ? new Promise<void>((resolve) => {
        const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
        link.onload = link.onerror = () => resolve();
        document.head.append(link);
      })
    : Promise.resolve();
  return applied;
}
