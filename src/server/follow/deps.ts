import { site } from "../../config/site.js";
import { type AlertProvider, alertOperator, alertProvider, type LookupDeps, lookupDeps } from "../arrivals/index.js";
import { type BookingStore, getBookingStore } from "../booking/store.js";
import { cronSecretOf } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { linkOrigin } from "../kernel/links/link-origin.js";
import { linkSecret } from "../kernel/links/seal.js";
import { isOnceRecord, type OnceRecord, onceStore } from "../kernel/store/once.js";
import { getMailer, type Mailer } from "../mail/index.js";
import type { SendOutcome } from "../mail/send-once.js";
import type { OperatorAlert } from "../arrivals/index.js";
import { getTripStores, retentionDays, type TripStores } from "../trip/store.js";
import { pushArrivalAlert } from "./operator-push.js";

/**
 * What following an arrival needs (docs/decisions/250-arrivals-followed.md): the booking's record, the trip (who to
 * tell, in which language), the lookups and their month's ceiling, the flight alerts, the mail, the operator's alert
 * (one function, ../arrivals/operator-alert.ts), the link secret (the manage link, the webhook's address) and a clock.
 */
export type FollowDeps = {
  bookings: BookingStore;
  trips: TripStores;
  lookup: LookupDeps;
  alerts: AlertProvider | null;
  mailer: Mailer;
  /** The operator told, within `deadline`. */
  tellOperator: (alert: OperatorAlert, deadline: number) => Promise<SendOutcome>;
  secret: string | undefined;
  cronSecret: string | null | undefined;
  /** Where the customer's links and the webhook's address point. */
  origin: string;
  retention: number;
  now: () => Date;
};

export function defaultFollowDeps(request: Request): FollowDeps {
  const env = getEnv();
  const sent = onceStore<OnceRecord>("arrivals:sent:", isOnceRecord);
  const inbox = env.BOOKING_INBOX ?? site.email.contact;
  const mailer = getMailer();
  const now = () => new Date();
  return {
    bookings: getBookingStore(),
    trips: getTripStores(),
    lookup: lookupDeps(),
    alerts: alertProvider(env),
    mailer,
    // By e-mail (his archive), and pushed to his phone when it needs him on the road.
    tellOperator: async (alert, deadline) => {
      const [mailed] = await Promise.all([
        alertOperator(alert, { mailer, sent, inbox, now }, deadline),
        pushArrivalAlert(alert, deadline),
      ]);
      return mailed;
    },
    secret: linkSecret(env),
    cronSecret: cronSecretOf(env),
    origin: linkOrigin(request, env),
    retention: retentionDays(env),
    now,
  };
}
