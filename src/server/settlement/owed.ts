import { formatEuros, vehiclesFor, vehiclesText } from "../../lib/fares.js";
import { parisToUtc } from "../../lib/paris-time.js";
import type { ServiceLine } from "../payment/documents/parts.js";
import type { Payment } from "../payment/record.js";
import type { Cancellation, Trip, TripEnd, TripOutcome, TripStores } from "../trip/store.js";
import type { PaymentRecords } from "../payment/record.js";

const NBSP = "\u00a0";

/**
 * What a trip owes once it has ended one way or another (docs/decisions/190-getting-paid.md), computed from its
 * records and the terms' rules, never from a browser:
 * - `fee`: a late cancellation by the customer, or his absence at the pickup: the share of the price the terms of
 *   sale set (art. 7), recorded with the cancellation or the no-show; never more than the price;
 * - `ride`: the ride closed, by the operator with its extras or on its own: what is still to take online (all of
 *   it on a card kept; the extras alone when the fare was paid at booking; nothing when paid in the car).
 */
export type ActName = "fee" | "ride";

export type TripFacts = {
  trip: Trip;
  cancellation: Cancellation | null;
  outcome: TripOutcome | null;
  end: TripEnd | null;
  record: Payment | null;
};

export type Owed = {
  act: ActName;
  /** Cents to take now; 0 when nothing is to be taken online (the ride paid in the car). */
  amount: number;
  /** Cents no charge for this act may pass: the price for a fee, the ride's total for the ride. */
  ceiling: number;
  /** What the customer's statement, the payment page and the e-mails call it. */
  label: { fr: string; en: string };
  /** The document's lines: the whole of what the act settles, including what was paid before it. */
  lines: ServiceLine[];
  /** A fee kept from the fare paid at booking: nothing to charge, it is already held (its payment's id). */
  keptFrom?: string;
  /** Paid in the car: the documents say so, nothing is taken online. */
  inCar: boolean;
};

export async function loadFacts(
  reference: string,
  stores: TripStores,
  payments: PaymentRecords,
): Promise<TripFacts | null> {
  const [trip, cancellation, outcome, end, record] = await Promise.all([
    stores.trips.get(reference),
    stores.cancellations.get(reference),
    stores.outcomes.get(reference),
    stores.ends.get(reference),
    payments.get(reference),
  ]);
  return trip ? { trip, cancellation, outcome, end, record } : null;
}

const toCents = (euros: number) => Math.round(euros * 100);
const day = (date: string) => date.split("-").reverse().join("/");

/** « Transport de personnes avec chauffeur (VTC), 1 voiture » : the service as the documents name it. */
function serviceText(trip: Trip): string {
  const vehicles = vehiclesFor(trip.request.passengers);
  return `Transport de personnes avec chauffeur (VTC)${vehicles ? `, ${vehiclesText(vehicles)}` : ""}, ${trip.request.passengers}${NBSP}passager${trip.request.passengers === "1" ? "" : "s"}`;
}

/** The fee a cancellation or a no-show set, or null when none is due (free, or by the operator). */
export function feeOf(facts: TripFacts): { percent: number; euros: number; kind: "late-cancel" | "no-show" } | null {
  const { cancellation, outcome } = facts;
  if (outcome?.kind === "no-show" && outcome.fee > 0)
    return { percent: outcome.feePercent, euros: outcome.fee, kind: "no-show" };
  if (cancellation && cancellation.by !== "operator" && cancellation.fee > 0)
    return { percent: cancellation.feePercent, euros: cancellation.fee, kind: "late-cancel" };
  return null;
}

/** The fare paid online at booking and not refunded since: what a prepaid booking still holds, in cents. */
export function heldFromFare(record: Payment | null, refunded: number): number {
  return record?.paid ? Math.max(0, record.paid.amount - refunded) : 0;
}

/** What `act` owes now, or null when it owes nothing (no fee due, the ride not ended). */
export function owedFor(facts: TripFacts, act: ActName): Owed | null {
  const { trip, record } = facts;
  const r = trip.request;
  const pickup = parisToUtc(r.date, r.time);
  const price = toCents(trip.price);
  const mode = r.payment ?? "in-car";
  const paidOnline = record?.paid ? record.paid.paymentIntentId : undefined;
  if (act === "fee") {
    const fee = feeOf(facts);
    if (!fee) return null;
    const amount = Math.min(toCents(fee.euros), price);
    const what =
      fee.kind === "no-show"
        ? { fr: "Frais d’absence", en: "No-show fee" }
        : { fr: "Frais d’annulation tardive", en: "Late cancellation fee" };
    return {
      act,
      amount,
      ceiling: price,
      label: {
        fr: `${what.fr}, course du ${day(r.date)} à ${r.time}`,
        en: `${what.en}, trip on ${day(r.date)} at ${r.time}`,
      },
      lines: [
        {
          description: `${what.fr}${NBSP}: ${fee.percent}${NBSP}% du prix convenu de ${formatEuros(trip.price)} TTC (conditions générales de vente, art.${NBSP}7${fee.kind === "no-show" ? ` et ${NBSP}8` : ""}) — course du ${day(r.date)} à ${r.time}, de ${r.from} à ${r.to}`,
          date: pickup,
          amount,
        },
      ],
      ...(paidOnline && mode === "prepaid" ? { keptFrom: paidOnline } : {}),
      inCar: false,
    };
  }
  const end = facts.end;
  if (!end || end.state === "pending") return null;
  const total = toCents(end.total);
  const lines: ServiceLine[] = [
    { description: serviceText(trip), date: pickup, from: r.from, to: r.to, amount: price },
    ...(end.waiting > 0
      ? [
          {
            description: `Attente au-delà du temps offert${NBSP}: ${end.waitingMinutes}${NBSP}min (conditions générales de vente, art.${NBSP}8)`,
            date: pickup,
            amount: toCents(end.waiting),
          },
        ]
      : []),
    ...(end.extra > 0
      ? [
          {
            description: end.extraLabel || "Prestation supplémentaire convenue en cours de route",
            date: pickup,
            amount: toCents(end.extra),
          },
        ]
      : []),
  ];
  const label = { fr: `Course du ${day(r.date)} à ${r.time}`, en: `Trip on ${day(r.date)} at ${r.time}` };
  if (mode === "in-car") return { act, amount: 0, ceiling: total, label, lines, inCar: true };
  // Paid at booking: what the ride came to beyond it (waiting, an extra, a dearer change since); nothing when covered.
  const amount = Math.max(0, total - (mode === "prepaid" ? (record?.paid?.amount ?? 0) : 0));
  return { act, amount, ceiling: total, label, lines, inCar: false };
}
