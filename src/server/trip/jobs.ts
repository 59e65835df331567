import { JOB_BATCH, REMINDER_WINDOW_HOURS, REVIEW_AFTER_HOURS, REVIEW_SENDING_HOURS } from "../../config/trips.js";
import { site } from "../../config/site.js";
import { parisClock } from "../../lib/paris-time.js";
import { cronJob, cronSecretOf, type JobClock, jobClock, SEND_COST_MS, STORE_CALL_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { sha256 } from "../kernel/hash.js";
import { json } from "../kernel/http.js";
import { linkOrigin } from "../kernel/links/link-origin.js";
import { linkSecret } from "../kernel/links/seal.js";
import { getMailer, type Mailer, type MailMessage } from "../mail/index.js";
import { mailboxOf } from "../mail/mailbox.js";
import { type SendOutcome, sendOnce } from "../mail/send-once.js";
import { reminderEmail } from "./emails/reminder.js";
import { reviewEmail } from "./emails/review.js";
import { manageToken, manageUrl, manageUrlFor } from "./manage-link.js";
import { sealUnsubscribe, unsubscribeUrl } from "./unsubscribe.js";
import type { BookingRecord } from "../booking/record.js";
import type { BookingState } from "../booking/states.js";
import { type BookingStore, getBookingStore } from "../booking/store.js";
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
  bookings: BookingStore;
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
  reviewUrl: string | null;
  now: () => Date;
};

export function defaultTripJobDeps(request: Request): TripJobDeps {
  const env = getEnv();
  return {
    bookings: getBookingStore(),
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

/**
 * One message of a job, sent once under `key` (../mail/send-once.ts), within the job's time: its send ends in
 * time for its record to be written before the job answers.
 */
export function sendJobMessage(
  d: TripJobDeps,
  key: string,
  message: MailMessage | (() => Promise<MailMessage | null>),
  label: string,
  clock: JobClock,
): Promise<SendOutcome> {
  return sendOnce(d.stores.sent, key, message, {
    mailer: d.mailer,
    at: d.now().toISOString(),
    deadline: clock.sendDeadline,
    label,
  });
}

/** The trip, if its booking is in one of `states` (a reminder: still booked; a review: a ride that happened). */
async function liveTrip(reference: string, d: TripJobDeps, states: readonly BookingState[]): Promise<Trip | null> {
  const [trip, record] = await Promise.all([d.stores.trips.get(reference), d.bookings.get(reference)]);
  return trip && record && states.includes(record.state) ? trip : null;
}

/** A ride that happened, or is taken as having happened: neither cancelled nor missed by its customer. */
const RIDDEN: readonly BookingState[] = ["confirmed", "ended", "closed"];
const closedNoShow = (record: BookingRecord | null) => record?.fee?.kind === "no-show";

/**
 * One message to each trip of `due` still booked, in order, while the run has time for a whole step (`reads`
 * rounds of reads, then a send from claim to record); `messageOf` gives its key and text, or null to skip the
 * trip. The references whose message left are logged and returned; the rest wait for the next run.
 */
async function sendToLiveTrips(
  d: TripJobDeps,
  due: string[],
  clock: JobClock,
  reads: number,
  label: string,
  states: readonly BookingState[],
  messageOf: (trip: Trip) => Promise<{ key: string; message: MailMessage } | null>,
): Promise<string[]> {
  const sent: string[] = [];
  let left = 0;
  for (const [i, reference] of due.entries()) {
    if (!clock.fits(reads * STORE_CALL_MS + SEND_COST_MS)) {
      left = due.length - i;
      break;
    }
    const trip = await liveTrip(reference, d, states);
    const next = trip && (await messageOf(trip));
    if (next && (await sendJobMessage(d, next.key, next.message, label, clock)) === "sent") sent.push(reference);
  }
  if (sent.length) console.info(`[${label}] ${sent.length} sent: ${sent.join(", ")}`);
  if (left) console.warn(`[${label}] out of time: ${left} left for the next run`);
  return sent;
}

/** GET /api/remind-trips: every customer whose pickup is 24 to 36 hours ahead, once per pickup time. */
export function handleReminders(request: Request, deps?: TripJobDeps): Promise<Response> {
  const d = deps ?? defaultTripJobDeps(request);
  const clock = jobClock("remind-trips");
  return cronJob("reminders", request, d, () => reminders(d, clock));
}

/** GET /api/request-reviews: the review request a few hours after each trip, in the daytime, once. */
export function handleReviews(request: Request, deps?: TripJobDeps): Promise<Response> {
  const d = deps ?? defaultTripJobDeps(request);
  const clock = jobClock("request-reviews");
  return cronJob("reviews", request, d, () => reviews(d, clock));
}

/** A changed pickup time gets its own reminder: the key names the pickup. */
async function reminders(d: TripJobDeps, clock: JobClock): Promise<Response> {
  const now = d.now().getTime();
  await d.stores.trips.prune(now - d.retention * DAY_MS);
  const due = await d.stores.trips.between(
    now + REMINDER_WINDOW_HOURS.from * HOUR_MS,
    now + REMINDER_WINDOW_HOURS.to * HOUR_MS,
    JOB_BATCH,
  );
  const sent = await sendToLiveTrips(d, due, clock, 1, "reminders", ["confirmed"], async (trip) => ({
    key: `reminder:${trip.request.reference}:${pickupOf(trip)}`,
    message: reminderEmail(trip, manageUrlFor(trip, d.secret!, d.origin, d.retention)),
  }));
  return json(200, { checked: due.length, sent: sent.length });
}

/** Unless the customer opted out: the review request is the only marketing-like message we send. */
async function reviews(d: TripJobDeps, clock: JobClock): Promise<Response> {
  const reviewUrl = d.reviewUrl;
  if (!reviewUrl) return json(200, { sent: 0, note: "no review link in src/config/site.ts: none is asked for" });
  const now = d.now();
  const hour = parisClock(now).hour;
  if (hour < REVIEW_SENDING_HOURS.from || hour >= REVIEW_SENDING_HOURS.to) return json(200, { due: false, sent: 0 });
  const due = await d.stores.trips.between(
    now.getTime() - REVIEW_AFTER_HOURS.to * HOUR_MS,
    now.getTime() - REVIEW_AFTER_HOURS.from * HOUR_MS,
    JOB_BATCH,
  );
  const sent = await sendToLiveTrips(d, due, clock, 2, "reviews", RIDDEN, async (trip) => {
    // Refused when booking, refused since, or a ride not taken: no review request.
    if (trip.request.reviewOptOut) return null;
    const mailbox = await sha256(mailboxOf(trip.request.email).mailbox);
    const [optedOut, record] = await Promise.all([
      d.stores.optOuts.has(mailbox),
      d.bookings.get(trip.request.reference),
    ]);
    if (optedOut || closedNoShow(record)) return null;
    const token = manageToken(trip, d.secret!, d.retention);
    const unsubscribe = manageUrl(d.origin, token, trip.request.locale, "unsubscribe");
    // The header's link, fetched by link scanners and kept in access logs, can only unsubscribe (./unsubscribe.ts).
    const oneClickToken = sealUnsubscribe({ reference: trip.request.reference, mailbox }, d.secret!);
    return {
      key: `review:${trip.request.reference}`,
      message: reviewEmail(trip, reviewUrl, unsubscribe, unsubscribeUrl(d.origin, oneClickToken)),
    };
  });
  return json(200, { checked: due.length, sent: sent.length });
}
