import { SMS_TIMEOUT_MS } from "../../config/alerts.js";
import { parisClock } from "../../lib/paris-time.js";
import type { BookingStore } from "../booking/store.js";
import { alertsText } from "./alerts.text.js";
import { alertPath } from "./events.js";
import type { SmsSettings } from "./settings.js";
import { type SmsProvider, smsSegments } from "./sms.js";
import type { AlertStore, KeptAlert } from "./store.js";

const t = alertsText.fr;

export type EscalationDeps = {
  store: AlertStore;
  sms: SmsProvider | null;
  settings: SmsSettings;
  siteOrigin: string;
  bookings: BookingStore;
  now: () => Date;
};

export type Escalated = {
  /** Urgent alerts whose delay ran out in this run. */
  due: number;
  /** Of those, opened in the console or answered another way meanwhile: no SMS. */
  settled: number;
  sms: "none" | "sent" | "ceiling" | "not-sent" | "uncertain";
};

/** Most alerts one run takes: one SMS names them all; more wait for the next minute's run. */
const BATCH = 20;

/**
 * Every minute (Vercel Cron): the urgent alerts left unopened past their delay go again by SMS, all in one message,
 * within the day's ceiling. Each is taken off the queue by one run only; one opened in the console or answered
 * meanwhile (from an e-mail link, the booking's state says so) sends nothing. The ceiling is counted in the store
 * before the SMS leaves, so that no number of runs, instances or alerts can spend past it; an SMS the provider
 * refused gives its count back, one it did not answer about keeps it (it may have left).
 */
export async function escalateDue(deps: EscalationDeps): Promise<Escalated> {
  const now = deps.now();
  const taken = await deps.store.takeDue(now.getTime(), BATCH);
  const waiting: KeptAlert[] = [];
  for (const { alert, opened } of taken)
    if (alert && !opened && (await stillNeeded(alert, deps.bookings))) waiting.push(alert);
  const result = { due: taken.length, settled: taken.length - waiting.length };
  if (!waiting.length) return { ...result, sms: "none" };

  const minutes = deps.settings.afterMinutes;
  const origin = deps.siteOrigin;
  const first = waiting[0]!.event;
  const text =
    waiting.length === 1
      ? t.sms(first.kind, first.reference, first.pickup, minutes, `${origin}${alertPath(first.reference)}`)
      : t.smsMany(
          waiting.map((a) => a.event.reference),
          minutes,
          `${origin}/console`,
        );
  const references = waiting.map((a) => a.event.reference).join(", ");
  if (!deps.sms || !deps.settings.to) {
    console.error(`[alerts] SMS NOT SENT for ${references}: no SMS provider or number is configured`);
    return { ...result, sms: "not-sent" };
  }
  const segments = smsSegments(text);
  const day = dayOf(now);
  const spent = await deps.store.spendSms(day, segments, deps.settings.segmentsPerDay);
  if (!spent.ok) {
    console.error(
      `[alerts] SMS NOT SENT for ${references}: ALERT_SMS_DAILY_CEILING reached (${spent.spent} of ${deps.settings.segmentsPerDay} SMS today); the push and the e-mail stand`,
    );
    return { ...result, sms: "ceiling" };
  }
  const sent = await deps.sms.send({ to: deps.settings.to, sender: deps.settings.sender, text }, SMS_TIMEOUT_MS);
  if (sent.ok) {
    console.info(`[alerts] SMS sent via ${deps.sms.name} for ${references} (${sent.segments} segment(s))`);
    return { ...result, sms: "sent" };
  }
  if (sent.sent === "no") {
    await deps.store.refundSms(day, segments).catch(() => undefined);
    console.error(`[alerts] SMS NOT SENT for ${references} (${deps.sms.name}: ${sent.reason}); the e-mail stands`);
    return { ...result, sms: "not-sent" };
  }
  console.error(
    `[alerts] SMS UNCERTAIN for ${references} (${deps.sms.name}: ${sent.reason}): it may have left; counted, not resent`,
  );
  return { ...result, sms: "uncertain" };
}

/** Whether the booking still waits for him: a request or booking not yet answered, a change not yet answered. */
async function stillNeeded(alert: KeptAlert, bookings: BookingStore): Promise<boolean> {
  const record = await bookings.get(alert.event.reference).catch(() => null);
  // Unknown (no record, or the store failing): the SMS goes, as nothing says he has seen it.
  if (!record) return true;
  switch (alert.event.kind) {
    case "request":
    case "booking":
      return record.state === "requested" || record.state === "booked";
    case "change-requested":
      return Boolean(record.pendingChange);
    default:
      return true;
  }
}

/** « 2026-11-28 »: the day in Nantes the ceiling counts in. */
function dayOf(at: Date): string {
  const c = parisClock(at);
  return `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
}
