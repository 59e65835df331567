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
  | "VAPID_PUBLIC_KEY"
  | "VAPID_PRIVATE_KEY"
  | "BREVO_API_KEY"
  | "ALERT_SMS_TO"
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
/** A function that alerts the operator signs its pushes (docs/decisions/260-operator-console.md). */
const PUSH = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"] as const;
/** What follows an arrival: the flight-data provider and SNCF's data (docs/decisions/250-arrivals-followed.md). */
const ARRIVAL_DATA = ["AERODATABOX_API_KEY", "SNCF_API_KEY"] as const;

export const functions = {
  // A new request or booking alerts the operator.
  booking: { runtime: "nodejs", maxDuration: 30, keys: [...MAILS, ...PUSH] },
  confirm: { runtime: "nodejs", maxDuration: 30, keys: MONEY },
  // A card refused when a fee or a ride is charged alerts the operator.
  trip: { runtime: "nodejs", maxDuration: 30, keys: [...MONEY, ...PUSH] },
  places: {
    runtime: "edge",
    maxDuration: null,
    keys: ["GOOGLE_PLACES_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"],
  },
  // An acceptance alerts the operator.
  proposal: { runtime: "nodejs", maxDuration: 30, keys: [...MAILS, ...PUSH] },
  // Lapses every answer awaited past its deadline, and refunds what was paid for it.
  "expire-proposals": { runtime: "nodejs", maxDuration: 30, keys: [...JOB, "STRIPE_SECRET_KEY"], cron: "*/15 * * * *" },
  // A cancellation refunds what was paid online at booking, less any fee the terms allow; it and a change asked
  // for alert the operator.
  manage: { runtime: "nodejs", maxDuration: 30, keys: [...MONEY, ...PUSH] },
  unsubscribe: {
    runtime: "nodejs",
    maxDuration: 10,
    keys: ["UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "BOOKING_LINK_SECRET"],
  },
  // The payment page records what Stripe says; a payment the booking can no longer keep goes back, and is told.
  payment: { runtime: "nodejs", maxDuration: 30, keys: MONEY },
  // It records what Stripe says and sends the note of an amount paid through its link (or a new link).
  // A payment that failed alerts the operator.
  "stripe-webhook": { runtime: "nodejs", maxDuration: 30, keys: [...MONEY, "STRIPE_WEBHOOK_SECRET", ...PUSH] },
  "remind-trips": { runtime: "nodejs", maxDuration: 30, keys: JOB, cron: "5 * * * *" },
  // The evening list, and the morning summary by e-mail and push.
  "operator-day": { runtime: "nodejs", maxDuration: 30, keys: [...JOB, ...PUSH], cron: "10 * * * *" },
  "request-reviews": { runtime: "nodejs", maxDuration: 30, keys: JOB, cron: "20 * * * *" },
  /** Ends rides on their own, takes what they owe and sends their notes and invoices. */
  "settle-rides": {
    runtime: "nodejs",
    maxDuration: 30,
    keys: [...JOB, "STRIPE_SECRET_KEY", ...PUSH],
    cron: "40 * * * *",
  },
  /**
   * The operator's console (docs/decisions/260-operator-console.md): his passkey, his day, his answers and acts, the
   * receipts register, the alerts' devices and the periods he is away.
   */
  console: { runtime: "nodejs", maxDuration: 30, keys: [...MONEY, ...PUSH] },
  // An urgent alert left unopened goes again by SMS: the only function that holds the SMS provider's key.
  "escalate-alerts": {
    runtime: "nodejs",
    maxDuration: 30,
    keys: [
      "UPSTASH_REDIS_REST_URL",
      "UPSTASH_REDIS_REST_TOKEN",
      "BOOKING_LINK_SECRET",
      "CRON_SECRET",
      "BREVO_API_KEY",
      "ALERT_SMS_TO",
    ],
    cron: "* * * * *",
  },
  // The periods the operator is away, which the booking form reads: public, kept a minute.
  availability: { runtime: "nodejs", maxDuration: 10, keys: ["UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"] },
  /** The form's check of a flight or train number; it tells the operator once a month's ceiling is reached. */
  arrival: {
    runtime: "nodejs",
    maxDuration: 10,
    keys: ["SENDGRID_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", ...ARRIVAL_DATA],
  },
  /** Follows the day's arrivals: alerts subscribed, polls at fixed times before each arrival, the pickup moved. */
  "follow-arrivals": {
    runtime: "nodejs",
    maxDuration: 30,
    keys: [...JOB, ...ARRIVAL_DATA, ...PUSH],
    cron: "*/5 * * * *",
  },
  /** The flight-data provider's alerts (its webhook): it answers within the provider's 10 s. */
  "flight-alert": { runtime: "nodejs", maxDuration: 15, keys: [...MAILS, "AERODATABOX_API_KEY", ...PUSH] },
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
