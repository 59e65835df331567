import type { Redis } from "@upstash/redis";
import { parisClock } from "../../lib/paris-time.js";
import { isReference } from "../kernel/reference.js";
import { err, ok, type Result } from "../kernel/result.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";

/**
 * Invoice numbers: « 2026-0001 », one sequence per calendar year (Nantes time), in order, without a gap, never
 * reused (CGI, art. 242 nonies A: a continuous chronological sequence). A number is drawn for a booking, not for
 * a call: the draw that gives a booking its number is the same atomic step that records it, so drawing again
 * for the same booking (a retry, a second instance, a timeout after Redis had answered) gives the same number
 * back instead of leaving a hole. Drawn on Upstash with one script (`INCR` of the year's counter and the
 * booking's record together); in the local mode, in memory. When Redis fails, no number: never one made up.
 */
export type InvoiceNumbers = {
  draw(reference: string, issuedAt: Date): Promise<Result<string, string>>;
};

const SEQUENCE = "invoice:sequence:";
const OF_BOOKING = "invoice:of:";
/** Longer than Upstash's slowest answer; a timeout after Redis acted is made whole by the next draw. */
const REDIS_TIMEOUT_MS = 2_000;

/** KEYS[1]: the year's counter; KEYS[2]: the booking's number. ARGV[1]: the year. */
const DRAW = `
local kept = redis.call('GET', KEYS[2])
if kept then return kept end
local n = redis.call('INCR', KEYS[1])
local number = ARGV[1] .. '-' .. string.format('%04d', n)
redis.call('SET', KEYS[2], number)
return number
`;

const NUMBER = /^\d{4}-\d{4,}$/;

function yearOf(issuedAt: Date): number {
  return parisClock(issuedAt).year;
}

export function redisInvoiceNumbers(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): InvoiceNumbers {
  return {
    async draw(reference, issuedAt) {
      if (!isReference(reference)) return err(`not a booking reference: ${reference}`);
      const year = yearOf(issuedAt);
      try {
        const number = await callRedis(
          () =>
            redis.eval<[string], unknown>(DRAW, [`${SEQUENCE}${year}`, `${OF_BOOKING}${reference}`], [String(year)]),
          timeoutMs,
          "Redis invoice number",
          // A draw is worth its one try even while this instance leaves Redis alone: nothing stands in for it.
          { evenIfPaused: true },
        );
        const text = String(number);
        if (!NUMBER.test(text)) return err(`Redis answered ${text} for an invoice number`);
        return ok(text);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`[invoice] no number for ${reference}: ${reason} (nothing drawn locally; try again)`);
        return err(reason);
      }
    },
  };
}

/** The local mode's numbers, in this process's memory: the same rules, nothing shared. */
export function memoryInvoiceNumbers(): InvoiceNumbers {
  const counters = new Map<number, number>();
  const kept = new Map<string, string>();
  return {
    async draw(reference, issuedAt) {
      if (!isReference(reference)) return err(`not a booking reference: ${reference}`);
      const existing = kept.get(reference);
      if (existing) return ok(existing);
      const year = yearOf(issuedAt);
      const n = (counters.get(year) ?? 0) + 1;
      counters.set(year, n);
      const number = `${year}-${String(n).padStart(4, "0")}`;
      kept.set(reference, number);
      return ok(number);
    },
  };
}

/** Upstash when it is configured, else memory (the local mode; deployed, Upstash is a required key). */
export const getInvoiceNumbers = storeOnce<InvoiceNumbers>(redisInvoiceNumbers, memoryInvoiceNumbers);
