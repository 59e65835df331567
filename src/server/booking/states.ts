import type { Cents } from "../../lib/money.js";
import type { ArrivalFact } from "./arrival.js";

/**
 * The booking's one state machine (docs/decisions/200-booking-state.md): the only authority over what may be done to
 * a booking and what it may keep. Every page asks it what to offer (`offers`); every act asks it whether it may pass
 * (`check`), then changes the state atomically where the state lives (./store.ts): of two acts at once, one passes.
 * Pure: no store, no clock of its own, no provider.
 */
export const BOOKING_STATES = [
  /** A request for a quote: binds nobody; the operator answers it with a proposal or a refusal. */
  "requested",
  /** Booked at the fare shown: binds the customer if the operator confirms in time; money may be held already. */
  "booked",
  /** The operator answered with a price; the customer accepts or not. Nothing is held meanwhile. */
  "proposed",
  /** Firm: the proof has left. The price may be kept, in full, once the ride is done. */
  "confirmed",
  /** The ride happened: its total (price and agreed extras) is owed. */
  "ended",
  /** The customer was not there once the waiting offered had run: the terms' fee is owed. */
  "no-show",
  /** Cancelled by the customer: the fee of the terms at that moment, if any, may be kept. */
  "cancelled-by-customer",
  /** Cancelled by the operator: nothing may be kept. */
  "cancelled-by-operator",
  /** Refused, lapsed or not accepted: nothing may be kept. */
  "declined",
  /** Everything owed is settled and documented. Only a refund may still be made. */
  "closed",
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** Before the customer's act, a booking has no state. */
export type StateOrNone = BookingState | "none";

export type Actor = "customer" | "operator" | "job" | "stripe";

/**
 * What a booking may keep once an act has passed (its ceiling): nothing; its price; the fee the terms set; the
 * ride's total; as it was (`same`); or as it was less what the operator gives back (`less`).
 */
export type Keeps = "nothing" | "price" | "fee" | "total" | "same" | "less";

/**
 * Where each act comes from: the form, the operator's answer page (/confirmer), the customer's proposal page,
 * « Gérer ma réservation », the operator's trip page (/course), the payment page, a job, Stripe's events.
 */
export type Page = "form" | "confirm" | "proposal" | "manage" | "trip" | "payment" | "job" | "stripe";

export type ActSpec = {
  by: readonly Actor[];
  from: readonly StateOrNone[];
  /** The state after, or `same`. */
  to: BookingState | "same";
  keeps: Keeps;
  page: Page;
};

/** Every state a booking reaches once it binds or holds something: all but a bare request. */
const LIVE = BOOKING_STATES.filter((state): state is Exclude<BookingState, "requested"> => state !== "requested");
const OWES = ["ended", "no-show", "cancelled-by-customer"] as const;
const SETTLES = ["ended", "no-show", "cancelled-by-customer", "cancelled-by-operator", "declined"] as const;
/** A booking whose pickup is still to come: its arrival is followed (docs/decisions/250-arrivals-followed.md). */
const FOLLOWED = ["requested", "booked", "proposed", "confirmed"] as const;

/** Every act on a booking: who, from which states, to which, and what the booking may keep after it. */
export const ACTS = {
  request: { by: ["customer"], from: ["none"], to: "requested", keeps: "nothing", page: "form" },
  book: { by: ["customer"], from: ["none"], to: "booked", keeps: "price", page: "form" },
  confirm: { by: ["operator"], from: ["booked"], to: "confirmed", keeps: "price", page: "confirm" },
  propose: { by: ["operator"], from: ["requested", "booked"], to: "proposed", keeps: "nothing", page: "confirm" },
  decline: {
    by: ["operator"],
    from: ["requested", "booked", "proposed"],
    to: "declined",
    keeps: "nothing",
    page: "confirm",
  },
  lapse: { by: ["job"], from: ["requested", "booked", "proposed"], to: "declined", keeps: "nothing", page: "job" },
  accept: { by: ["customer"], from: ["proposed"], to: "confirmed", keeps: "price", page: "proposal" },
  refuse: { by: ["customer"], from: ["proposed"], to: "declined", keeps: "nothing", page: "proposal" },
  "ask-change": { by: ["customer"], from: ["confirmed"], to: "same", keeps: "same", page: "manage" },
  change: { by: ["operator", "customer"], from: ["confirmed"], to: "same", keeps: "price", page: "confirm" },
  cancel: { by: ["customer"], from: ["confirmed"], to: "cancelled-by-customer", keeps: "fee", page: "manage" },
  "operator-cancel": {
    by: ["operator"],
    from: ["confirmed"],
    to: "cancelled-by-operator",
    keeps: "nothing",
    page: "trip",
  },
  "no-show": { by: ["operator"], from: ["confirmed"], to: "no-show", keeps: "fee", page: "trip" },
  end: { by: ["operator"], from: ["confirmed"], to: "ended", keeps: "total", page: "trip" },
  "auto-end": { by: ["job"], from: ["confirmed"], to: "ended", keeps: "total", page: "job" },
  "take-fee": { by: ["operator"], from: ["cancelled-by-customer", "no-show"], to: "same", keeps: "same", page: "trip" },
  "record-paid": { by: ["operator"], from: OWES, to: "same", keeps: "same", page: "trip" },
  refund: { by: ["operator"], from: LIVE, to: "same", keeps: "less", page: "trip" },
  "edit-company": { by: ["operator"], from: LIVE, to: "same", keeps: "same", page: "trip" },
  pay: { by: ["customer"], from: ["booked", "confirmed"], to: "same", keeps: "same", page: "payment" },
  "keep-card": { by: ["customer"], from: ["booked", "confirmed"], to: "same", keeps: "same", page: "payment" },
  "pay-due": { by: ["customer"], from: OWES, to: "same", keeps: "same", page: "payment" },
  paid: { by: ["stripe"], from: LIVE, to: "same", keeps: "same", page: "stripe" },
  "card-kept": { by: ["stripe"], from: LIVE, to: "same", keeps: "same", page: "stripe" },
  close: { by: ["job"], from: SETTLES, to: "closed", keeps: "same", page: "job" },
  follow: { by: ["job"], from: FOLLOWED, to: "same", keeps: "same", page: "job" },
} as const satisfies Record<string, ActSpec>;

export type ActName = keyof typeof ACTS;
export const ACT_NAMES = Object.keys(ACTS) as ActName[];

/**
 * What an act's guard reads besides the state: times in epoch ms, amounts in cents. `deadline` is when an
 * unanswered request, booking or proposal lapses; `waitingEnds`, when the waiting offered after the pickup has run.
 */
export type Facts = {
  state: StateOrNone;
  pickup: number;
  deadline: number | null;
  waitingEnds: number;
  /** The flight or train the pickup waits for (./arrival.ts): still awaited, landed, diverted or cancelled… */
  arrival: ArrivalFact;
  /** Until when an arrival still awaited holds a no-show back (hours after it was expected). */
  awaitedUntil: number;
  /** When the operator may no longer cancel (a breakdown reported late): some hours after the pickup. */
  operatorCancelUntil: number;
  /** When a change may no longer be asked for online (the terms, art. 6). */
  changeUntil: number;
  /** When a confirmed ride ends on its own. */
  autoEndAt: number;
  /** Money, as the ledger stands (./ledger.ts). */
  held: Cents;
  owed: Cents;
  fee: Cents;
  feeTaken: boolean;
  mode: PaymentModeId | null;
  cardKept: boolean;
  farePaid: boolean;
  changePending: boolean;
  /** A refund nobody heard the end of (Stripe silent): no other is made until the dashboard says what happened. */
  refundUnsure: boolean;
  invoiced: boolean;
  /** Nothing is left to collect, refund or send: the job may close it. */
  settled: boolean;
};

/** The payment modes' ids (src/config/payment.ts has the table); repeated here only as a type. */
export type PaymentModeId = "prepaid" | "guarantee" | "in-car";

/** Why an act that its state would allow cannot pass now: each has its words on the page that offers the act. */
export type Refusal =
  | "state"
  | "before-pickup"
  | "pickup-passed"
  | "waiting-not-over"
  | "arrival-awaited"
  | "arrival-disrupted"
  | "deadline-passed"
  | "deadline-not-reached"
  | "too-late"
  | "change-pending"
  | "nothing-held"
  | "nothing-owed"
  | "no-fee"
  | "fee-taken"
  | "invoiced"
  | "mode"
  | "already-paid"
  | "card-kept"
  | "not-settled"
  | "not-yet"
  | "fee-changed"
  | "price"
  | "gone"
  | "unsure";

type Guard = (f: Facts, now: number) => Refusal | null;

/** The conditions of time and money each act needs, beyond its state. */
const GUARDS: Partial<Record<ActName, Guard>> = {
  confirm: (f, now) =>
    now >= f.pickup ? "pickup-passed" : f.deadline !== null && now >= f.deadline ? "deadline-passed" : null,
  propose: (f, now) => (now >= f.pickup ? "pickup-passed" : null),
  lapse: (f, now) => (f.deadline === null || now < f.deadline ? "deadline-not-reached" : null),
  accept: (f, now) => (f.deadline !== null && now >= f.deadline ? "deadline-passed" : null),
  "ask-change": (f, now) => (now >= f.changeUntil ? "too-late" : f.changePending ? "change-pending" : null),
  change: (f, now) => (now >= f.pickup ? "pickup-passed" : null),
  cancel: (f, now) => (now >= f.pickup ? "pickup-passed" : null),
  "operator-cancel": (_f, now) => (now >= _f.operatorCancelUntil ? "too-late" : null),
  // Never while the customer's flight or train is still on its way, nor after it was diverted or cancelled.
  "no-show": (f, now) =>
    f.arrival === "disrupted"
      ? "arrival-disrupted"
      : f.arrival === "awaited" && now < f.awaitedUntil
        ? "arrival-awaited"
        : now < f.waitingEnds
          ? "waiting-not-over"
          : null,
  end: (f, now) => (now < f.pickup ? "before-pickup" : null),
  // A ride whose flight was diverted or cancelled never ends on its own (nor is charged): the operator decides.
  "auto-end": (f, now) => (f.arrival === "disrupted" ? "arrival-disrupted" : now < f.autoEndAt ? "not-yet" : null),
  // The fee is the terms' less what was given back: not while a refund awaits Stripe's answer.
  "take-fee": (f) => (f.fee <= 0 ? "no-fee" : f.feeTaken ? "fee-taken" : f.refundUnsure ? "unsure" : null),
  "record-paid": (f) => (f.owed <= 0 ? "nothing-owed" : null),
  refund: (f) => (f.held <= 0 ? "nothing-held" : f.refundUnsure ? "unsure" : null),
  "edit-company": (f) => (f.invoiced ? "invoiced" : null),
  pay: (f) => (f.mode !== "prepaid" ? "mode" : f.farePaid ? "already-paid" : null),
  "keep-card": (f) => (f.mode !== "guarantee" ? "mode" : f.cardKept ? "card-kept" : null),
  "pay-due": (f) => (f.owed <= 0 ? "nothing-owed" : null),
  close: (f) => (f.settled ? null : "not-settled"),
};

/** Whether `actor` may do `act` now: null, or why not. */
export function check(act: ActName, actor: Actor, facts: Facts, now: number): Refusal | null {
  const spec: ActSpec = ACTS[act];
  if (!spec.by.includes(actor) || !spec.from.includes(facts.state)) return "state";
  return GUARDS[act]?.(facts, now) ?? null;
}

/** The acts `actor` may do now: what his page offers, and nothing else. */
export function offers(actor: Actor, facts: Facts, now: number, on?: Page): ActName[] {
  return ACT_NAMES.filter(
    (act) => (on === undefined || ACTS[act].page === on) && check(act, actor, facts, now) === null,
  );
}

/** The state after `act` from `from`. */
export function stateAfter(act: ActName, from: BookingState): BookingState {
  const to: BookingState | "same" = ACTS[act].to;
  return to === "same" ? from : to;
}
