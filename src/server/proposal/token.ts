import { PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES, PROPOSAL_MIN_ANSWER_MINUTES } from "../../config/booking.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { seal, unseal } from "../kernel/links/seal.js";
import { err, ok, type Result } from "../kernel/result.js";
import { checkedRequest, type SealedRequest } from "../request/sealed-request.js";

/**
 * A price proposal, sealed into the customer's two links like the operator's link carries the request:
 * encrypted and authenticated under BOOKING_LINK_SECRET, but for its own purpose ("proposal"), so an
 * operator's token never opens as an acceptance and the other way round. It carries everything the proof
 * needs once the customer accepts: the request and the price, fixed by the operator.
 */
export type SealedProposal = {
  request: SealedRequest;
  /** Euros TTC, as the operator proposed it. */
  price: number;
  /** When the operator proposed it (ISO). */
  proposedAt: string;
  /** Epoch ms after which it can no longer be accepted: a set time before the pickup. */
  expiresAt: number;
};

/** Until when a proposal for this pickup may be accepted: PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES before it. */
export function proposalDeadline(request: { date: string; time: string }): number {
  return parisToUtc(request.date, request.time).getTime() - PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES * 60_000;
}

/** True when the customer would have too little time to answer: the operator should call instead. */
export function tooLateToPropose(request: { date: string; time: string }, now: number): boolean {
  return proposalDeadline(request) - now < PROPOSAL_MIN_ANSWER_MINUTES * 60_000;
}

export function sealProposal(proposal: SealedProposal, secret: string): string {
  return seal(proposal, secret, "proposal");
}

/** The proposal a link carries, and whether its deadline has passed (a lapsed proposal can still be shown). */
export function openProposal(
  token: unknown,
  secret: string,
  now: number,
): Result<{ proposal: SealedProposal; expired: boolean }, { kind: "invalid" }> {
  const opened = unseal(token, secret, "proposal");
  if (!opened.ok) return opened;
  // Checked again, the request as the booking schema would take it (src/server/request/sealed-request.ts): a leaked
  // secret must not turn a proposal into a way to mail anything to anyone.
  const sealed = opened.value as Partial<SealedProposal> | null;
  const request = checkedRequest(sealed?.request);
  const { price, expiresAt, proposedAt } = sealed ?? {};
  if (!request || typeof price !== "number" || !(price > 0) || typeof expiresAt !== "number")
    return err({ kind: "invalid" });
  if (typeof proposedAt !== "string" || Number.isNaN(Date.parse(proposedAt))) return err({ kind: "invalid" });
  return ok({
    proposal: { request, price, proposedAt, expiresAt },
    expired: now > expiresAt,
  });
}

/** The page that answers a proposal, in the customer's language. */
export const proposalPagePath = {
  fr: "/proposition",
  en: "/en/proposal",
} as const satisfies Record<BookingLocale, string>;

/**
 * The customer's two links: the same page, the decline one with that answer selected. The token rides in the
 * fragment, which browsers never send to a server; nothing happens until the customer presses a button
 * there (a mail scanner opening the link answers nothing).
 */
export function proposalLinks(
  origin: string,
  token: string,
  locale: BookingLocale,
): { accept: string; decline: string } {
  const page = `${origin}${proposalPagePath[locale]}`;
  return {
    accept: `${page}#accept.${token}`,
    decline: `${page}#decline.${token}`,
  };
}
