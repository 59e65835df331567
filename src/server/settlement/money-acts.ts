import { isPaymentMode, type PaymentMode, RECORDED_METHODS, type RecordedMethod } from "../../config/payment.js";
import { grid } from "../../lib/fares.js";
import { type Cents, centsOf, parseCents } from "../../lib/money.js";
import { MAX_WAITING_MINUTES, validExtras } from "../../lib/ride-total.js";
import { cardMissingOf, factsOf, waitingOffered } from "../booking/facts.js";
import { type Refunded, refund } from "../booking/money.js";
import { type BookingRecord, feeDue, givenUp, held, isOperatorRefund, nextPart, owed } from "../booking/record.js";
import { type ActName, offers } from "../booking/states.js";
import { paymentMethodsText } from "../../lib/payment-methods.text.js";
import type { Company } from "../booking/record.js";
import { isPlainObject } from "../kernel/http.js";
import { containsLink } from "../kernel/text-links.js";
import type { Trip } from "../trip/store.js";
import { type Collected, collect, markDue } from "./collect.js";
import { type SettlementDeps } from "./dependencies.js";
import { companyOf, sendDocument } from "./documents.js";
import { tellRefund } from "./refund-notice.js";
import { type Ended, endRide } from "./ride-end.js";

/**
 * The money of one trip as the operator's page shows it and acts on it (docs/decisions/200-booking-state.md): how it
 * is paid, what is held and owed, the fee the terms set, the ride's end, the company invoiced; and his acts, each
 * offered only when the booking's state allows it and each with a review step on the page: take the fee (a late
 * cancellation, a no-show), close the ride with its final amount, refund, record a payment made outside Stripe,
 * correct the company before its invoice leaves. Amounts come from the record and the rules, never from the page.
 */
export type MoneyView = {
  mode: PaymentMode | null;
  card: { brand: string | null; last4: string | null } | null;
  /** The settings want a card at every booking and none is kept, nor the fare paid. */
  cardMissing: boolean;
  /** The fare paid online at the customer's act (cents). */
  paid: { amount: Cents; at: string } | null;
  /** Cents the booking holds now (paid online less refunds, plus what the operator recorded as paid). */
  held: Cents;
  /** Cents it may keep in its state, and what it still owes within that. */
  ceiling: Cents;
  owed: Cents;
  /**
   * `amount` as the terms set it; `due`, what the booking may keep for it once the operator's refunds (`refunded`)
   * are counted out.
   */
  fee: {
    amount: Cents;
    due: Cents;
    refunded: Cents;
    percent: number;
    kind: "late-cancel" | "no-show";
    taken: boolean;
  } | null;
  end: NonNullable<BookingRecord["end"]> | null;
  acts: (BookingRecord["acts"][string] & { name: string })[];
  documents: Record<string, string>;
  company: { name: string; address?: string; siren?: string; vatNumber?: string } | null;
  /**
   * The waiting's terms: its rate, the most a ride may charge, the minutes offered, and when the free waiting ended
   * (from the later of the agreed pickup, the pickup moved with the arrival and the landing): none is charged before.
   */
  waiting: { perQuarterHour: Cents; maxMinutes: number; offeredMinutes: number; offeredUntil: string };
  methods: readonly RecordedMethod[];
  /** The money acts the page offers now. */
  offers: ActName[];
};

export function moneyView(trip: Trip, record: BookingRecord | null, now: number): MoneyView | null {
  if (!record) return null;
  const facts = factsOf(record, trip.request);
  const fee = record.fee
    ? {
        amount: record.fee.amount,
        due: feeDue(record),
        refunded: givenUp(record),
        percent: record.fee.percent,
        kind: record.fee.kind,
        taken: facts.feeTaken,
      }
    : null;
  return {
    mode: record.mode ?? trip.request.payment ?? null,
    card: record.card ? { brand: record.card.brand, last4: record.card.last4 } : null,
    cardMissing: cardMissingOf(record),
    paid: record.farePaid ? { amount: record.farePaid.amount, at: record.farePaid.at } : null,
    held: held(record.ledger),
    ceiling: record.ledger.ceiling,
    owed: owed(record.ledger),
    fee,
    end: record.end ?? null,
    acts: Object.entries(record.acts).map(([name, act]) => ({ ...act, name })),
    documents: record.documents,
    company: companyOf(trip, record) ?? null,
    waiting: {
      perQuarterHour: centsOf(grid.waiting.perQuarterHour),
      maxMinutes: MAX_WAITING_MINUTES,
      offeredMinutes: waitingOffered(trip.request, record.arrival),
      offeredUntil: new Date(facts.waitingEnds).toISOString(),
    },
    methods: RECORDED_METHODS,
    offers: offers("operator", facts, now, "trip").filter((act) =>
      (["take-fee", "end", "refund", "record-paid", "edit-company"] as ActName[]).includes(act),
    ),
  };
}

/**
 * The fee the terms set, taken once: kept from the fare paid, charged to the card kept, or asked through a link; once
 * taken, its note (or a company's invoice) leaves.
 */
export async function takeFee(
  trip: Trip,
  record: BookingRecord,
  deps: SettlementDeps,
  deadline: number,
): Promise<Collected> {
  const collected = await collect(trip, record, "fee", deps, deadline - 4_000, "trip");
  if (collected.kind === "taken" || collected.kind === "kept") {
    const after = (await deps.bookings.get(record.reference)) ?? record;
    await sendDocument(trip, after, "fee", deps, deadline, "trip").catch((error) =>
      console.error(`[trip] ${record.reference}: the fee's document not sent (the hourly job tries again)`, error),
    );
  }
  return collected;
}

/**
 * Closes the ride with its final amount: whole minutes of waiting past the time offered, an extra in euros read from
 * its text (« 19,99 ») into cents, with its label; the total computed here, never taken from the page.
 */
export function closeRide(
  trip: Trip,
  record: BookingRecord,
  asked: { waitingMinutes: unknown; extra: unknown; label: unknown },
  deps: SettlementDeps,
  deadline: number,
): Promise<Ended> | "invalid" | { beyond: number; offeredUntil: number } {
  const minutes =
    typeof asked.waitingMinutes === "number"
      ? asked.waitingMinutes
      : Number(String(asked.waitingMinutes ?? "0").trim() || "0");
  const extra = asked.extra === undefined || asked.extra === null || asked.extra === "" ? 0 : parseCents(asked.extra);
  const label = typeof asked.label === "string" ? asked.label.normalize("NFKC").trim() : "";
  if (extra === undefined || !Number.isInteger(minutes)) return "invalid";
  const extras = { waitingMinutes: minutes, extra };
  if (!validExtras(record.price, extras) || label.length > 120 || /[\p{Cc}\p{Cf}]/u.test(label)) return "invalid";
  if (extra > 0 && !label) return "invalid";
  // Waiting is charged only past the free waiting, which runs from the arrival when a flight or train was late: no more
  // minutes than have passed since it ended (docs/decisions/250-arrivals-followed.md).
  const offeredUntil = factsOf(record, trip.request).waitingEnds;
  const beyond = Math.max(0, Math.floor((deps.now().getTime() - offeredUntil) / 60_000));
  if (minutes > beyond) return { beyond, offeredUntil };
  return endRide(trip, "operator", { ...extras, ...(label ? { label } : {}) }, deps, deadline, "trip", record);
}

/** Operator refunds have names `refund-1` to `refund-3`; past three, Stripe's dashboard. */
export function nextRefundName(record: BookingRecord): string | null {
  for (let n = 1; n <= 3; n++) if (!record.acts[`refund-${n}`]) return `refund-${n}`;
  return null;
}

/**
 * A refund the operator makes, at most what the booking's payments still hold: the money given up, so the booking
 * may keep that much less from then on (no later act can take it again). The customer and the business are told, each
 * once; after an invoice, the credit note that corrects it is due.
 */
export async function refundFromPage(
  trip: Trip,
  record: BookingRecord,
  amount: unknown,
  deps: SettlementDeps,
  deadline: number,
): Promise<Refunded | { kind: "too-much"; held: Cents } | { kind: "none-left" }> {
  const cents = parseCents(amount, { min: 1 });
  const refundable = record.ledger.in - record.ledger.out - record.ledger.outHold;
  if (cents === undefined || cents > refundable) return { kind: "too-much", held: Math.max(0, refundable) };
  const open = Object.entries(record.acts).find(([name, act]) => isOperatorRefund(name) && act.state !== "done");
  if (open)
    return open[1].state === "pending"
      ? { kind: "busy" }
      : { kind: "uncertain", reason: "an earlier refund was not confirmed: see Stripe's dashboard" };
  const name = nextRefundName(record);
  if (!name) return { kind: "none-left" };
  const refunded = await refund(
    { bookings: deps.bookings, now: deps.now },
    record.reference,
    { name, amount: cents, by: "operator", lowerCeiling: true },
    deadline - 5_000,
    "trip",
  );
  if (refunded.kind === "refunded" && !refunded.already)
    await tellRefund(trip, record, cents, name, "operator", deps, deadline);
  return refunded;
}

/**
 * A payment the operator received outside Stripe (cash, a transfer), recorded once under its name: at most what the
 * booking still owes in its state; the document that says so becomes due.
 */
export async function recordPaid(
  record: BookingRecord,
  asked: { amount: unknown; method: unknown },
  deps: SettlementDeps,
): Promise<"recorded" | "invalid" | "too-much" | "busy"> {
  const cents = parseCents(asked.amount, { min: 1 });
  const method = RECORDED_METHODS.find((m) => m === asked.method);
  if (cents === undefined || !method) return "invalid";
  if (cents > owed(record.ledger)) return "too-much";
  // A ride's payments are numbered. A fee paid whole at once is its own act, « fee »; a part of it is numbered beside,
  // leaving that name to what pays the rest (its payment link, the card), which records itself under it.
  const billed = record.state === "ended" ? "ride" : "fee";
  const part = nextPart(record, billed);
  const whole = billed === "fee" && !record.acts.fee && part === "fee-paid-1" && cents === owed(record.ledger);
  const name = whole ? "fee" : part;
  const act = {
    state: "done",
    amount: cents,
    at: deps.now().toISOString(),
    outcome: "recorded",
    method: paymentMethodsText.fr[method],
    by: "operator",
  };
  const answer = await deps.bookings.ledger(
    record.reference,
    { op: "offline", name, amount: cents, act: JSON.stringify(act) },
    ["ended", "no-show", "cancelled-by-customer"],
  );
  if (!answer.ok) return answer.why === "ceiling" ? "too-much" : "busy";
  await markDue(deps, record.reference, billed);
  return "recorded";
}

/** Whether a value is one of the customer's payment modes (for a page that posts one). */
export const isMode = isPaymentMode;

/** A company's details the operator corrects before its invoice leaves: the customer's own rules, a line each. */
export function companyFrom(value: unknown): Company | null {
  if (!isPlainObject(value)) return null;
  const line = (v: unknown, max: number) =>
    typeof v === "string" && v.trim().length <= max && !/[\p{Cc}\p{Cf}]/u.test(v) && !containsLink(v)
      ? v.normalize("NFKC").trim()
      : null;
  const name = line(value.name, 120);
  if (!name) return null;
  const address = value.address === undefined || value.address === "" ? "" : line(value.address, 200);
  const siren =
    value.siren === undefined || value.siren === ""
      ? ""
      : typeof value.siren === "string" && /^\d{9}$/.test(value.siren.replace(/\s/g, ""))
        ? value.siren.replace(/\s/g, "")
        : null;
  const vatNumber =
    value.vatNumber === undefined || value.vatNumber === ""
      ? ""
      : typeof value.vatNumber === "string" &&
          /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value.vatNumber.replace(/\s/g, "").toUpperCase())
        ? value.vatNumber.replace(/\s/g, "").toUpperCase()
        : null;
  if (address === null || siren === null || vatNumber === null) return null;
  return { name, ...(address ? { address } : {}), ...(siren ? { siren } : {}), ...(vatNumber ? { vatNumber } : {}) };
}
