import { setMeasurement } from "./measurement";

/** Key, values and delay of the brief (docs/product.md); asked again after six months, as the CNIL recommends. */
export const CONSENT_KEY = "cookie-consent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export const BANNER_DELAY_MS = 2000;
const SIX_MONTHS_MS = 182 * 24 * 60 * 60 * 1000;

/** The stored answer while it is valid; "unknown" when storage is blocked: never nag a visitor we cannot remember. */
function validChoice(): string | null {
  try {
    const choice = localStorage.getItem(CONSENT_KEY);
    const at = Number(localStorage.getItem(CONSENT_DATE_KEY));
    return (choice === "accepted" || choice === "declined") && (!at || Date.now() - at < SIX_MONTHS_MS) ? choice : null;
  } catch {
    return "unknown";
  }
}

const FIELDS = "input, textarea, select";

/**
 * The banner sits over the bottom of a phone's screen, where the form's next field often is. While it is
 * shown, focusing a field scrolls it clear of the banner (scroll-padding), and a field already being typed in
 * when the banner appears is moved up above it: nobody types into a field they cannot see.
 */
function keepFieldsClear(banner: HTMLElement) {
  const root = document.documentElement;
  const clearance = banner.offsetHeight + 16;
  root.style.scrollPaddingBottom = `${clearance}px`;
  const field = document.activeElement;
  if (field instanceof HTMLElement && field.matches(FIELDS)) {
    const hidden = field.getBoundingClientRect().bottom - (window.innerHeight - clearance);
    if (hidden > 0) window.scrollBy({ top: hidden, behavior: "instant" });
  }
  return () => root.style.removeProperty("scroll-padding-bottom");
}

/**
 * The banner asks whether Vercel may measure the visit (docs/decisions/120-measurement-with-consent.md). Only
 * « Accepter » starts the measurement; refusing, closing or ignoring the banner loads nothing. The footer's
 * « Mesure d’audience » button shows the banner again, and a new answer applies at once.
 */
export function initCookieBanner() {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner) return;
  const choice = validChoice();
  if (choice === "accepted") setMeasurement(true);
  let release = () => {};
  let finish = () => {};
  let answered = false;
  const show = () => {
    finish();
    banner.hidden = false;
    release = keepFieldsClear(banner);
  };
  banner.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-consent]");
    if (!button) return;
    const accepted = button.dataset.consent === "accepted";
    answered = true;
    try {
      localStorage.setItem(CONSENT_KEY, accepted ? "accepted" : "declined");
      localStorage.setItem(CONSENT_DATE_KEY, String(Date.now()));
    } catch {
      // Private browsing may refuse storage: the choice still applies to this page.
    }
    setMeasurement(accepted);
    banner.hidden = true;
    release();
  });
  document.addEventListener("click", (event) => {
    if (!(event.target as HTMLElement).closest?.("[data-consent-open]")) return;
    show();
    banner.querySelector<HTMLElement>("[data-consent]:not([aria-label])")?.focus();
  });
  // Unless the visitor opened it meanwhile from the footer, or answered there.
  if (!choice)
    window.setTimeout(() => {
      if (banner.hidden && !answered) finish = layOutInSteps(banner, show);
    }, BANNER_DELAY_MS);
}

/**
 * Lays the banner out unseen, one part per task, then calls `done`; returns what finishes at once (the visitor asked
 * for the banner meanwhile). Its text comes in sizes and weights the page's first screen may not use, each a font
 * the browser sets up the first time it lays it out: shown in one go, the banner was one task of 60-80 ms on
 * Lighthouse's phone and several hundred on a slower one (decision 300). A part at a time, each task is short and a
 * tap is answered between them. Unseen (`visibility: hidden`), the banner is neither read out nor focusable. The
 * stylesheet hides what is not laid out yet (`data-laying`, `data-laid`): the first task writes two attributes and
 * lays nothing out, since writing the page the first time the banner's code runs is a cost of its own.
 */
function layOutInSteps(banner: HTMLElement, done: () => void): () => void {
  const channel = new MessageChannel();
  const finish = () => {
    channel.port1.onmessage = null;
    banner.removeAttribute("data-laying");
  };
  // The banner's own box first, alone; then a part a task.
  let shell = true;
  channel.port1.onmessage = () => {
    const next = shell ? null : banner.querySelector<HTMLElement>("[data-part]:not([data-laid])");
    if (!shell && !next) {
      finish();
      return done();
    }
    shell = false;
    next?.setAttribute("data-laid", "");
    // Laid out now, within this task, rather than all together at the next frame.
    void banner.offsetHeight;
    channel.port2.postMessage(null);
  };
  banner.setAttribute("data-laying", "");
  banner.hidden = false;
  channel.port2.postMessage(null);
  return finish;
}
