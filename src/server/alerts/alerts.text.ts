import { frenchCatalogue } from "../../lib/i18n.js";
import { parisDateTime, parisHour } from "../../lib/paris-time.js";
import type { AlertKind } from "./events.js";

const NBSP = "\u00a0";

const when = (pickup: number | undefined) => (pickup === undefined ? "" : ` – ${parisDateTime(new Date(pickup))}`);

/**
 * What the operator's alerts say (docs/decisions/260-operator-console.md): French only, since only he reads them.
 * A push shows a title and a line; an SMS one short line without the customer's name, in the characters an SMS
 * carries at the lowest price (no typographic space nor quotation marks: one would double its cost).
 */
export const alertsText = frenchCatalogue({
  fr: {
    titles: {
      request: "Nouvelle demande de devis",
      booking: "Nouvelle réservation à confirmer",
      accepted: "Proposition acceptée",
      cancelled: "Course annulée par le client",
      "change-requested": "Modification demandée",
      "payment-failed": "Paiement refusé",
      "flight-moved": "Vol ou train décalé",
      "flight-diverted": "Vol dérouté",
    } satisfies Record<AlertKind, string>,
    urgent: (title: string) => `URGENT${NBSP}: ${title}`,
    body: (reference: string, pickup: number | undefined, summary?: string, detail?: string) =>
      [`${reference}${when(pickup)}`, summary, detail].filter(Boolean).join(" · "),
    sms: (kind: AlertKind, reference: string, pickup: number | undefined, minutes: number, url: string) =>
      `VTC Premium URGENT - ${SMS_WORDS[kind]} ${reference}${pickup === undefined ? "" : ` pour ${smsWhen(pickup)}`}, non ouverte depuis ${minutes} min. ${url}`,
    smsMany: (references: readonly string[], minutes: number, url: string) =>
      `VTC Premium URGENT - ${references.length} alertes non ouvertes depuis ${minutes} min (${references.join(", ")}). ${url}`,
    morningTitle: (trips: number, open: number) =>
      `Aujourd’hui${NBSP}: ${trips === 0 ? "aucune course" : trips === 1 ? "1 course" : `${trips} courses`}${open ? `, ${open} en attente` : ""}`,
    morningBody: (first: string | null) =>
      first ? `Première prise en charge à ${first}.` : "Rien de prévu pour l’instant.",
  },
});

/** The SMS's words for each kind: letters of the SMS alphabet only. */
const SMS_WORDS: Record<AlertKind, string> = {
  request: "demande",
  booking: "reservation",
  accepted: "acceptation",
  cancelled: "annulation",
  "change-requested": "modification",
  "payment-failed": "paiement refuse",
  "flight-moved": "vol decale",
  "flight-diverted": "vol deroute",
};

/** « 28/11 a 04h15 »: a moment in the SMS alphabet. */
function smsWhen(pickup: number): string {
  const day = parisDateTime(new Date(pickup)).slice(0, 5);
  return `${day} a ${parisHour(new Date(pickup)).replace(":", "h")}`;
}
