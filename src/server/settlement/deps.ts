import { site } from "../../config/site.js";
import { CRON_SEND_BUDGET_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import type { OnceStore } from "../kernel/store/once.js";
import { getMailer, type Mailer } from "../mail/index.js";
import { getInvoiceNumbers, type InvoiceNumbers } from "../payment/invoice-number.js";
import { getMoneyActs, getPaymentRecords, type MoneyAct, type PaymentRecords } from "../payment/record.js";
import { getTripStores, retentionDays, type TripStores } from "../trip/store.js";

/**
 * What settling a trip needs (docs/decisions/190-getting-paid.md): its records (the trip, how it ended, the e-mails
 * sent once), how it is paid and the money acts done on it, the invoice numbers, the mailer, and where the payment
 * links point. Each function that settles builds it from its own request; the tests give their own.
 */
export type SettlementDeps = {
  stores: TripStores;
  payments: PaymentRecords;
  acts: OnceStore<MoneyAct>;
  invoices: InvoiceNumbers;
  mailer: Mailer;
  /** The business's mailbox: every receipt and invoice is copied there, its archive. */
  inbox: string;
  siteOrigin: string;
  /** Where the payment links sent by e-mail point (the public site, a preview's own hostname). */
  origin: string;
  /** Seals those links; undefined when links are off (then no link is sent, and the operator is told to call). */
  secret: string | undefined;
  retention: number;
  now: () => Date;
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
    stores: getTripStores(),
    payments: getPaymentRecords(),
    acts: getMoneyActs(),
    invoices: getInvoiceNumbers(),
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
