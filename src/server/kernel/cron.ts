import { timingSafeEqual } from "node:crypto";

/**
 * Whether a request comes from Vercel Cron, which sends `Authorization: Bearer $CRON_SECRET`. `null` only in
 * the local mode, where anyone may run a job; deployed, a job refuses to start without the secret, and a
 * missing one here lets nobody in. Compared in constant time.
 */
export function cronAuthorised(request: Request, secret: string | null | undefined): boolean {
  if (secret === null) return true;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const wanted = Buffer.from(`Bearer ${secret}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** vercel.json's `maxDuration` for every cron function. */
export const CRON_MAX_DURATION_MS = 30_000;
/** No new send starts with less than this left: each send is bounded, and the job runs again within the hour. */
export const CRON_SEND_BUDGET_MS = 10_000;
