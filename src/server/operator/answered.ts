import type { BookingRecord } from "../booking/record.js";
import type { BookingState } from "../booking/states.js";
import type { OnceState } from "../kernel/store/once.js";
import type { SealedRequest } from "../request/sealed-request.js";
import { operatorAnswersText } from "./operator-answers.text.js";

const t = operatorAnswersText.fr.answered;

/** Where a proposal stands, as the operator's page shows it. */
export type ProposalStatus = {
  state: "awaiting" | "accepted" | "declined" | "expired";
  price: number;
  deadline: string;
  at?: string;
};

/** The operator's answer to a request, as his page shows it (prices in euros), with what a second use is told. */
export type Answered = {
  /** Whether its e-mail has left: `done`, `pending` (being sent), `uncertain` (maybe), or not yet (`unsent`). */
  state: OnceState | "unsent";
  answer: "confirmed" | "proposed" | "declined";
  at: string;
  price?: number;
  deadline?: string;
  /** Who ended it in a refusal, when it was not the operator: the job at its deadline, or the customer. */
  by?: "job" | "customer";
  message: string;
};

/** The proposal of a record, once sent, and where it stands (prices in euros). */
export function proposalOf(record: BookingRecord | null): ProposalStatus | undefined {
  const p = record?.proposal;
  if (!record || !p) return undefined;
  const base = { price: p.price / 100, deadline: new Date(p.deadline).toISOString() };
  if (record.state === "proposed") return { ...base, state: "awaiting" };
  if (record.state === "declined")
    return { ...base, state: record.declined === "customer" ? "declined" : "expired", at: record.at };
  if (record.declined === undefined && record.firm && record.state !== "booked" && record.state !== "requested")
    return { ...base, state: "accepted", at: record.firm };
  return undefined;
}

const ANSWERED: readonly BookingState[] = [
  "proposed",
  "confirmed",
  "declined",
  "ended",
  "no-show",
  "cancelled-by-customer",
  "cancelled-by-operator",
  "closed",
];

/** The answer a request received, or none yet; `sent`: whether its e-mail left (its once-record's state). */
export function answeredOf(
  record: BookingRecord | null,
  request: SealedRequest,
  sent: OnceState | null,
): Answered | undefined {
  if (!record || !ANSWERED.includes(record.state)) return undefined;
  const proposal = proposalOf(record);
  const answer: Answered["answer"] = proposal ? "proposed" : record.state === "declined" ? "declined" : "confirmed";
  const at =
    answer === "proposed"
      ? (record.proposal?.at ?? record.at)
      : answer === "confirmed"
        ? (record.firm ?? record.at)
        : record.at;
  const by = record.declined === "job" || record.declined === "customer" ? record.declined : undefined;
  const base = {
    state: (sent ?? (by ? "done" : "unsent")) as Answered["state"],
    answer,
    at,
    ...(answer !== "declined" ? { price: (record.proposal?.price ?? record.price) / 100 } : {}),
    ...(proposal ? { deadline: proposal.deadline } : {}),
    ...(by ? { by } : {}),
  };
  return { ...base, message: alreadyAnswered(base, record, request, proposal) };
}

/** What a second use of a link is told: what was done, and when (and, for a proposal, the customer's answer). */
function alreadyAnswered(
  outcome: Omit<Answered, "message">,
  record: BookingRecord,
  request: SealedRequest,
  proposal?: ProposalStatus,
): string {
  const who = `${request.firstName} ${request.lastName}`;
  if (outcome.state === "pending") return t.pending;
  if (outcome.state === "uncertain") return t.uncertain(outcome.at, who, request.phone);
  const unsent = outcome.state === "unsent" ? t.unsent(who, request.phone) : "";
  if (outcome.answer === "declined") {
    if (outcome.by === "job") return t.lapsed(record.at, who, record.ledger.in > 0);
    return t.declined(outcome.at, request.email, unsent);
  }
  if (outcome.answer === "confirmed") return t.confirmed(outcome.at, outcome.price, unsent);
  const sent = t.proposed(outcome.price, outcome.at, unsent);
  switch (proposal?.state) {
    case "accepted":
      return t.accepted(sent, who, proposal.at ?? outcome.at);
    case "declined":
      return t.refused(sent, who, proposal.at ?? outcome.at);
    case "expired":
      return t.expired(sent, proposal.deadline);
    default:
      return t.awaiting(sent, who, outcome.deadline ?? outcome.at);
  }
}
