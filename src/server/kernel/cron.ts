import { timingSafeEqual } from "node:crypto";
import { type Env, isLocal } from "./env.js";
import { guarded, json } from "./http.js";

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

/** CRON_SECRET as a job checks it: null (anyone) only in the local mode; deployed, the function needs it to start. */
export function cronSecretOf(env: Env): string | null | undefined {
  return env.CRON_SECRET ?? (isLocal(env) ? null : undefined);
}

/** No new send starts with less than this left: each send is bounded, and the job runs again within the hour. */
export const CRON_SEND_BUDGET_MS = 10_000;

/** What every job checks before it runs: Vercel Cron's secret, and links switched on (it seals or opens them). */
export type CronGate = { cronSecret: string | null | undefined; secret: string | undefined };

/**
 * A Vercel Cron job: an authorised GET runs `run` once. A store that fails stops the run (nothing more is
 * tried; the next run takes over); anything unexpected answers 500 and is logged, under the job's `name`.
 */
export function cronJob(
  name: string,
  request: Request,
  gate: CronGate,
  run: () => Promise<Response>,
): Promise<Response> {
  return guarded(name, async () => {
    if (request.method !== "GET") return json(405, { error: "Method not allowed." }, { allow: "GET" });
    if (!cronAuthorised(request, gate.cronSecret)) return json(401, { error: "Unauthorized." });
    if (!gate.secret) return json(200, { sent: 0, note: "links are off on this deployment" });
    try {
      return await run();
    } catch (error) {
      // Redis failed (or is left alone after a failure): nothing more is tried; the next run takes over.
      console.error(
        `[${name}] stopped: the records cannot be read or written just now; the next run tries again`,
        error,
      );
      return json(503, { error: "store unavailable" });
    }
  });
}
