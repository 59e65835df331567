import { renderBands } from "./bands";
import { initCookieBanner } from "./cookie-consent";
import { initTooltips } from "./tooltips";

/** The header turns solid once the page is scrolled more than 50 px. */
export const SCROLL_THRESHOLD = 50;

function initHeader() {
  const header = document.querySelector<HTMLElement>("[data-header]");
  if (!header) return;
  const update = () => header.setAttribute("data-scrolled", String(window.scrollY > SCROLL_THRESHOLD));
  // Read at the next frame, with that frame's layout, rather than forcing one while the page settles.
  requestAnimationFrame(update);
  window.addEventListener("scroll", update, { passive: true });

  const toggle = header.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = document.getElementById("mobile-menu");
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    // The page's own words (the header renders them in its language).
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute("aria-label", label);
    menu.hidden = !open;
    header.setAttribute("data-open", String(open));
  };
  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  menu.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}

/**
 * The web app manifest (the name and icons a phone uses when the site is added to its home screen) serves no
 * one during the first screen: it is declared here, after it, so a phone does not fetch it alongside the hero.
 */
function declareManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" }));
}

/** A failed event image is hidden and the coloured fallback shown; load and failure are logged. */
function initEventImages() {
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-event-image]")) {
    const name = img.dataset.eventImage ?? "";
    const fallback = img.closest("[data-event-media]")?.querySelector<HTMLElement>("[data-event-fallback]");
    const fail = () => {
      console.warn(`Image de l'événement « ${name} » indisponible, remplacée par un visuel de secours`);
      img.closest("picture")?.setAttribute("hidden", "");
      if (fallback) fallback.hidden = false;
    };
    const loaded = () => console.info(`Image de l'événement « ${name} » chargée`);
    if (img.complete) {
      if (img.naturalWidth === 0) fail();
      else loaded();
    } else {
      img.addEventListener("load", loaded, { once: true });
      img.addEventListener("error", fail, { once: true });
    }
  }
}

function initPageHooks() {
  // The unknown path is logged (docs/product.md, not-found page).
  if (document.querySelector("[data-not-found]")) console.error(`404 : page introuvable ${window.location.pathname}`);
  // The quote page opens at the top.
  if (document.querySelector("[data-scroll-top]") && !window.location.hash) window.scrollTo(0, 0);
}

/**
 * The chrome's steps, in order, the page's own hooks first (the quote page's scroll to the top): the islands script
 * runs each in a task of its own (src/islands/client.ts).
 */
export function initChrome(): (() => void)[] {
  return [initPageHooks, initHeader, initTooltips, initCookieBanner, initEventImages, declareManifest, renderBands];
}
