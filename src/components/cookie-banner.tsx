import { X } from "./sprite-icons";
import type { Locale } from "~/lib/i18n";
import { chromeText } from "./chrome.text";

/**
 * What the banner asks, in full: the purposes, the provider, what is kept and for how long, and where to read
 * more (docs/decisions/120-measurement-with-consent.md). Short enough for a third of a phone's screen.
 */

/** Both answers look and weigh the same: refusing is as easy as accepting. */
const CHOICE = "btn border border-gold/70 text-white hover:bg-gold hover:text-ink";

/**
 * Pre-rendered hidden; src/islands/cookie-consent.ts shows it after 2 s when no choice is stored, once it has laid out
 * each of its parts (`data-part`) in a task of its own.
 */
export function CookieBanner({ locale = "fr" }: { locale?: Locale }) {
  const t = chromeText[locale].cookies;
  return (
    <section
      data-cookie-banner
      hidden
      aria-label={t.region}
      className="fixed inset-x-3 bottom-3 z-[55] mx-auto max-w-4xl rounded-2xl border border-gold/30 bg-night p-4 text-mist shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6 md:flex md:items-end md:gap-8"
    >
      <button
        type="button"
        data-consent="declined"
        data-part
        className="absolute top-2 right-2 flex h-10 w-10 items-center justify-center rounded-full text-mist hover:text-white"
        aria-label={t.close}
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="md:flex-1">
        <h2 data-part className="pr-10 font-display text-base leading-snug text-white sm:text-lg">
          {t.title}
        </h2>
        <p data-part className="mt-2 text-[0.8125rem] leading-snug sm:text-sm">
          {t.text}{" "}
          <a href={t.policyHref} className="font-medium text-gold-light underline underline-offset-4">
            {t.policy}
          </a>
        </p>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 md:mt-0 md:flex md:shrink-0">
        <button type="button" data-consent="declined" data-part className={CHOICE}>
          {t.decline}
        </button>
        <button type="button" data-consent="accepted" data-part className={CHOICE}>
          {t.accept}
        </button>
      </div>
    </section>
  );
}
