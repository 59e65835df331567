import { ALERT_NIGHT } from "../../config/alerts.js";
import { REPLY_DELAY_MINUTES } from "../../config/booking.js";
import { parisClock } from "../../lib/paris-time.js";

/**
 * What can need the operator (docs/decisions/260-operator-console.md). Each stage that meets one calls
 * `alertOperator` with it (./alert.ts); a flight moved or diverted is one more kind, for whoever follows flights.
 */
export const ALERT_KINDS = [
  "request",
  "booking",
  "accepted",
  "cancelled",
  "change-requested",
  "payment-failed",
  "flight-moved",
  "flight-diverted",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export type AlertEvent = {
  kind: AlertKind;
  /** The booking it is about: the alert opens it in the console. */
  reference: string;
  /** The pickup (epoch ms), when the item has one: its urgency and its words read it. */
  pickup?: number;
  /** Who and where, in a few words (« Inès Roussel, Gare de Nantes → Aéroport »): shown on his phone only. */
  summary?: string;
  /** What happened beyond the kind (« AF1234 posé à 15:40 »). */
  detail?: string;
  /**
   * Two alerts of one kind on one booking are one alert (a retried call pushes nothing more), unless this tells
   * them apart (a flight moved twice).
   */
  key?: string;
};

/** The kinds that wait for him: left unopened, an urgent one goes again by SMS. */
const ASKS_HIM: ReadonlySet<AlertKind> = new Set([
  "request",
  "booking",
  "change-requested",
  "cancelled",
  "flight-moved",
  "flight-diverted",
]);
/** The kinds urgent at night whatever their pickup: a new customer at 03:00 does not wait for the morning. */
const NEW_CUSTOMER: ReadonlySet<AlertKind> = new Set(["request", "booking"]);

const MINUTE_MS = 60_000;

/** Whether a moment is at night in Nantes (src/config/alerts.ts), the window spanning midnight. */
export function atNight(at: Date, night: { from: string; to: string } = ALERT_NIGHT): boolean {
  const c = parisClock(at);
  const time = `${String(c.hour).padStart(2, "0")}:${String(c.minute).padStart(2, "0")}`;
  return night.from <= night.to ? time >= night.from && time < night.to : time >= night.from || time < night.to;
}

/**
 * Urgent: a kind that waits for him whose pickup comes within the reply we promise (he may have to drive now), or
 * a new request or booking at night.
 */
export function isUrgent(event: AlertEvent, now: Date): boolean {
  if (!ASKS_HIM.has(event.kind)) return false;
  if (event.pickup !== undefined && event.pickup - now.getTime() <= REPLY_DELAY_MINUTES * MINUTE_MS) return true;
  return NEW_CUSTOMER.has(event.kind) && atNight(now);
}

/** One alert per kind, booking and key: its id in the store. */
export function alertId(event: AlertEvent): string {
  return `${event.kind}:${event.reference}${event.key ? `:${event.key}` : ""}`;
}

/** Where an alert leads: the console, opened on its booking. */
export function alertPath(reference: string): string {
  return `/console#${encodeURIComponent(reference)}`;
}

/** « Inès Roussel, 2 pers., Gare de Nantes → Aéroport Nantes Atlantique »: who and where, cut to a line. */
export function tripSummary(r: { firstName: string; lastName: string; passengers: string; from: string; to: string }) {
  const place = (address: string) => address.split(",")[0]!.trim();
  const text = `${r.firstName} ${r.lastName}, ${r.passengers}\u00a0pers., ${place(r.from)} → ${place(r.to)}`;
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
