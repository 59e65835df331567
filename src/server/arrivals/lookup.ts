import { ARRIVALS } from "../../config/arrivals.js";
import type { ArrivalKind } from "../../lib/arrival-number.js";
import { type Limiter, rateLimitedLog } from "../kernel/limits/rate-limit.js";
import type { SendOutcome } from "../mail/send-once.js";
import { isoDay } from "./aerodatabox.js";
import type { Budget } from "./budget.js";
import type { LookupCache } from "./cache.js";
import type { OperatorAlert } from "./operator-alert.js";
import type { ArrivalProvider, Found } from "./types.js";

/**
 * A flight's or a train's news for one day, at the lowest cost: what a lookup found a moment ago is given again;
 * else one lookup, counted in the month's ceiling before it is made (docs/decisions/250-arrivals-followed.md).
 * `use`: the form's check (it stops short of the lookups kept for the bookings followed, and within its day's share)
 * or the following of a booking (`fresh`: on the day, the job's own poll, never an answer kept from before).
 */
export type Checked = Found | { found: "unchecked"; why: "ceiling" | "busy" | "provider" | "store" | "off" };

export type LookupDeps = {
  providers: Record<ArrivalKind, ArrivalProvider | null>;
  budget: Budget;
  cache: LookupCache;
  /** The form's lookups that reach a provider, for everyone together in a day. */
  formShare: Limiter;
  /** The operator's alert when a ceiling is reached (./operator-alert.ts), sent once a month. */
  alert: (alert: OperatorAlert) => Promise<SendOutcome | "skipped">;
  now: () => Date;
};

/** The day's share spent is logged at most once a minute (with how many were not): a script cannot flood the logs. */
const shareLog = rateLimitedLog(60_000, (line) => console.warn(line));

export async function checkArrival(
  d: LookupDeps,
  kind: ArrivalKind,
  number: string,
  date: string,
  use: "form" | "follow",
  fresh = false,
): Promise<Checked> {
  if (!fresh) {
    const kept = await d.cache.get(kind, number, date);
    if (kept) return kept;
  }
  const provider = d.providers[kind];
  if (!provider) return { found: "unchecked", why: "off" };
  if (use === "form" && !(await d.formShare.limit("all")).success) {
    shareLog(
      `[arrivals] the form's lookups of the day are spent (RATE_LIMIT_ARRIVALS_ALL): ${kind} ${number} not checked`,
    );
    return { found: "unchecked", why: "busy" };
  }
  const keep = use === "form" ? Math.ceil(d.budget.ceiling("lookups") * ARRIVALS.reservedForFollowing) : 0;
  const spent = await d.budget.spend("lookups", keep);
  if (spent === "unavailable") return { found: "unchecked", why: "store" };
  if (spent === "ceiling") {
    // The form reaching the part kept for following is its own limit, not the month's: nobody is alerted for it.
    if (use === "follow") await ceilingReached(d, "lookups");
    return { found: "unchecked", why: "ceiling" };
  }
  const answer = await provider.lookup(number, date, d.now().getTime());
  if (!answer.ok) {
    console.error(`[arrivals] ${kind} ${number} ${date}: ${answer.error}`);
    return { found: "unchecked", why: "provider" };
  }
  await d.cache.set(kind, number, date, answer.value, isoDay(d.now().getTime()) === date);
  return answer.value;
}

/** Said to the operator once a month, never silently (the alert's key names the month). */
export async function ceilingReached(d: Pick<LookupDeps, "budget" | "alert">, ceiling: "lookups" | "alerts") {
  console.error(
    `[arrivals] the month's ${ceiling} ceiling (${d.budget.ceiling(ceiling)}) is reached: falling back to the schedule`,
  );
  await d
    .alert({ kind: "ceiling", ceiling, month: d.budget.month(), limit: d.budget.ceiling(ceiling) })
    .catch((error) => console.error("[arrivals] the operator could not be told of the ceiling", error));
}
