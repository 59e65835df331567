import { ProposalPanel } from "~/components/proposal/proposal-panel";
import { CustomerLinkPage, spaced } from "~/components/customer-link-page";
import type { Locale } from "~/lib/i18n";

const words = {
  fr: {
    eyebrow: "Votre réservation",
    title: "Votre proposition de prix",
    lead: "Le prix de votre course, à accepter ou non. Rien n’est réservé, et rien ne vous est facturé, tant que vous ne l’avez pas accepté.",
    howTitle: "Comment ça se passe",
    how: [
      "Vous avez envoyé une demande avec un tarif indicatif, ou un trajet sur devis. Le prix que nous vous proposons est au-dessus de ce tarif, ou c’est notre devis : il ne vous engage pas tant que vous ne l’avez pas accepté.",
      "Acceptez-le, et la course est réservée à ce prix : votre bon de réservation vous parvient aussitôt par e-mail, avec un fichier pour votre agenda.",
      "Refusez-le, ou laissez passer l’heure indiquée : rien n’est réservé et rien ne vous est facturé. Nous sommes prévenus dans les deux cas.",
    ],
    safe: "Ce lien ne sert qu’une fois et n’est valable que jusqu’à l’heure indiquée. Il vous a été envoyé à vous seul : ne le transférez pas.",
    noScript: "Cette page a besoin de JavaScript pour lire la proposition contenue dans le lien.",
  },
  en: {
    eyebrow: "Your booking",
    title: "Your price proposal",
    lead: "The price of your trip, for you to accept or not. Nothing is booked, and nothing is charged, until you accept it.",
    howTitle: "How it works",
    how: [
      "You sent a request with an indicative fare, or for a trip on quote. The price we propose is above that fare, or it is our quote: it does not bind you until you accept it.",
      "Accept it, and the trip is booked at that price: your booking confirmation reaches you at once by e-mail, with a file for your calendar.",
      "Decline it, or let the time shown pass: nothing is booked and nothing is charged. We are told either way.",
    ],
    safe: "This link works once and only until the time shown. It was sent to you alone: please do not forward it.",
    noScript: "This page needs JavaScript to read the proposal in its link.",
  },
};

/**
 * The page a price proposal's two links open, in the customer's language. The HTML is the same for every
 * proposal: the proposal itself is in the link's fragment, which the panel reads in the browser.
 */
export function ProposalPage({ locale }: { locale: Locale }) {
  const t = words[locale];
  return (
    <CustomerLinkPage words={t} locale={locale} island="proposal-panel" panel={ProposalPanel}>
      <div className="card p-5">
        <h2 className="font-sans text-base font-semibold text-ink">{t.howTitle}</h2>
        <ol className="mt-2 list-decimal space-y-2 pl-5 marker:text-gold-ink">
          {t.how.map((step) => (
            <li key={step}>{spaced(step, locale)}</li>
          ))}
        </ol>
      </div>
    </CustomerLinkPage>
  );
}
