import { homePath, type Locale } from "~/lib/i18n";
import { chromeText } from "./chrome.text";

/** Monogram and wordmark; the wordmark takes the header's current colour. */
/**
 * In the header the small gold word must stay readable on white (scrolled, menu open, or no JavaScript):
 * darker gold there, the bright gold over the dark hero.
 */
const HEADER_ACCENT =
  "text-gold-ink [.js_&]:text-gold [.js_[data-scrolled=true]_&]:text-gold-ink [.js_[data-open=true]_&]:text-gold-ink";

export function Logo({
  className = "",
  inHeader = false,
  locale = "fr",
}: {
  className?: string;
  inHeader?: boolean;
  locale?: Locale;
}) {
  const t = chromeText[locale];
  return (
    <a href={homePath[locale]} className={`group flex items-center gap-3 ${className}`}>
      <svg viewBox="0 0 40 40" className="h-10 w-10 shrink-0" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="none" stroke="#C8A45D" strokeWidth="1.5" />
        <path d="M11 13l6.2 15h1.6L25 13" fill="none" stroke="#C8A45D" strokeWidth="2" strokeLinejoin="round" />
        <path d="M22.5 28V13h4.2a4.3 4.3 0 010 8.6h-4.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.2rem] tracking-wide whitespace-nowrap">VTC Premium</span>
        <span
          className={`mt-1 text-[0.62rem] font-semibold tracking-[0.32em] uppercase ${inHeader ? HEADER_ACCENT : "text-gold"}`}
        >
          <span className="sr-only"> </span>Nantes
        </span>
      </span>
      <span className="sr-only">{t.homeLabel}</span>
    </a>
  );
}
