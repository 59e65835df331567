import { site } from "../../config/site.js";
import { type BookingStore, getBookingStore } from "../booking/store.js";
import { CRON_SEND_BUDGET_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { getMailer, type Mailer } from "../mail/index.js";
import { getTripStores, retentionDays, type TripStores } from "../trip/store.js";
import type { KeptDocuments } from "./kept-documents.js";

/**
 * What settling a trip needs (docs/decisions/200-booking-state.md): the booking's record (its state, its ledger, its
 * documents' numbers), the trip's details and the e-mails sent once about it, the mailer, and where the payment links
 * point. Each function that settles builds it from its own request; the tests give their own.
 */
export type SettlementDeps = {
  bookings: BookingStore;
  stores: TripStores;
  mailer: Mailer;
  /** The business's mailbox: every receipt, invoice, credit note and refund is copied there, its archive. */
  inbox: string;
  siteOrigin: string;
  /** Where the payment links sent by e-mail point (the public site, a preview's own hostname). */
  origin: string;
  /** Seals those links; undefined when links are off (then no link is sent, and the operator is told to call). */
  secret: string | undefined;
  retention: number;
  now: () => Date;
  /** Where each document's PDF is kept for the accountant; the store's own by default. */
  kept?: KeptDocuments;
};

export function settlementDeps(base: {
  secret: string | undefined;
  origin: string;
  inbox?: string;
  siteOrigin?: string;
  now?: () => Date;
}): SettlementDeps {
  const env = getEnv();
  return {
    bookings: getBookingStore(),
    stores: getTripStores(),
    mailer: getMailer(),
    inbox: base.inbox ?? env.BOOKING_INBOX ?? site.email.contact,
    siteOrigin: base.siteOrigin ?? new URL(env.SITE_URL).origin,
    origin: base.origin,
    secret: base.secret,
    retention: retentionDays(env),
    now: base.now ?? (() => new Date()),
  };
}

/**
 * When one e-mail of a settling act must have answered: at most CRON_SEND_BUDGET_MS from when it starts, and early
 * enough before `deadline` to leave `reserve` ms for what follows it (its record, the next e-mail). Read when the
 * send starts, so a slow step before it leaves the send less time, never the whole answer.
 */
export function sendBy(deadline: number, reserve = 0): () => number {
  return () => Math.min(Date.now() + CRON_SEND_BUDGET_MS, deadline - reserve);
}
