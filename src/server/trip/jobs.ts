import {
  JOB_BATCH,
  OPERATOR_DAY_AT,
  REMINDER_WINDOW_HOURS,
  REVIEW_AFTER_HOURS,
  REVIEW_SENDING_HOURS,
} from "../../config/trips.js";
import { site } from "../../config/site.js";
import { parisClock, parisToUtc } from "../../lib/paris-time.js";
import type { AnswerStore } from "../kernel/store/once.js";
import { linkOrigin } from "../kernel/links/origin.js";
import { linkSecret } from "../kernel/links/seal.js";
import { CRON_MAX_DURATION_MS, CRON_SEND_BUDGET_MS, cronAuthorised } from "../kernel/cron.js";
import { getEnv, isLocal } from "../kernel/env.js";
import { guarded, json } from "../kernel/http.js";
import { getMailer, type Mailer, type MailMessage } from "../mail/index.js";
import { type DayTrip, operatorDayEmail } from "../operator/day-email.js";
import { reminderEmail } from "./emails/reminder.js";
import { reviewEmail } from "./emails/review.js";
import { mailboxOf } from "../mail/mailbox.js";
import { sha256 } from "../kernel/reference.js";
import { getTripStores, pickupOf, retentionDays, type Sent, type Trip, type TripStores } from "./store.js";
import { manageUrlFor } from "./terms.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The three jobs Vercel Cron runs every hour over the trips recorded in Upstash (docs/decisions/110-trips.md):
 * the reminder the day before, the operator's day each evening, the review request after the trip. Each
 * message is claimed with SET NX before it leaves and settled after, so a run repeated or overlapping sends
 * nothing twice; a refused send releases its claim for the next run; an uncertain one is never repeated. A
 * Redis failure stops the run: the next one takes over.
 */
export type TripJobDeps = {
  stores: TripStores;
  mailer: Mailer;
  /** Seals the manage links; undefined when links are off. */
  secret: string | undefined;
  /** CRON_SECRET; null only in the local mode (src/server/kernel/cron.ts). */
  cronSecret: string | null | undefined;
  inbox: string;
  siteOrigin: string;
  /** Where manage links point (the public site; a preview's own hostname). */
  origin: string;
  retention: number;
  /** The operator's review link, from src/config/site.ts; none is asked for while it is empty. */
  reviewUrl: string;
  /** When the operator's day leaves, Nantes time "HH:MM". */
  dayAt: string;
  now: () => Date;
};

export function defaultTripJobDeps(request: Request): TripJobDeps {
  const env = getEnv();
  return {
    stores: getTripStores(),
    mailer: getMailer(),
    secret: linkSecret(env),
    cronSecret: env.CRON_SECRET ?? (isLocal(env) ? null : undefined),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    siteOrigin: new URL(env.SITE_URL).origin,
    origin: linkOrigin(request, env),
    retention: retentionDays(env),
    reviewUrl: site.reviewUrl,
    dayAt: env.OPERATOR_DAY_AT ?? OPERATOR_DAY_AT,
    now: () => new Date(),
  };
}

type Job = "reminders" | "day" | "reviews";
type Outcome = "sent" | "already" | "refused" | "uncertain";

/** Runs `job` once for an authorised GET; anything unexpected answers 500 and is logged. */
export function handleTripJob(job: Job, request: Request, deps?: TripJobDeps): Promise<Response> {
  return guarded(job, async () => {
    const d = deps ?? defaultTripJobDeps(request);
    if (request.method !== "GET") return json(405, { error: "Method not allowed." }, { allow: "GET" });
    if (!cronAuthorised(request, d.cronSecret)) return json(401, { error: "Unauthorized." });
    if (!d.secret) return json(200, { sent: 0, note: "links are off on this deployment" });
    const stopAt = Date.now() + CRON_MAX_DURATION_MS - CRON_SEND_BUDGET_MS;
    try {
      if (job === "reminders") return await reminders(d, stopAt);
      if (job === "day") return await operatorDay(d);
      return await reviews(d, stopAt);
    } catch (error) {
      // Redis failed (or is left alone after a failure): nothing more is tried; the next hourly run takes over.
      console.error(`[${job}] stopped: the trips cannot be read or recorded just now; the next run tries again`, error);
      return json(503, { error: "store unavailable" });
    }
  });
}

/** claim → send → settle. A claim failing throws (the run stops); a refused send releases it for the next run. */
async function sendOnce(store: AnswerStore<Sent>, key: string, message: MailMessage, d: TripJobDeps, job: Job) {
  const at = d.now().toISOString();
  const claim = await store.claim(key, { state: "pending", at });
  if (!claim.claimed) return "already" satisfies Outcome;
  const sent = await d.mailer.send(message, { deadline: Date.now() + CRON_SEND_BUDGET_MS });
  if (!sent.ok && !sent.error.uncertain) {
    await store.release(key).catch((error) => console.error(`[${job}] ${key}: release failed`, error));
    console.error(
      `[${job}] ${message.reference} ${message.kind} NOT SENT (${sent.error.reason}); the next run tries again`,
    );
    return "refused" satisfies Outcome;
  }
  const state = sent.ok ? "done" : "uncertain";
  // The message has left (or may have): recorded even while this instance leaves Redis alone; if that fails
  // too, the claim stays and reads as uncertain after a minute: never sent twice.
  await store
    .settle(key, { state, at })
    .catch((error) =>
      console.error(`[${job}] ${key}: sent but not recorded (the claim keeps it from leaving again)`, error),
    );
  if (!sent.ok)
    console.error(`[${job}] ${message.reference} ${message.kind} UNCERTAIN (${sent.error.reason}); not resent`);
  return (sent.ok ? "sent" : "uncertain") satisfies Outcome;
}

async function liveTrip(reference: string, d: TripJobDeps): Promise<Trip | null> {
  const trip = await d.stores.trips.get(reference);
  if (!trip) return null;
  return (await d.stores.cancellations.get(reference)) ? null : trip;
}

/** Every customer whose pickup is 24 to 36 hours ahead, once per pickup time (a changed time gets its own). */
async function reminders(d: TripJobDeps, stopAt: number): Promise<Response> {
  const now = d.now().getTime();
  await d.stores.trips.prune(now - d.retention * DAY_MS);
  const due = await d.stores.trips.between(
    now + REMINDER_WINDOW_HOURS.from * HOUR_MS,
    now + REMINDER_WINDOW_HOURS.to * HOUR_MS,
    JOB_BATCH,
  );
  const sent: string[] = [];
  for (const reference of due) {
    if (Date.now() > stopAt) break;
    const trip = await liveTrip(reference, d);
    if (!trip) continue;
    const message = reminderEmail(trip, manageUrlFor(trip, d.secret!, d.origin, d.retention));
    if ((await sendOnce(d.stores.sent, `reminder:${reference}:${pickupOf(trip)}`, message, d, "reminders")) === "sent")
      sent.push(reference);
  }
  if (sent.length) console.info(`[reminders] ${sent.length} sent: ${sent.join(", ")}`);
  return json(200, { checked: due.length, sent: sent.length });
}

/** "2026-12-03" for the day after `at`, in Nantes. */
export function parisTomorrow(at: Date): string {
  const c = parisClock(at);
  const next = new Date(Date.UTC(c.year, c.month - 1, c.day + 1));
  return next.toISOString().slice(0, 10);
}

function nextDay(day: string): string {
  const [y, m, dd] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, dd + 1)).toISOString().slice(0, 10);
}

/** From `dayAt` until midnight (Nantes time), once a day: tomorrow's trips to the business. */
async function operatorDay(d: TripJobDeps): Promise<Response> {
  const now = d.now();
  const c = parisClock(now);
  const clock = `${String(c.hour).padStart(2, "0")}:${String(c.minute).padStart(2, "0")}`;
  if (clock < d.dayAt) return json(200, { due: false, sent: 0 });
  const day = parisTomorrow(now);
  const key = `day:${day}`;
  if (await d.stores.sent.get(key)) return json(200, { day, sent: 0, already: true });
  const references = await d.stores.trips.between(
    parisToUtc(day, "00:00").getTime(),
    parisToUtc(nextDay(day), "00:00").getTime(),
    200,
  );
  const trips: DayTrip[] = [];
  for (const reference of references) {
    const trip = await d.stores.trips.get(reference);
    if (!trip) continue;
    const [cancellation, change] = await Promise.all([
      d.stores.cancellations.get(reference),
      d.stores.changes.get(reference),
    ]);
    trips.push({ trip, cancellation, change });
  }
  const message = operatorDayEmail(day, trips, d.inbox, d.siteOrigin, now);
  const outcome = await sendOnce(d.stores.sent, key, message, d, "day");
  if (outcome === "sent") console.info(`[day] ${day}: ${trips.length} trip(s) sent to the business`);
  return json(200, { day, trips: trips.length, sent: outcome === "sent" ? 1 : 0 });
}

/** A few hours after each pickup, in the daytime, once: the review request, unless the customer opted out. */
async function reviews(d: TripJobDeps, stopAt: number): Promise<Response> {
  if (!d.reviewUrl) return json(200, { sent: 0, note: "no review link in src/config/site.ts: none is asked for" });
  const now = d.now();
  const hour = parisClock(now).hour;
  if (hour < REVIEW_SENDING_HOURS.from || hour >= REVIEW_SENDING_HOURS.to) return json(200, { due: false, sent: 0 });
  const due = await d.stores.trips.between(
    now.getTime() - REVIEW_AFTER_HOURS.to * HOUR_MS,
    now.getTime() - REVIEW_AFTER_HOURS.from * HOUR_MS,
    JOB_BATCH,
  );
  const sent: string[] = [];
  for (const reference of due) {
    if (Date.now() > stopAt) break;
    const trip = await liveTrip(reference, d);
    if (!trip) continue;
    if (await d.stores.optOuts.has(await sha256(mailboxOf(trip.request.email).mailbox))) continue;
    const unsubscribe = manageUrlFor(trip, d.secret!, d.origin, d.retention, "unsubscribe");
    const message = reviewEmail(trip, d.reviewUrl, unsubscribe);
    if ((await sendOnce(d.stores.sent, `review:${reference}`, message, d, "reviews")) === "sent") sent.push(reference);
  }
  if (sent.length) console.info(`[reviews] ${sent.length} sent: ${sent.join(", ")}`);
  return json(200, { checked: due.length, sent: sent.length });
}
