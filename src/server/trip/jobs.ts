import { JOB_BATCH, REMINDER_WINDOW_HOURS, REVIEW_AFTER_HOURS, REVIEW_SENDING_HOURS } from "../../config/trips.js";
import { site } from "../../config/site.js";
import { parisClock } from "../../lib/paris-time.js";
import { CRON_SEND_BUDGET_MS, cronJob, cronSecretOf } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { maxDurationMs } from "../kernel/functions.js";
import { sha256 } from "../kernel/hash.js";
import { json } from "../kernel/http.js";
import { linkOrigin } from "../kernel/links/origin.js";
import { linkSecret } from "../kernel/links/seal.js";
import { getMailer, type Mailer, type MailMessage } from "../mail/index.js";
import { mailboxOf } from "../mail/mailbox.js";
import { type SendOutcome, sendOnce } from "../mail/send-once.js";
import { reminderEmail } from "./emails/reminder.js";
import { reviewEmail } from "./emails/review.js";
import { manageToken, manageUrl, manageUrlFor } from "./manage-link.js";
import { unsubscribeUrl } from "./unsubscribe.js";
import { getTripStores, pickupOf, retentionDays, type Trip, type TripStores } from "./store.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The jobs Vercel Cron runs every hour over the trips recorded in Upstash (docs/decisions/110-trips.md): the
 * reminder the day before, the review request after the trip (and the operator's day, ../operator/day.ts). Each
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
  now: () => Date;
};

export function defaultTripJobDeps(request: Request): TripJobDeps {
  const env = getEnv();
  return {
    stores: getTripStores(),
    mailer: getMailer(),
    secret: linkSecret(env),
    cronSecret: cronSecretOf(env),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    siteOrigin: new URL(env.SITE_URL).origin,
    origin: linkOrigin(request, env),
    retention: retentionDays(env),
    reviewUrl: site.reviewUrl,
    now: () => new Date(),
  };
}

/** When a job stops starting sends: each send is bounded and the job runs again within the hour. */
export const jobStopAt = () => Date.now() + maxDurationMs("remind-trips") - CRON_SEND_BUDGET_MS;

/** One message of a job, sent once under `key` (../mail/send-once.ts). */
export function sendJobMessage(d: TripJobDeps, key: string, message: MailMessage, label: string): Promise<SendOutcome> {
  return sendOnce(d.stores.sent, key, message, {
    mailer: d.mailer,
    at: d.now().toISOString(),
    deadline: Date.now() + CRON_SEND_BUDGET_MS,
    label,
  });
}

async function liveTrip(reference: string, d: TripJobDeps): Promise<Trip | null> {
  const trip = await d.stores.trips.get(reference);
  if (!trip) return null;
  return (await d.stores.cancellations.get(reference)) ? null : trip;
}

/**
 * One message to each trip of `due` still booked, in order, while the run has time (`stopAt`); `messageOf`
 * gives its key and text, or null to skip the trip. The references whose message left are logged and returned.
 */
async function sendToLiveTrips(
  d: TripJobDeps,
  due: string[],
  stopAt: number,
  label: string,
  messageOf: (trip: Trip) => Promise<{ key: string; message: MailMessage } | null>,
): Promise<string[]> {
  const sent: string[] = [];
  for (const reference of due) {
    if (Date.now() > stopAt) break;
    const trip = await liveTrip(reference, d);
    const next = trip && (await messageOf(trip));
    if (next && (await sendJobMessage(d, next.key, next.message, label)) === "sent") sent.push(reference);
  }
  if (sent.length) console.info(`[${label}] ${sent.length} sent: ${sent.join(", ")}`);
  return sent;
}

/** GET /api/remind-trips: every customer whose pickup is 24 to 36 hours ahead, once per pickup time. */
export function handleReminders(request: Request, deps?: TripJobDeps): Promise<Response> {
  const d = deps ?? defaultTripJobDeps(request);
  return cronJob("reminders", request, d, () => reminders(d, jobStopAt()));
}

/** GET /api/request-reviews: the review request a few hours after each trip, in the daytime, once. */
export function handleReviews(request: Request, deps?: TripJobDeps): Promise<Response> {
  const d = deps ?? defaultTripJobDeps(request);
  return cronJob("reviews", request, d, () => reviews(d, jobStopAt()));
}

/** A changed pickup time gets its own reminder: the key names the pickup. */
async function reminders(d: TripJobDeps, stopAt: number): Promise<Response> {
  const now = d.now().getTime();
  await d.stores.trips.prune(now - d.retention * DAY_MS);
  const due = await d.stores.trips.between(
    now + REMINDER_WINDOW_HOURS.from * HOUR_MS,
    now + REMINDER_WINDOW_HOURS.to * HOUR_MS,
    JOB_BATCH,
  );
  const sent = await sendToLiveTrips(d, due, stopAt, "reminders", async (trip) => ({
    key: `reminder:${trip.request.reference}:${pickupOf(trip)}`,
    message: reminderEmail(trip, manageUrlFor(trip, d.secret!, d.origin, d.retention)),
  }));
  return json(200, { checked: due.length, sent: sent.length });
}

/** Unless the customer opted out: the review request is the only marketing-like message we send. */
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
  const sent = await sendToLiveTrips(d, due, stopAt, "reviews", async (trip) => {
    // Refused when he booked, refused since, or a ride he did not take: no review request.
    if (trip.request.reviewOptOut) return null;
    if (await d.stores.optOuts.has(await sha256(mailboxOf(trip.request.email).mailbox))) return null;
    if (await d.stores.outcomes.get(trip.request.reference)) return null;
    const token = manageToken(trip, d.secret!, d.retention);
    const unsubscribe = manageUrl(d.origin, token, trip.request.locale, "unsubscribe");
    return {
      key: `review:${trip.request.reference}`,
      message: reviewEmail(trip, d.reviewUrl, unsubscribe, unsubscribeUrl(d.origin, token)),
    };
  });
  return json(200, { checked: due.length, sent: sent.length });
}
