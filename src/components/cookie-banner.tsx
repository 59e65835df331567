import { X } from "lucide-react";
import type { Locale } from "~/lib/i18n";

const words = {
  fr: {
    region: "Cookies et confidentialité",
    close: "Fermer et refuser",
    title: "Votre vie privée d’abord",
    text: "Ce site n’utilise aucun cookie publicitaire ni outil de mesure d’audience. Seuls les éléments indispensables à son fonctionnement, comme la mémorisation de ce choix, sont conservés dans votre navigateur.",
    policy: "Politique de confidentialité",
    policyHref: "/politique-confidentialite",
    decline: "Refuser",
    accept: "Accepter",
  },
  en: {
    region: "Cookies and privacy",
    close: "Close and decline",
    title: "Your privacy comes first",
    text: "This site uses no advertising cookies and no audience measurement. Only what it needs to work, such as remembering this choice, is kept in your browser.",
    policy: "Privacy policy",
    policyHref: "/en/privacy",
    decline: "Decline",
    accept: "Accept",
  },
};

/** Pre-rendered hidden; src/islands/cookie-consent.ts shows it after 2 s when no choice is stored. */
export function CookieBanner({ locale = "fr" }: { locale?: Locale }) {
  const t = words[locale];
  return (
    <section
      data-cookie-banner
      hidden
      aria-label={t.region}
      className="fixed inset-x-3 bottom-3 z-[55] mx-auto max-w-3xl rounded-2xl border border-white/10 bg-night p-5 text-sm text-mist shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <button
        type="button"
        data-consent="declined"
        className="absolute top-2 right-2 flex h-10 w-10 items-center justify-center rounded-full text-mist hover:text-white"
        aria-label={t.close}
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
      <h2 className="pr-10 font-display text-lg text-white">{t.title}</h2>
      <p className="mt-2 leading-relaxed">
        {t.text}{" "}
        <a href={t.policyHref} className="font-medium text-gold-light underline underline-offset-4">
          {t.policy}
        </a>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:flex">
        <button
          type="button"
          data-consent="declined"
          className="btn border border-white/30 text-white hover:bg-white/10"
        >
          {t.decline}
        </button>
        <button type="button" data-consent="accepted" className="btn-gold">
          {t.accept}
        </button>
      </div>
    </section>
  );
}
