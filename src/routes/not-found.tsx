import { seo } from "~/lib/seo";

export function meta() {
  return [
    ...seo({
      title: "Page introuvable | VTC Premium Nantes",
      description:
        "Cette page n’existe pas ou a été déplacée. Retrouvez nos services de chauffeur privé à Nantes depuis l’accueil.",
      path: "/404",
      noindex: true,
    }).filter((tag) => !("tagName" in tag && tag.tagName === "link")),
  ];
}

/** Served as 404.html with status 404 (docs/product.md); src/islands/chrome.ts logs the unknown path. */
export default function NotFound() {
  return (
    <section
      data-not-found
      className="relative isolate flex min-h-[80svh] items-center overflow-hidden bg-ink text-ivory"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_20%,rgb(200_164_93/0.2),transparent_60%)]"
      />
      <div className="container-page pt-32 pb-20">
        <p className="eyebrow text-gold">Erreur 404</p>
        <h1 className="mt-4 text-5xl text-white sm:text-6xl">Oops! Page not found</h1>
        <p className="mt-6 max-w-xl text-lg text-mist">
          Cette adresse ne mène nulle part, mais votre chauffeur, lui, connaît la route. Revenez à l’accueil pour
          réserver ou découvrir nos services.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href="/" className="btn-gold">
            Retour à l’accueil
          </a>
          <a href="/#contact" className="btn-ghost-light">
            Demander un devis
          </a>
        </div>
        {/* One 404.html serves every unknown path, French or English: it says it in both. */}
        <div lang="en" className="mt-12 max-w-xl border-t border-white/10 pt-8">
          <p className="text-mist">
            This page does not exist or has moved. Your chauffeur knows the way, though: start again from our English
            home page.
          </p>
          <a
            href="/en"
            hrefLang="en"
            className="mt-4 inline-flex font-semibold text-gold-light underline underline-offset-4"
          >
            Go to the English home page
          </a>
        </div>
      </div>
    </section>
  );
}
