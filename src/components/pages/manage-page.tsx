import { CalendarClock, ShieldCheck } from "lucide-react";
import { ManagePanel } from "~/components/manage/manage-panel";
import { Island } from "~/islands/island";
import type { Locale } from "~/lib/i18n";

const words = {
  fr: {
    eyebrow: "Votre réservation",
    title: "Gérer ma réservation",
    lead: "Votre course telle qu’elle est réservée. Vous pouvez l’annuler, aux conditions du moment, ou nous demander d’en changer la date, l’heure ou les adresses.",
    termsTitle: "Nos conditions",
    terms: [
      "Annulation gratuite plus de 24 h avant la prise en charge ; entre 24 h et 2 h avant : 50 % du prix ; moins de 2 h avant : 100 %.",
      "Une modification peut être demandée jusqu’à 2 h avant la prise en charge. Votre réservation tient telle quelle jusqu’à notre réponse.",
    ],
    termsLink: "Conditions générales de vente",
    safeTitle: "Un lien pour vous seul",
    safe: "Ce lien ne montre que cette réservation et ne vaut que jusqu’à quelques semaines après la course. Il vous a été envoyé à vous seul : ne le transférez pas.",
    noScript: "Cette page a besoin de JavaScript pour lire la réservation contenue dans le lien.",
  },
  en: {
    eyebrow: "Your booking",
    title: "Manage my booking",
    lead: "Your trip as it is booked. You can cancel it, on the terms that apply at that moment, or ask us to change its date, time or addresses.",
    termsTitle: "Our terms",
    terms: [
      "Free cancellation more than 24 hours before pickup; between 24 and 2 hours before: 50% of the price; less than 2 hours before: 100%.",
      "A change can be asked for up to 2 hours before pickup. Your booking stands as it is until we answer.",
    ],
    termsLink: "Terms of sale",
    safeTitle: "A link for you alone",
    safe: "This link shows only this booking and works until a few weeks after the trip. It was sent to you alone: please do not forward it.",
    noScript: "This page needs JavaScript to read the booking in its link.",
  },
};

/**
 * The page a proof's (and a reminder's) « Gérer ma réservation » link opens, in the customer's language. The
 * HTML is the same for every booking: the link's fragment names it, and the panel reads it in the browser.
 */
export function ManagePage({ locale }: { locale: Locale }) {
  const t = words[locale];
  const nbsp = (text: string) =>
    locale === "fr"
      ? text.replace(/ ([:;!?])/g, "\u00a0$1").replace(/(\d) (h|%)/g, "$1\u00a0$2")
      : text.replace(/(\d) (hours)/g, "$1\u00a0$2");
  return (
    <>
      <section className="relative isolate bg-ink text-ivory">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_0%,rgb(200_164_93/0.18),transparent_55%)]"
        />
        <div className="container-page pt-32 pb-10 sm:pt-36 sm:pb-12">
          <p className="eyebrow text-gold">{t.eyebrow}</p>
          <h1 className="mt-3 text-3xl leading-tight text-white sm:text-4xl">{t.title}</h1>
          <p className="mt-4 max-w-2xl text-mist">{t.lead}</p>
        </div>
      </section>
      <div className="bg-sand/60">
        <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_17rem] lg:gap-12">
          <Island name="manage-panel" hydrate="load" component={ManagePanel} props={{ locale }} />
          <aside className="grid content-start gap-4 text-sm leading-relaxed text-muted">
            <div className="card flex gap-3 p-5">
              <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
              <div>
                <h2 className="font-sans text-base font-semibold text-ink">{t.termsTitle}</h2>
                {t.terms.map((line) => (
                  <p key={line} className="mt-1">
                    {nbsp(line)}
                  </p>
                ))}
                <a
                  href={locale === "en" ? "/en/terms" : "/cgv"}
                  target="_blank"
                  rel="noopener"
                  className="mt-2 inline-block font-medium text-gold-ink underline underline-offset-2"
                >
                  {t.termsLink}
                </a>
              </div>
            </div>
            <div className="card flex gap-3 p-5">
              <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
              <div>
                <h2 className="font-sans text-base font-semibold text-ink">{t.safeTitle}</h2>
                <p className="mt-1">{nbsp(t.safe)}</p>
              </div>
            </div>
          </aside>
        </div>
      </div>
      <noscript>
        <p className="container-page py-6 text-center">{t.noScript}</p>
      </noscript>
    </>
  );
}
