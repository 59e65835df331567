/**
 * Every function the deployment runs, in one list: the file in `api/`, its runtime, the `maxDuration` Vercel
 * gives it (vercel.json says the same; a test holds them together), the keys it cannot start without under
 * the deployed rules (./env.ts), and, for a Vercel Cron job, its schedule (UTC). A new function is added here
 * first: the test then names what is missing (its file, vercel.json's entry, its cron).
 */
export type FunctionSpec = {
  runtime: "nodejs" | "edge";
  /** Seconds; the edge runtime has none to set (its limit is Vercel's own). */
  maxDuration: number | null;
  keys: readonly KeyName[];
  /** Vercel Cron's schedule, for a job. */
  cron?: string;
};

/** The keys a function may need; ./env.ts reads each by its literal name. */
export type KeyName =
  | "SENDGRID_API_KEY"
  | "UPSTASH_REDIS_REST_URL"
  | "UPSTASH_REDIS_REST_TOKEN"
  | "BOOKING_LINK_SECRET"
  | "GOOGLE_PLACES_API_KEY"
  | "CRON_SECRET"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "AERODATABOX_API_KEY"
  | "SNCF_API_KEY";

const MAILS = [
  "SENDGRID_API_KEY",
  "UPSTASH_REDIS_REST_URL",
  "UPSTASH_REDIS_REST_TOKEN",
  "BOOKING_LINK_SECRET",
] as const;
/** A job sends e-mail, reads the records in Upstash, seals links and answers only Vercel Cron. */
const JOB = [...MAILS, "CRON_SECRET"] as const;
/** A function that moves money: Stripe besides the rest (docs/decisions/190-getting-paid.md). */
const MONEY = [...MAILS, "STRIPE_SECRET_KEY"] as const;
/** What follows an arrival: the flight-data provider and SNCF's data (docs/decisions/250-arrivals-followed.md). */
const ARRIVAL_DATA = ["AERODATABOX_API_KEY", "SNCF_API_KEY"] as const;

export const functions = {
  booking: { runtime: "nodejs", maxDuration: 30, keys: MAILS },
  confirm: { runtime: "nodejs", maxDuration: 30, keys: MONEY },
  trip: { runtime: "nodejs", maxDuration: 30, keys: MONEY },
  places: {
    runtime: "edge",
    maxDuration: null,
    keys: ["GOOGLE_PLACES_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"],
  },
  proposal: { runtime: "nodejs", maxDuration: 30, keys: MAILS },
  // Lapses every answer awaited past its deadline, and refunds what was paid for it.
  "expire-proposals": { runtime: "nodejs", maxDuration: 30, keys: [...JOB, "STRIPE_SECRET_KEY"], cron: "*/15 * * * *" },
  // A cancellation refunds what was paid online at booking, less any fee the terms allow.
  manage: { runtime: "nodejs", maxDuration: 30, keys: MONEY },
  unsubscribe: {
    runtime: "nodejs",
    maxDuration: 10,
    keys: ["UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "BOOKING_LINK_SECRET"],
  },
  // The payment page records what Stripe says; a payment the booking can no longer keep goes back, and is told.
  payment: { runtime: "nodejs", maxDuration: 30, keys: MONEY },
  // It records what Stripe says and sends the note of an amount paid through its link (or a new link).
  "stripe-webhook": { runtime: "nodejs", maxDuration: 30, keys: [...MONEY, "STRIPE_WEBHOOK_SECRET"] },
  "remind-trips": { runtime: "nodejs", maxDuration: 30, keys: JOB, cron: "5 * * * *" },
  "operator-day": { runtime: "nodejs", maxDuration: 30, keys: JOB, cron: "10 * * * *" },
  "request-reviews": { runtime: "nodejs", maxDuration: 30, keys: JOB, cron: "20 * * * *" },
  /** Ends rides on their own, takes what they owe and sends their notes and invoices. */
  "settle-rides": { runtime: "nodejs", maxDuration: 30, keys: [...JOB, "STRIPE_SECRET_KEY"], cron: "40 * * * *" },
  /** The form's check of a flight or train number; it tells the operator once a month's ceiling is reached. */
  arrival: {
    runtime: "nodejs",
    maxDuration: 10,
    keys: ["SENDGRID_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", ...ARRIVAL_DATA],
  },
  /** Follows the day's arrivals: alerts subscribed, polls at fixed times before each arrival, the pickup moved. */
  "follow-arrivals": { runtime: "nodejs", maxDuration: 30, keys: [...JOB, ...ARRIVAL_DATA], cron: "*/5 * * * *" },
  /** The flight-data provider's alerts (its webhook): it answers within the provider's 10 s. */
  "flight-alert": { runtime: "nodejs", maxDuration: 15, keys: [...MAILS, "AERODATABOX_API_KEY"] },
} as const satisfies Record<string, FunctionSpec>;

export type FunctionName = keyof typeof functions;
export type NodeFunctionName = {
  [N in FunctionName]: (typeof functions)[N]["runtime"] extends "nodejs" ? N : never;
}[FunctionName];

/** Every answer leaves at least this much of `maxDuration` unused: a function is never cut off mid-answer. */
export const ANSWER_MARGIN_MS = 5_000;

/** A function's `maxDuration` in milliseconds. */
export function maxDurationMs(name: NodeFunctionName): number {
  return functions[name].maxDuration * 1000;
}

/** When a request that started at `startedAt` must have its answer: `maxDuration` less the margin. */
export function answerDeadline(name: NodeFunctionName, startedAt = Date.now()): number {
  return startedAt + maxDurationMs(name) - ANSWER_MARGIN_MS;
}
