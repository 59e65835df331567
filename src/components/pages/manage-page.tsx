import { CalendarClock } from "lucide-react";
import { ManagePanel } from "~/components/manage/manage-panel";
import { CustomerLinkPage, TermsNote } from "~/components/customer-link-page";
import type { Locale } from "~/lib/i18n";
import { cancellationFeesText, changeUntilText } from "~/lib/terms";

const words = {
  fr: {
    eyebrow: "Votre réservation",
    title: "Gérer ma réservation",
    lead: "Votre course telle qu’elle est réservée. Vous pouvez l’annuler, aux conditions du moment, ou nous demander d’en changer la date, l’heure ou les adresses.",
    termsTitle: "Nos conditions",
    terms: [
      cancellationFeesText.fr,
      `Une modification peut être demandée ${changeUntilText.fr}. Votre réservation tient telle quelle jusqu’à notre réponse.`,
    ],
    termsLink: "Conditions générales de vente",
    safe: "Ce lien ne montre que cette réservation et ne vaut que jusqu’à quelques semaines après la course. Il vous a été envoyé à vous seul : ne le transférez pas.",
    noScript: "Cette page a besoin de JavaScript pour lire la réservation contenue dans le lien.",
  },
  en: {
    eyebrow: "Your booking",
    title: "Manage my booking",
    lead: "Your trip as it is booked. You can cancel it, on the terms that apply at that moment, or ask us to change its date, time or addresses.",
    termsTitle: "Our terms",
    terms: [
      cancellationFeesText.en,
      `A change can be asked for ${changeUntilText.en}. Your booking stands as it is until we answer.`,
    ],
    termsLink: "Terms of sale",
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
  return (
    <CustomerLinkPage words={t} locale={locale} island="manage-panel" panel={ManagePanel}>
      <TermsNote icon={CalendarClock} title={t.termsTitle} lines={t.terms} link={t.termsLink} locale={locale} />
    </CustomerLinkPage>
  );
}
