import { ANSWER_RECORD_DAYS } from "../../config/retention.js";
import type { Redis } from "@upstash/redis";
import { rateLimitedLog } from "./limits/rate-limit.js";
import { callRedis, storeOnce } from "./store/redis.js";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read aloud over the phone

/** "VPN-261122-K7QM": the day, then 4 random characters (about a million per day). */
export function bookingReference(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, "");
  const random = crypto.getRandomValues(new Uint8Array(4));
  return `VPN-${day}-${Array.from(random, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

const REFERENCE = new RegExp(`^VPN-\\d{6}-[${ALPHABET}]{4}$`);

/** Whether a text has a reference's shape: checked before one names a file or a Redis key. */
export function isReference(text: string): boolean {
  return REFERENCE.test(text);
}

/**
 * Each request's reference is its own for as long as its links live: the confirmation store answers a link
 * once per reference, so two requests sharing one could not both be answered. A reference is claimed with
 * SET NX when drawn, and drawn again if another request of the period already holds it.
 */
export type ReferenceStore = { claim(reference: string): Promise<boolean> };

/** Longer than a link lives (30 days). */
export const REFERENCE_TTL_SECONDS = ANSWER_RECORD_DAYS * 24 * 60 * 60;
const REDIS_TIMEOUT_MS = 600;
const MAX_DRAWS = 5;

export function redisReferenceStore(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): ReferenceStore {
  return {
    async claim(reference) {
      const set = await callRedis(
        () => redis.set(`booking:reference:${reference}`, "1", { nx: true, ex: REFERENCE_TTL_SECONDS }),
        timeoutMs,
        "Redis SET NX",
      );
      return set === "OK";
    },
  };
}

/** This instance's own memory: where references are claimed while Redis fails, never instead of it. */
export function instanceReferenceStore(): ReferenceStore {
  const held = new Map<string, number>();
  return {
    async claim(reference) {
      const now = Date.now();
      if ((held.get(reference) ?? 0) > now) return false;
      held.set(reference, now + REFERENCE_TTL_SECONDS * 1000);
      return true;
    },
  };
}

/** Redis when it answers; this instance's memory when it fails (a collision is then merely unlikely). */
export function resilientReferenceStore(primary: ReferenceStore, fallback: ReferenceStore): ReferenceStore {
  const log = rateLimitedLog();
  return {
    async claim(reference) {
      try {
        return await primary.claim(reference);
      } catch (error) {
        log(
          `[booking] reference claim failed on Redis (${error instanceof Error ? error.message : error}), claimed in memory`,
        );
        return fallback.claim(reference);
      }
    },
  };
}

export const getReferenceStore = storeOnce<ReferenceStore>((redis) =>
  resilientReferenceStore(redisReferenceStore(redis), instanceReferenceStore()),
);

/** A reference no other request of the period holds, drawn again on a collision (a million a day to draw from). */
export async function uniqueReference(
  now: Date,
  references: ReferenceStore,
  draw: (now: Date) => string = bookingReference,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = draw(now);
    if (await references.claim(reference)) return reference;
    if (attempt === MAX_DRAWS) {
      console.error(`[booking] ${MAX_DRAWS} references in a row already taken: ${reference} kept, it may be shared`);
      return reference;
    }
    console.warn(`[booking] reference ${reference} already taken: drawn again`);
  }
}
