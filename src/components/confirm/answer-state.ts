import { formatEuros } from "~/lib/fares";
import { parisDateTime } from "~/lib/paris-time";
import { needsAcceptance } from "~/lib/price";
import type { SealedRequest } from "~/server/request/sealed-request";

/** The request as /api/confirm shows it: what the booking function sealed in the link, without its expiry. */
export type SealedView = Omit<SealedRequest, "expiresAt">;
export type Answered = {
  state: string;
  answer: "confirmed" | "proposed" | "declined";
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
export function badgeOf(view: View): { text: string; tone: "todo" | "wait" | "done" | "off" } {
  const a = view.answered;
  if (!a)
    return view.pickupPassed ? { text: "Prise en charge passée", tone: "off" } : { text: "À traiter", tone: "todo" };
  if (a.state === "uncertain") return { text: "Envoi non vérifié", tone: "wait" };
  if (a.state === "pending") return { text: "Envoi en cours", tone: "wait" };
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

/** What the review step says will happen, before anything is sent. */
export function reviewText(plan: Plan, request: SealedView, deadline: string | null): string {
  const copy = `Une copie arrive dans votre boîte.`;
  if (request.changes && plan.kind === "declined")
    return `${request.firstName} ${request.lastName} apprend que sa réservation ${request.changes.reference} est maintenue telle qu’elle était${request.locale === "en" ? " (en anglais)" : ""}. ${copy}`;
  if (request.changes && plan.kind === "confirmed")
    return `${request.firstName} ${request.lastName} reçoit un nouveau bon de réservation ${request.changes.reference} à ${formatEuros(plan.price)} TTC${request.locale === "en" ? " (en anglais)" : ""}, qui remplace l’actuel, avec le fichier calendrier qui met à jour l’événement. ${copy}`;
  if (plan.kind === "declined")
    return `${request.firstName} ${request.lastName} reçoit un refus courtois${request.locale === "en" ? ", en anglais," : ""} qui l’invite à nous appeler pour un autre horaire. Rien ne lui est facturé. ${copy}`;
  const price = `${formatEuros(plan.price)} TTC`;
  const language = request.locale === "en" ? " (en anglais)" : "";
  if (plan.kind === "confirmed")
    return `${request.firstName} ${request.lastName} reçoit aussitôt son bon de réservation à ${price}${language}, avec le fichier calendrier. Ce prix ne dépasse pas le tarif indicatif qu’il a vu${NBSP}: la réservation est ferme. ${copy}`;
  const why =
    request.estimate === null
      ? `Le trajet était sur devis`
      : `Ce prix dépasse le tarif indicatif qu’il a vu (${formatEuros(request.estimate)})`;
  return `${why}${NBSP}: ${request.firstName} ${request.lastName} reçoit une proposition à ${price}${language}, à accepter${deadline ? ` avant le ${parisText(deadline)}` : ""}. Rien n’est réservé tant qu’il ne l’a pas acceptée. ${copy}`;
}
