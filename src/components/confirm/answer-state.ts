import { customerLanguageText } from "~/lib/customer-language.text";
import { formatEuros } from "~/lib/fares";
import { parisDateTime } from "~/lib/paris-time";
import { needsAcceptance } from "~/lib/price";
import type { SealedRequest } from "~/server/request/sealed-request";

/** The request as /api/confirm shows it: what the booking function sealed in the link, without its expiry. */
export type SealedView = Omit<SealedRequest, "expiresAt">;
export type Answered = {
  state: string;
  answer: "confirmed" | "proposed" | "declined";
  /** Who closed it, when not the operator: the job at its deadline, or the customer. */
  by?: "job" | "customer";
  at: string;
  price?: number;
  deadline?: string;
  message: string;
};
export type ProposalStatus = {
  state: "awaiting" | "accepted" | "declined" | "expired" | "uncertain";
  price?: number;
  deadline?: string;
  at?: string;
};
export type View = {
  request: SealedView;
  answered?: Answered;
  proposal?: ProposalStatus;
  /** The operator's acts the booking's state allows now (src/server/booking/states.ts). */
  offers?: string[];
  /** The settings want a card at every booking, and none is kept, nor the fare paid. */
  cardMissing?: boolean;
  pickupPassed: boolean;
  /** Until when a proposal sent now could be accepted; null when the pickup is too close for one. */
  proposalDeadline: string | null;
  /** For a change the customer asked for: the booking was cancelled since (the message to show). */
  changeCancelled?: string;
};

/** What pressing « Envoyer » will do: the proof (at or below the fare the customer saw), a proposal, or the refusal. */
export type Plan = { kind: "confirmed"; price: number } | { kind: "proposed"; price: number } | { kind: "declined" };

const NBSP = "\u00a0";

/** The same rule as the server's (src/lib/price.ts). */
export function planFor(request: SealedView, price: number): Plan {
  return needsAcceptance(request, price) ? { kind: "proposed", price } : { kind: "confirmed", price };
}

/** "03/12/2026 à 04:15", Paris time. */
export function parisText(iso: string): string {
  return parisDateTime(new Date(iso));
}

/** The short label of where a request stands, for the badge beside its reference. */
export function badgeOf(view: View): {
  text: string;
  tone: "todo" | "wait" | "done" | "off";
} {
  const a = view.answered;
  if (!a)
    return view.pickupPassed ? { text: "Prise en charge passée", tone: "off" } : { text: "À traiter", tone: "todo" };
  if (a.state === "uncertain") return { text: "Envoi non vérifié", tone: "wait" };
  if (a.state === "pending") return { text: "Envoi en cours", tone: "wait" };
  if (a.state === "unsent") return { text: "E-mail non parti", tone: "todo" };
  if (a.by === "job") return { text: "Close sans réponse", tone: "off" };
  if (a.answer === "declined") return { text: "Déclinée", tone: "off" };
  if (a.answer === "confirmed") return { text: "Confirmée", tone: "done" };
  switch (view.proposal?.state) {
    case "accepted":
      return { text: "Proposition acceptée", tone: "done" };
    case "declined":
      return { text: "Proposition refusée", tone: "off" };
    case "expired":
      return { text: "Proposition expirée", tone: "off" };
    case "uncertain":
      return { text: "Réponse non vérifiée", tone: "wait" };
    default:
      return { text: "Proposition envoyée", tone: "wait" };
  }
}

/** Why a price becomes a proposal rather than a booking, in the operator's words. */
function proposalWhy(request: SealedView): string {
  if (request.changes) return `Ce prix dépasse le prix convenu (${formatEuros(request.changes.price)})`;
  if (request.booked && request.estimate !== null)
    return `Ce prix dépasse le tarif réservé (${formatEuros(request.estimate)})`;
  if (request.estimate === null) return `Trajet sur devis, demande sans engagement`;
  return `Demande de devis, sans engagement`;
}

/**
 * What the review step says will happen, before anything is sent. The customer is named, never « il »: the
 * operator's pages and e-mails say who, not which gender (docs/decisions/150-the-contract.md).
 */
export function reviewText(plan: Plan, request: SealedView, deadline: string | null): string {
  const copy = `Une copie arrive dans votre boîte.`;
  const who = `${request.firstName} ${request.lastName}`;
  const language = customerLanguageText.fr.inEnglish[request.locale] ?? "";
  if (request.changes && plan.kind === "declined")
    return `${who} apprend que sa réservation ${request.changes.reference} est maintenue telle qu’elle était${language}. ${copy}`;
  if (plan.kind === "declined")
    return `${who} reçoit un refus courtois${customerLanguageText.fr.betweenCommas[request.locale] ?? ""} qui invite à nous appeler pour un autre horaire. Rien n’est facturé${request.booked ? ", et la réservation au tarif affiché tombe" : ""}. ${copy}`;
  const price = `${formatEuros(plan.price)} TTC`;
  if (request.changes && plan.kind === "confirmed")
    return `${who} reçoit un nouveau bon de réservation ${request.changes.reference} à ${price}${language}, qui remplace l’actuel, avec le fichier calendrier qui met à jour l’événement. ${copy}`;
  if (plan.kind === "confirmed")
    return `${who} a réservé au tarif affiché${request.estimate === null ? "" : ` (${formatEuros(request.estimate)})`}${NBSP}: son bon de réservation à ${price} part aussitôt${language}, avec le fichier calendrier, et la réservation est ferme. ${copy}`;
  const pending = request.changes
    ? `D’ici là, la réservation ${request.changes.reference} reste telle qu’elle était.`
    : `Rien n’est réservé tant qu’elle n’est pas acceptée.`;
  return `${proposalWhy(request)}${NBSP}: ${who} reçoit une proposition${request.changes ? " de modification" : ""} à ${price}${language}, à accepter${deadline ? ` avant le ${parisText(deadline)}` : ""}. ${pending} ${copy}`;
}
