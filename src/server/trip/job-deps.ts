import { site } from "../../config/site.js";
import { getBookingStore } from "../booking/store.js";
import { type CronGate, cronSecretOf } from "../kernel/cron.js";
import { type Env, getEnv } from "../kernel/env.js";
import { linkSecret } from "../kernel/links/seal.js";
import { getMailer } from "../mail/index.js";
import type { CancelDeps } from "./cancel.js";
import { getTripStores } from "./store.js";

/**
 * What every cron job that acts on bookings and writes about them needs (the trips' jobs, the lapse of answers):
 * Vercel Cron's secret and the links' (src/server/kernel/cron.ts), the stores, the mailer, where the business's
 * copies go, the site's address and the clock: what a cancellation needs, and the gate. Each job adds its own.
 */
export type BookingJobDeps = CronGate & CancelDeps;

export function bookingJobDeps(env: Env = getEnv()): BookingJobDeps {
  return {
    bookings: getBookingStore(),
    stores: getTripStores(),
    mailer: getMailer(),
    secret: linkSecret(env),
    cronSecret: cronSecretOf(env),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    siteOrigin: new URL(env.SITE_URL).origin,
    now: () => new Date(),
  };
}
