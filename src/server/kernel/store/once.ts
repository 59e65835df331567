import type { Redis } from "@upstash/redis";
import { callRedis, getRedis } from "./redis.js";

/**
 * One answer per link: the first use claims the request's reference with SET NX, sends, then settles the
 * claim with what was done and when, so every later use can say « déjà confirmée le … ». A refused send
 * releases the claim (nothing left, the link may be used again); an uncertain one settles as such (it may
 * have left: never sent twice).
 *
 * A claim is written to last as long as a settled answer. Should the settle itself fail after a send, or the
 * instance die mid-send, the claim stays, and once it is older than any request can run it reads as
 * « uncertain »: a failed record never reopens a link (docs/decisions/090-price-acceptance.md).
 *
 * Two kinds of answers share this: the operator's to a request (`booking:answer:…`) and the customer's to a
 * price proposal (`booking:proposal:…`).
 */
export type AnswerState = "pending" | "done" | "uncertain";
/** The operator's answer: the proof, a price proposal, or « indisponible ». */
export type Answer = "confirmed" | "proposed" | "declined";
export type Outcome = {
  state: AnswerState;
  answer: Answer;
  /** ISO time of the operator's answer. */
  at: string;
  /** Euros TTC, for a confirmation or a proposal. */
  price?: number;
  /** For a proposal: until when (ISO) the customer may accept it. */
  deadline?: string;
};
/** The customer's answer to a proposal, or its lapse (recorded by the expiry job). */
export type CustomerAnswer = "accepted" | "declined" | "expired";
export type CustomerOutcome = { state: AnswerState; answer: CustomerAnswer; at: string };

export type Claim<O> = { claimed: true } | { claimed: false; existing: O };

export type AnswerStore<O> = {
  claim(reference: string, outcome: O): Promise<Claim<O>>;
  get(reference: string): Promise<O | null>;
  settle(reference: string, outcome: O): Promise<void>;
  release(reference: string): Promise<void>;
};
export type ConfirmationStore = AnswerStore<Outcome>;
export type ProposalAnswerStore = AnswerStore<CustomerOutcome>;

/** Longer than a link lives (30 days, or a proposal until its pickup): while a link opens, its answer is remembered. */
export const SETTLED_TTL_SECONDS = 32 * 24 * 60 * 60;
/** Longer than any request runs (30 s): a pending claim older than this was never settled. */
export const PENDING_STALE_MS = 60_000;
const REDIS_TIMEOUT_MS = 800;

const STATES = ["pending", "done", "uncertain"];

function isOutcome(value: unknown): value is Outcome {
  if (typeof value !== "object" || value === null) return false;
  const { state, answer, at } = value as Record<string, unknown>;
  return (
    STATES.includes(state as string) &&
    ["confirmed", "proposed", "declined"].includes(answer as string) &&
    typeof at === "string"
  );
}

function isCustomerOutcome(value: unknown): value is CustomerOutcome {
  if (typeof value !== "object" || value === null) return false;
  const { state, answer, at } = value as Record<string, unknown>;
  return (
    STATES.includes(state as string) &&
    ["accepted", "declined", "expired"].includes(answer as string) &&
    typeof at === "string"
  );
}

/** What is stored: the outcome and, for a claim, when it was taken (this machine's clock, whatever `at` says). */
type Stored<O> = O & { claimedAt?: number };

/** A claim nobody settled in time (an instance stopped mid-send, or the settle failed) may have sent: uncertain. */
function aged<O extends { state: AnswerState }>({ claimedAt, ...outcome }: Stored<O>, now = Date.now()): O {
  const stale = outcome.state === "pending" && claimedAt !== undefined && now - claimedAt > PENDING_STALE_MS;
  return (stale ? { ...outcome, state: "uncertain" } : outcome) as O;
}

function redisStore<O extends { state: AnswerState; at: string }>(
  redis: Redis,
  prefix: string,
  valid: (value: unknown) => value is O,
  timeoutMs: number,
  ttlSeconds = SETTLED_TTL_SECONDS,
): AnswerStore<O> {
  const key = (reference: string) => `${prefix}${reference}`;
  const run = <T>(call: () => Promise<T>, what: string, evenIfPaused = false) =>
    callRedis(call, timeoutMs, `Redis ${what}`, { evenIfPaused });
  const store: AnswerStore<O> = {
    async claim(reference, outcome) {
      const set = await run(
        () =>
          redis.set(key(reference), JSON.stringify({ ...outcome, claimedAt: Date.now() }), {
            nx: true,
            ex: ttlSeconds,
          }),
        "SET NX",
      );
      if (set === "OK") return { claimed: true };
      const existing = await store.get(reference);
      if (!existing) return store.claim(reference, outcome);
      return { claimed: false, existing };
    },
    async get(reference) {
      const value = await run(() => redis.get<unknown>(key(reference)), "GET");
      const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
      return valid(parsed) ? aged(parsed) : null;
    },
    async settle(reference, outcome) {
      // Recording an answer that has left: tried even while this instance leaves Redis alone.
      await run(() => redis.set(key(reference), JSON.stringify(outcome), { ex: ttlSeconds }), "SET", true);
    },
    async release(reference) {
      await run(() => redis.del(key(reference)), "DEL");
    },
  };
  return store;
}

function memoryStore<O extends { state: AnswerState; at: string }>(ttlSeconds = SETTLED_TTL_SECONDS): AnswerStore<O> {
  const entries = new Map<string, { outcome: Stored<O>; expires: number }>();
  const live = (reference: string) => {
    const entry = entries.get(reference);
    if (entry && entry.expires < Date.now()) entries.delete(reference);
    const outcome = entries.get(reference)?.outcome;
    return outcome ? aged(outcome) : null;
  };
  const keep = (reference: string, outcome: Stored<O>) =>
    entries.set(reference, { outcome, expires: Date.now() + ttlSeconds * 1000 });
  return {
    async claim(reference, outcome) {
      const existing = live(reference);
      if (existing) return { claimed: false, existing };
      keep(reference, { ...outcome, claimedAt: Date.now() });
      return { claimed: true };
    },
    async get(reference) {
      return live(reference);
    },
    async settle(reference, outcome) {
      keep(reference, outcome);
    },
    async release(reference) {
      entries.delete(reference);
    },
  };
}

export function redisConfirmationStore(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): ConfirmationStore {
  return redisStore(redis, "booking:answer:", isOutcome, timeoutMs);
}

export function redisProposalAnswerStore(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): ProposalAnswerStore {
  return redisStore(redis, "booking:proposal:", isCustomerOutcome, timeoutMs);
}

export const memoryConfirmationStore = (): ConfirmationStore => memoryStore<Outcome>();
export const memoryProposalAnswerStore = (): ProposalAnswerStore => memoryStore<CustomerOutcome>();

/**
 * A once-only record of another kind (a trip's cancellation, a reminder sent…), on the same claim → settle
 * rules, under its own key prefix: Redis when configured, else this process's memory.
 */
export function onceStore<O extends { state: AnswerState; at: string }>(
  prefix: string,
  valid: (value: unknown) => value is O,
  ttlSeconds = SETTLED_TTL_SECONDS,
): AnswerStore<O> {
  const redis = getRedis();
  return redis ? redisStore(redis, prefix, valid, REDIS_TIMEOUT_MS, ttlSeconds) : memoryStore<O>(ttlSeconds);
}

export function memoryOnceStore<O extends { state: AnswerState; at: string }>(ttlSeconds?: number): AnswerStore<O> {
  return memoryStore<O>(ttlSeconds);
}

export function redisOnceStore<O extends { state: AnswerState; at: string }>(
  redis: Redis,
  prefix: string,
  valid: (value: unknown) => value is O,
  ttlSeconds?: number,
): AnswerStore<O> {
  return redisStore(redis, prefix, valid, REDIS_TIMEOUT_MS, ttlSeconds);
}

let store: ConfirmationStore | undefined;
let proposalStore: ProposalAnswerStore | undefined;

/**
 * Redis when configured. Unlike the booking's de-duplication, a Redis failure here is not papered over
 * with process memory: another instance could not see the claim, and the customer could get two proofs.
 * The operator (or the customer) is told to retry instead.
 */
export function getConfirmationStore(): ConfirmationStore {
  if (!store) {
    const redis = getRedis();
    store = redis ? redisConfirmationStore(redis) : memoryConfirmationStore();
  }
  return store;
}

export function getProposalAnswerStore(): ProposalAnswerStore {
  if (!proposalStore) {
    const redis = getRedis();
    proposalStore = redis ? redisProposalAnswerStore(redis) : memoryProposalAnswerStore();
  }
  return proposalStore;
}
