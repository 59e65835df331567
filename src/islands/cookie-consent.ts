/** Key, values and delay of the brief (docs/product.md); asked again after six months, as the CNIL recommends. */
export const CONSENT_KEY = "cookie-consent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export const BANNER_DELAY_MS = 2000;
const SIX_MONTHS_MS = 182 * 24 * 60 * 60 * 1000;

function choiceIsValid(): boolean {
  try {
    const choice = localStorage.getItem(CONSENT_KEY);
    if (choice !== "accepted" && choice !== "declined") return false;
    const at = Number(localStorage.getItem(CONSENT_DATE_KEY));
    return !at || Date.now() - at < SIX_MONTHS_MS;
  } catch {
    return true; // Storage blocked: never nag a visitor we cannot remember.
  }
}

export function initCookieBanner() {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner || choiceIsValid()) return;
  banner.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-consent]");
    if (!button) return;
    try {
      localStorage.setItem(CONSENT_KEY, button.dataset.consent === "accepted" ? "accepted" : "declined");
      localStorage.setItem(CONSENT_DATE_KEY, String(Date.now()));
    } catch {
      // Private browsing may refuse storage: hiding the banner is all we can do.
    }
    banner.hidden = true;
  });
  window.setTimeout(() => {
    banner.hidden = false;
  }, BANNER_DELAY_MS);
}
