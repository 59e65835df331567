import { X } from "lucide-react";

/** Pre-rendered hidden; src/islands/cookie-consent.ts shows it after 2 s when no choice is stored. */
export function CookieBanner() {
  return (
    <section
      data-cookie-banner
      hidden
      aria-label="Cookies et confidentialité"
      className="fixed inset-x-3 bottom-3 z-[55] mx-auto max-w-3xl rounded-2xl border border-white/10 bg-night p-5 text-sm text-mist shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <button type="button" data-consent="declined" className="absolute top-2 right-2 flex h-10 w-10 items-center justify-center rounded-full text-mist hover:text-white" aria-label="Fermer et refuser">
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
      <h2 className="pr-10 font-display text-lg text-white">Votre vie privée d’abord</h2>
      <p className="mt-2 leading-relaxed">
        Ce site n’utilise aucun cookie publicitaire ni outil de mesure d’audience. Seuls les éléments indispensables à son
        fonctionnement, comme la mémorisation de ce choix, sont conservés dans votre navigateur.{" "}
        <a href="/politique-confidentialite" className="font-medium text-gold-light underline underline-offset-4">
          Politique de confidentialité
        </a>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:flex">
        <button type="button" data-consent="declined" className="btn border border-white/30 text-white hover:bg-white/10">
          Refuser
        </button>
        <button type="button" data-consent="accepted" className="btn-gold">
          Accepter
        </button>
      </div>
    </section>
  );
}
