import { timingSafeEqual } from "node:crypto";
import { type Env, isLocal } from "./env.js";
import { answerDeadline, type NodeFunctionName } from "./functions.js";
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

/** The longest one send of a job may take: it is cut shorter when the job's time is running out. */
export const CRON_SEND_BUDGET_MS = 10_000;

/** What one store command may take (each is bounded at 800 ms), rounded up: the unit a job reserves its time in. */
export const STORE_CALL_MS = 1_000;

/** A send is not started with less than this for it: one cut shorter would only be uncertain. */
export const MIN_SEND_MS = 4_000;

/** What one message of a job costs at most, from its claim to its record: a claim, the send, the record. */
export const SEND_COST_MS = STORE_CALL_MS + MIN_SEND_MS + STORE_CALL_MS;

/**
 * A job's time (docs/decisions/175-abuse-third-round-server.md): every answer leaves ANSWER_MARGIN_MS before
 * `maxDuration`, so a run is never cut off mid-send, which would leave a message uncertain and never retried. A
 * step starts only if its whole cost `fits`; a send's deadline leaves room for the record written after it.
 */
export type JobClock = { answerBy: number; fits(ms: number): boolean; sendDeadline(): number };

export function jobClock(name: NodeFunctionName, startedAt = Date.now()): JobClock {
  const answerBy = answerDeadline(name, startedAt);
  return {
    answerBy,
    fits: (ms) => Date.now() + ms <= answerBy,
    sendDeadline: () => Math.min(Date.now() + CRON_SEND_BUDGET_MS, answerBy - STORE_CALL_MS),
  };
}

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
