import type { Redis } from "@upstash/redis";
import { storeOnce } from "../kernel/store/redis.js";
import { isOnceRecord, memoryOnceStore, type OnceState, type OnceStore, redisOnceStore } from "../kernel/store/once.js";

/**
 * The operator's answer to each request, one per reference (`booking:answer:…`): the proof, a price proposal
 * or « indisponible », claimed before it leaves and settled after (../kernel/store/once.ts). The operator's page
 * reads it to say what was done; the expiry job, to know a proposal really left.
 */
export type Answer = "confirmed" | "proposed" | "declined";
export type Outcome = {
  state: OnceState;
  answer: Answer;
  /** ISO time of the operator's answer. */
  at: string;
  /** Euros TTC, for a confirmation or a proposal. */
  price?: number;
  /** For a proposal: until when (ISO) the customer may accept it. */
  deadline?: string;
};
export type ConfirmationStore = OnceStore<Outcome>;

const ANSWERS: readonly unknown[] = ["confirmed", "proposed", "declined"];
const isOutcome = (value: unknown): value is Outcome => isOnceRecord(value) && ANSWERS.includes(value.answer);
const PREFIX = "booking:answer:";

export const redisConfirmationStore = (redis: Redis): ConfirmationStore => redisOnceStore(redis, PREFIX, isOutcome);
export const memoryConfirmationStore = (): ConfirmationStore => memoryOnceStore<Outcome>();

export const getConfirmationStore = storeOnce(redisConfirmationStore, memoryConfirmationStore);
