import type { Redis } from "@upstash/redis";
import { storeOnce } from "../kernel/store/redis.js";
import type { Outcome } from "../request/answer-store.js";
import { isOnceRecord, memoryOnceStore, type OnceState, type OnceStore, redisOnceStore } from "../kernel/store/once.js";

/**
 * The customer's answer to a price proposal, or its lapse recorded by the expiry job, one per reference
 * (`booking:proposal:…`): whichever claims first wins, so a late acceptance and the lapse cannot both happen.
 */
export type CustomerAnswer = "accepted" | "declined" | "expired";
export type CustomerOutcome = {
  state: OnceState;
  answer: CustomerAnswer;
  at: string;
};
export type ProposalAnswerStore = OnceStore<CustomerOutcome>;

const ANSWERS: readonly unknown[] = ["accepted", "declined", "expired"];
const isCustomerOutcome = (value: unknown): value is CustomerOutcome =>
  isOnceRecord(value) && ANSWERS.includes(value.answer);
const PREFIX = "booking:proposal:";

export const redisProposalAnswerStore = (redis: Redis): ProposalAnswerStore =>
  redisOnceStore(redis, PREFIX, isCustomerOutcome);
export const memoryProposalAnswerStore = (): ProposalAnswerStore => memoryOnceStore<CustomerOutcome>();

export const getProposalAnswerStore = storeOnce(redisProposalAnswerStore, memoryProposalAnswerStore);

/** Where a proposal stands, as the operator's page shows it: the operator's proposal read with the customer's answer. */
export type ProposalStatus = {
  state: "awaiting" | "accepted" | "declined" | "expired" | "uncertain";
  price?: number;
  deadline?: string;
  at?: string;
};

export function proposalStatus(outcome: Outcome, customer: CustomerOutcome | null, now: Date): ProposalStatus {
  const base = { price: outcome.price, deadline: outcome.deadline };
  if (customer?.state === "uncertain") return { ...base, state: "uncertain", at: customer.at };
  if (customer?.state === "done") return { ...base, state: customer.answer, at: customer.at };
  // No recorded answer yet: past the deadline it has lapsed, whether or not the expiry job has run.
  if (outcome.deadline && now.getTime() > Date.parse(outcome.deadline))
    return { ...base, state: "expired", at: outcome.deadline };
  return { ...base, state: "awaiting" };
}
