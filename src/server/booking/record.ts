import type { Cents } from "../../lib/money.js";
import { arrivalFrom, type FollowedArrival } from "./arrival.js";
import type { Actor, BookingState, PaymentModeId } from "./states.js";
import { BOOKING_STATES } from "./states.js";

/**
 * A booking's one record (docs/decisions/200-booking-state.md): an Upstash hash `booking:<reference>` holding its
 * state and version, its dates, its ledger in cents, how it is paid, what ended it, its money acts and the numbers of
 * its documents. Flat fields, so that the scripts that change it (./scripts.ts) read them without a JSON library.
 * The trip's own details (names, places, notes) stay in the trip's record (src/server/trip/store.ts): a booking's
 * record holds nothing that names a person.
 */
export type BookingRecord = {
  reference: string;
  state: BookingState;
  /** One more at every act that changes the record: an act computed on an older version is refused. */
  v: number;
  /** How it began: a request, a booking at the fare shown, or a change asked of a booking (`of`). */
  kind: "request" | "booking" | "change";
  /** The booking a change request would change. */
  of?: string;
  /** The customer's act (ISO): « Réservation demandée le ». Never changed afterwards, corrections included. */
  created: string;
  /** When it first became firm (ISO); the grace after a late booking counts from it, once. */
  firm?: string;
  /** The last act, when and by whom. */
  act: string;
  at: string;
  by: Actor;
  pickup: number;
  /** When an unanswered request, booking or proposal lapses (epoch ms). */
  deadline?: number;
  /** The price agreed (the fare shown for a booking not yet confirmed), in cents. */
  price: Cents;
  mode?: PaymentModeId;
  ledger: Ledger;
  /** The fee the terms set when it was cancelled by the customer or not taken up (a no-show). */
  fee?: { amount: Cents; percent: number; kind: "late-cancel" | "no-show"; at: string };
  cancellation?: { by: "customer" | "operator"; at: string; reason?: string; graceUsed: boolean };
  end?: RideEnd;
  /** The Stripe customer and the card kept for this booking (brand and last four digits only). */
  customerId?: string;
  card?: KeptCard;
  /** The fare paid online at the customer's act: its payment and when. */
  farePaid?: { paymentIntentId: string; amount: Cents; at: string };
  /** Payments taken (by their Stripe id), with what each is still holding after refunds. */
  payments: Record<string, { amount: Cents; refunded: Cents }>;
  /** Checkout sessions made for it, by id, and the one open per act. */
  sessions: Record<string, Session>;
  /** Money acts by name (`money:<name>`): charges, refunds, payments the operator recorded. */
  acts: Record<string, MoneyAct>;
  /** Numbers of its documents, by document id (`invoice-ride`, `note-fee`, `note-fare`, `credit-1`…). */
  documents: Record<string, string>;
  /** When each document was issued (ISO), by document id: the receipts register's dates. */
  documentDates: Record<string, string>;
  /** The total each document stated when its number was drawn (cents; none for documents made before it was kept). */
  documentTotals: Record<string, Cents>;
  /**
   * Documents an act made due and that have not left yet (`due:<what>`): `ride`, `fee`, `fare`, or a credit note
   * (`credit-2`, its value the refund it documents, as JSON).
   */
  documentsDue: Record<string, string>;
  /** A company's details as the operator corrected them, until its invoice leaves (they then stay as invoiced). */
  company?: Company;
  /** The change the customer asked for, open until the operator answers it. */
  pendingChange?: PendingChange;
  /** The operator's price proposal, once sent: its price (cents), when, and until when it may be accepted. */
  proposal?: { price: Cents; at: string; deadline: number };
  /** The operator's answer has passed but the mail provider refused its e-mail: pressing the answer again sends it. */
  answerMail?: "refused";
  /** Who ended an answer in a refusal: the operator (« Indisponible »), the job at its deadline, the customer. */
  declined?: "operator" | "job" | "customer";
  /** The flight or train the pickup waits for, as the product follows it (./arrival.ts). */
  arrival?: FollowedArrival;
};

export type Company = { name: string; address?: string; siren?: string; vatNumber?: string };
/** A change asked from « Gérer ma réservation »: its own reference (the operator's link answers it) and what it asks. */
export type PendingChange = { reference: string; at: string; date: string; time: string; from: string; to: string };

/**
 * In cents: `ceiling`, what the booking may keep in its state; `in`, taken online; `out`, given back online;
 * `inHold`, charges asked of Stripe and not yet answered; `outHold`, refunds likewise; `offline`, what the operator
 * recorded as paid in cash or by transfer.
 */
export type Ledger = { ceiling: Cents; in: Cents; out: Cents; inHold: Cents; outHold: Cents; offline: Cents };

export type RideEnd = {
  by: "operator" | "auto";
  at: string;
  waitingMinutes: number;
  quarters: number;
  rate: Cents;
  waiting: Cents;
  extra: Cents;
  extraLabel?: string;
  total: Cents;
};

export type KeptCard = { paymentMethodId: string; brand: string | null; last4: string | null; at: string };
export type Session = {
  act: string;
  amount: Cents;
  expiresAt: number;
  url?: string;
  state: "open" | "complete" | "expired";
};

export type MoneyAct = {
  state: "pending" | "done" | "uncertain";
  amount: Cents;
  at: string;
  outcome?: "succeeded" | "pending" | "needs-customer" | "declined" | "refunded" | "failed" | "recorded";
  paymentIntentId?: string;
  refundIds?: string[];
  /** A refund's parts: the payments it draws on. */
  parts?: { paymentIntentId: string; amount: Cents }[];
  reason?: string;
  by?: Actor;
  /** For a payment recorded by the operator: how it was paid. */
  method?: string;
};

export const recordKey = (reference: string) => `booking:${reference}`;

/** A refund's act: the operator's from his trip page (`refund-<n>`), or the job's of what a booking may not keep. */
export const isRefund = (name: string) => isOperatorRefund(name) || name.startsWith("excess-");
/** The operator's refund from his trip page, `refund-<n>`: money given up for good (`givenUp`). */
export const isOperatorRefund = (name: string) => /^refund-\d+$/.test(name);

/** A fee's or a ride's payment recorded beside its own act is numbered: `fee-paid-1`…, `paid-1`… */
export const partPrefix = (act: string) => (act === "fee" ? "fee-paid-" : "paid-");

/** The name of the next payment numbered beside an act. */
export function nextPart(record: Pick<BookingRecord, "acts">, act: string): string {
  const prefix = partPrefix(act);
  return `${prefix}${Object.keys(record.acts).filter((name) => name.startsWith(prefix)).length + 1}`;
}

/**
 * The payments that paid an act: its own (the card, its link, cash paid whole) and the parts the operator recorded
 * beside it. A card payment numbered beside an act already paid was too much and went back at once: it is none.
 */
export function paymentsOf(record: Pick<BookingRecord, "acts">, act: string): MoneyAct[] {
  const prefix = partPrefix(act);
  return Object.entries(record.acts)
    .filter(
      ([name, part]) =>
        part.state === "done" &&
        (name === act
          ? part.outcome === "succeeded" || part.outcome === "recorded"
          : name.startsWith(prefix) && part.outcome === "recorded"),
    )
    .map(([, part]) => part);
}

/** What a booking holds now: taken online less given back and being given back, plus what was paid offline. */
export function held(ledger: Ledger): Cents {
  return ledger.in - ledger.out - ledger.outHold + ledger.offline;
}

/** What a booking's online payments can still give back. */
export function refundable(ledger: Ledger): Cents {
  return Math.max(0, ledger.in - ledger.out - ledger.outHold);
}

/** What it holds beyond what its state lets it keep: to give back at once. */
export function excess(ledger: Ledger): Cents {
  return Math.max(0, Math.min(refundable(ledger), held(ledger) - ledger.ceiling));
}

/**
 * What the operator gave back from his trip page (`refund-<n>`): given up for good, so that a ceiling a later act sets
 * (a price confirmed, a fee, a ride's total) counts it out; without it, the ride's end or a fee would take it again.
 */
export function givenUp(record: Pick<BookingRecord, "acts"> | null, until?: string): Cents {
  return Object.entries(record?.acts ?? {})
    .filter(([name, act]) => isOperatorRefund(name) && (until === undefined || act.at <= until))
    .reduce((sum, [, act]) => sum + act.amount, 0);
}

/**
 * What a booking may keep for its fee: the terms' fee less what the operator gave back (`givenUp`), which the fee's
 * ceiling counts out too. Compared whole with what a fare paid online holds, a fee after a gesture was never kept, nor
 * owed, nor marked taken: the booking never closed. `until`: as it stood then (when the fee's note was made: what was
 * given back after it has a credit note of its own).
 */
export function feeDue(record: Pick<BookingRecord, "acts" | "fee">, until?: string): Cents {
  return Math.max(0, (record.fee?.amount ?? 0) - givenUp(record, until));
}

/**
 * The fee as its note or invoice states it: kept from the fare, what was kept then (its act says it, fixed where the
 * money is counted); otherwise `feeDue` as it stood when the fee was paid in full. What is given back after that is
 * not taken off the fee: an invoice gets a credit note for it, a note the refund's e-mail.
 */
export function feeBilled(record: Pick<BookingRecord, "acts" | "fee">): Cents {
  const own = record.acts.fee;
  if (own?.state === "done" && own.method === "kept") return own.amount;
  const paid = paymentsOf(record, "fee")
    .map((part) => part.at)
    .sort();
  return feeDue(record, paid.at(-1));
}

/** What its state lets it take still: the ceiling less what it holds and what is being charged. */
export function owed(ledger: Ledger): Cents {
  return Math.max(0, ledger.ceiling - held(ledger) - ledger.inHold);
}

const num = (value: unknown, fallback = 0) => {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const parsed = <T>(value: unknown): T | undefined => {
  if (typeof value !== "string" || value === "")
    return typeof value === "object" && value !== null ? (value as T) : undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
};

/** The record from its hash's fields as Upstash returns them, or null when there is none (or it is not one). */
export function recordOf(reference: string, fields: Record<string, unknown> | null): BookingRecord | null {
  if (!fields) return null;
  const state = fields.state;
  if (typeof state !== "string" || !(BOOKING_STATES as readonly string[]).includes(state)) return null;
  const prefixed = <T>(prefix: string, read: (value: unknown) => T | undefined): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const [name, value] of Object.entries(fields))
      if (name.startsWith(prefix)) {
        const v = read(value);
        if (v !== undefined) out[name.slice(prefix.length)] = v;
      }
    return out;
  };
  const kind = fields.kind === "request" || fields.kind === "change" ? fields.kind : "booking";
  const mode = fields.mode;
  return {
    reference,
    state: state as BookingState,
    v: num(fields.v),
    kind,
    ...(text(fields.of) ? { of: text(fields.of)! } : {}),
    created: text(fields.created) ?? "",
    ...(text(fields.firm) ? { firm: text(fields.firm)! } : {}),
    act: text(fields.act) ?? "",
    at: text(fields.at) ?? "",
    by: (text(fields.by) ?? "customer") as Actor,
    pickup: num(fields.pickup),
    ...(fields.deadline !== undefined && fields.deadline !== "" ? { deadline: num(fields.deadline) } : {}),
    price: num(fields.price),
    ...(mode === "prepaid" || mode === "guarantee" || mode === "in-car" ? { mode } : {}),
    ledger: {
      ceiling: num(fields.ceiling),
      in: num(fields.in),
      out: num(fields.out),
      inHold: num(fields.inHold),
      outHold: num(fields.outHold),
      offline: num(fields.offline),
    },
    ...optional("fee", parsed<BookingRecord["fee"]>(fields.fee)),
    ...optional("cancellation", parsed<BookingRecord["cancellation"]>(fields.cancellation)),
    ...optional("end", parsed<RideEnd>(fields.end)),
    ...optional("customerId", text(fields.customerId)),
    ...optional("card", parsed<KeptCard>(fields.card)),
    ...optional("farePaid", parsed<BookingRecord["farePaid"]>(fields.farePaid)),
    payments: Object.fromEntries(
      Object.entries(prefixed("pi:", (v) => num(v))).map(([id, amount]) => [
        id,
        { amount, refunded: num(fields[`pir:${id}`]) },
      ]),
    ),
    sessions: prefixed("cs:", (v) => parsed<Session>(v)),
    acts: prefixed("money:", (v) => parsed<MoneyAct>(v)),
    documents: prefixed("doc:", (v) => text(v) ?? (typeof v === "number" ? String(v) : undefined)),
    documentDates: prefixed("docat:", (v) => text(v)),
    documentTotals: prefixed("docsum:", (v) => (v === undefined || v === "" ? undefined : num(v))),
    documentsDue: prefixed("due:", (v) => (typeof v === "string" ? v : JSON.stringify(v))),
    ...optional("company", parsed<Company>(fields.company)),
    ...optional("pendingChange", parsed<PendingChange>(fields.pendingChange)),
    ...optional("proposal", parsed<BookingRecord["proposal"]>(fields.proposal)),
    ...optional("declined", declinedOf(fields.declined)),
    ...optional("arrival", arrivalFrom(parsed<unknown>(fields.arrival))),
    ...optional("answerMail", fields.answerMail === "refused" ? ("refused" as const) : undefined),
  };
}

function optional<K extends string, V>(name: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [name]: value }) as { [P in K]?: V };
}

function declinedOf(value: unknown): BookingRecord["declined"] {
  return value === "operator" || value === "job" || value === "customer" ? value : undefined;
}
