import type { MailMessage } from "../mail/index.js";
import { proposalCopyEmail, proposalEmail } from "../proposal/proposal-letters.js";
import { proposalDeadline, proposalLinks, type SealedProposal, sealProposal } from "../proposal/token.js";
import type { SealedRequest } from "../request/sealed-request.js";
import { changeDeclinedCopyEmail, changeDeclinedEmail } from "../trip/emails/change.js";
import { proofCopyEmail, proofEmail } from "../trip/emails/proof.js";
import { manageUrlFor } from "../trip/manage-link.js";
import { operatorTripUrlFor } from "../trip/operator-link.js";
import { type Trip, tripFrom } from "../trip/store.js";
import type { PaymentLine } from "../trip/emails/payment-rows.js";
import type { BookingRecord } from "../booking/record.js";
import { refusalCopyEmail, refusalEmail } from "./refusal-email.js";

/** What the operator's answer needs to build its letters and links. */
export type LetterDeps = { secret: string | undefined; siteOrigin: string; inbox: string; retention: number };

export type Decision =
  | { kind: "confirmed"; price: number }
  | { kind: "proposed"; price: number }
  | { kind: "declined" };

/** The customer's e-mail for a decision, and the business's copy (sent once the customer's has left). */
export function messagesFor(
  sealed: SealedRequest,
  decision: Decision,
  at: Date,
  deps: LetterDeps,
  origin: string,
  previous: Trip | null,
  /** A confirmation's payment line (its proof states it); a refusal's refund of what was paid online, in cents. */
  money: { payment?: PaymentLine | undefined; refunded?: number; record?: BookingRecord } = {},
): {
  customer: MailMessage;
  copy: MailMessage;
  proposal?: { token: string; deadline: number };
  trip?: { next: Trip; previous: Trip | null };
} {
  if (decision.kind === "declined" && sealed.changes)
    return { customer: changeDeclinedEmail(sealed), copy: changeDeclinedCopyEmail(sealed, at, deps.inbox) };
  if (decision.kind === "declined")
    return {
      customer: refusalEmail(sealed, deps.siteOrigin, money.refunded),
      copy: refusalCopyEmail(sealed, at, deps.inbox, money.refunded),
    };
  if (decision.kind === "confirmed") {
    // A change keeps the booking's reference and calendar event: one more SEQUENCE, the new details.
    const request = sealed.changes ? { ...sealed, reference: sealed.changes.reference } : sealed;
    // A change keeps the booking's own time of request and of becoming firm; a first proof is firm now.
    const firm = money.record?.firm ? new Date(money.record.firm) : at;
    const next = tripFrom(request, decision.price, firm, previous ? previous.sequence + 1 : 0, previous);
    const params = {
      request: next.request,
      price: decision.price,
      confirmedAt: at,
      firmAt: firm,
      siteOrigin: deps.siteOrigin,
      sequence: next.sequence,
      changed: Boolean(sealed.changes),
      // The pipeline stops before any answer without the secret.
      manageUrl: manageUrlFor(next, deps.secret ?? "", origin, deps.retention),
      byOperator: sealed.changes?.by === "operator",
      ...(money.payment ? { payment: money.payment } : {}),
    };
    return {
      customer: proofEmail(params),
      copy: proofCopyEmail(
        { ...params, operatorUrl: operatorTripUrlFor(next, deps.secret ?? "", origin, deps.retention) },
        deps.inbox,
      ),
      trip: { next, previous },
    };
  }
  const deadline = proposalDeadline(sealed);
  const proposal: SealedProposal = {
    request: sealed,
    price: decision.price,
    proposedAt: at.toISOString(),
    expiresAt: deadline,
  };
  // The secret is there: the pipeline stops before any answer without it.
  const token = sealProposal(proposal, deps.secret ?? "");
  const links = proposalLinks(origin, token, sealed.locale);
  return {
    customer: proposalEmail({
      proposal,
      links,
      siteOrigin: deps.siteOrigin,
      ...(money.refunded ? { refunded: money.refunded } : {}),
    }),
    copy: proposalCopyEmail(proposal, deps.inbox),
    proposal: { token, deadline },
  };
}
