import { CONSOLE_DAYS } from "../../config/console.js";
import { fleet } from "../../config/fleet.js";
import { parisClock, parisToUtc } from "../../lib/paris-time.js";
import { cardMissingOf } from "../booking/facts.js";
import { type BookingRecord, held, owed } from "../booking/record.js";
import type { BookingState, PaymentModeId } from "../booking/states.js";
import { openProposal } from "../proposal/token.js";
import { type Period, unavailablePeriods } from "../request/availability.js";
import { openToken, type SealedRequest } from "../request/sealed-request.js";
import { companyOf } from "../settlement/documents.js";
import { pickupOf, type Trip } from "../trip/store.js";
import { type Conflict, conflictsOf } from "./conflicts.js";
import type { ConsoleDeps } from "./deps.js";

/**
 * The operator's day at a glance (docs/decisions/260-operator-console.md): his trips from today to the seventh day,
 * each with what he needs at the wheel (time, pickup, customer, passengers, notes, flight or train, how it is paid,
 * what is still owed, the company), the answers awaited with the time left to give them, the conflicts, and the
 * periods he marked unavailable. Read in a few rounds whatever the count: every record at once.
 */
export type DayTrip = {
  reference: string;
  date: string;
  time: string;
  pickup: number;
  state: BookingState | "unknown";
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  from: string;
  to: string;
  passengers: string;
  notes: string;
  flightOrTrain: string;
  locale: "fr" | "en";
  price: number;
  mode: PaymentModeId | null;
  card: string | null;
  cardMissing: boolean;
  /** Cents held and still owed, as the booking's ledger stands. */
  held: number;
  owed: number;
  company: string | null;
  changePending: boolean;
};
export type OpenItem = {
  reference: string;
  kind: "request" | "booking" | "change" | "proposal";
  /** For a change: the booking it would change. */
  of?: string;
  date: string;
  time: string;
  pickup: number;
  deadline: number | null;
  firstName: string;
  lastName: string;
  phone: string;
  from: string;
  to: string;
  passengers: string;
  notes: string;
  flightOrTrain: string;
  /** Euros: the fare shown, the price proposed. */
  price: number | null;
  held: number;
  cardMissing: boolean;
};
export type DayView = {
  now: string;
  days: { date: string; trips: DayTrip[] }[];
  open: OpenItem[];
  conflicts: Conflict[];
  unavailable: Period[];
  cars: number;
  vapidPublicKey: string | null;
};

const LIMIT = 200;

/** "2026-11-28", the day in Nantes `offset` days after `at`'s. */
export function parisDayPlus(at: Date, offset: number): string {
  const c = parisClock(at);
  return new Date(Date.UTC(c.year, c.month - 1, c.day + offset)).toISOString().slice(0, 10);
}

export async function dayView(deps: ConsoleDeps): Promise<DayView> {
  const now = deps.now();
  const dates = Array.from({ length: CONSOLE_DAYS }, (_, i) => parisDayPlus(now, i));
  const from = parisToUtc(dates[0]!, "00:00").getTime();
  const to = parisToUtc(parisDayPlus(now, CONSOLE_DAYS), "00:00").getTime();
  const [references, openReferences, unavailable] = await Promise.all([
    deps.trips.trips.between(from, to, LIMIT),
    deps.bookings.between("open", now.getTime(), Number.MAX_SAFE_INTEGER, LIMIT),
    unavailablePeriods(deps.availability, now.getTime()),
  ]);
  const [trips, open] = await Promise.all([
    Promise.all(references.map((r) => Promise.all([deps.trips.trips.get(r), deps.bookings.get(r)]))),
    Promise.all(
      openReferences.map((r) =>
        Promise.all([deps.bookings.get(r), deps.openRequests.token(r), deps.proposalIndex.token(r)]),
      ),
    ),
  ]);
  const shown = trips.flatMap(([trip, record]) => (trip ? [tripOf(trip, record)] : []));
  const live = shown.filter((t) => t.state === "confirmed" || t.state === "ended" || t.state === "unknown");
  return {
    now: now.toISOString(),
    days: dates.map((date) => ({ date, trips: shown.filter((t) => t.date === date) })),
    open: open
      .flatMap(([record, token, proposalToken]) => openOf(record, token, proposalToken, deps))
      .sort((a, b) => (a.deadline ?? a.pickup) - (b.deadline ?? b.pickup)),
    conflicts: conflictsOf(live),
    unavailable,
    cars: fleet.cars.length,
    vapidPublicKey: deps.vapidPublicKey,
  };
}

function tripOf(trip: Trip, record: BookingRecord | null): DayTrip {
  const r = trip.request;
  const company = record ? companyOf(trip, record) : r.professional ? r.company : undefined;
  return {
    reference: r.reference,
    date: r.date,
    time: r.time,
    pickup: pickupOf(trip),
    state: record?.state ?? "unknown",
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    email: r.email,
    from: r.from,
    to: r.to,
    passengers: r.passengers,
    notes: r.notes,
    flightOrTrain: r.flightOrTrain,
    locale: r.locale,
    price: trip.price,
    mode: record?.mode ?? r.payment ?? null,
    card: record?.card
      ? [record.card.brand, record.card.last4 && `•••• ${record.card.last4}`].filter(Boolean).join(" ")
      : null,
    cardMissing: record ? cardMissingOf(record) : false,
    held: record ? held(record.ledger) : 0,
    owed: record ? owed(record.ledger) : 0,
    company: company?.name ?? null,
    changePending: Boolean(record?.pendingChange),
  };
}

function openOf(
  record: BookingRecord | null,
  token: string | null,
  proposalToken: string | null,
  deps: ConsoleDeps,
): OpenItem[] {
  if (!record) return [];
  const now = deps.now().getTime();
  const common = (r: SealedRequest) => ({
    date: r.date,
    time: r.time,
    pickup: parisToUtc(r.date, r.time).getTime(),
    deadline: record.deadline ?? null,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    from: r.from,
    to: r.to,
    passengers: r.passengers,
    notes: r.notes,
    flightOrTrain: r.flightOrTrain,
    held: held(record.ledger),
    cardMissing: cardMissingOf(record),
  });
  if (record.state === "proposed") {
    const opened = openProposal(proposalToken, deps.secret!, now);
    if (!opened.ok || opened.value.expired) return [];
    const p = opened.value.proposal;
    return [{ reference: record.reference, kind: "proposal", ...common(p.request), price: p.price }];
  }
  const opened = openToken(token, deps.secret!, now);
  if (!opened.ok) return [];
  const r = opened.value;
  return [
    {
      reference: record.reference,
      kind: r.changes ? "change" : r.booked ? "booking" : "request",
      ...(r.changes ? { of: r.changes.reference } : {}),
      ...common(r),
      price: r.changes ? r.changes.price : r.estimate,
    },
  ];
}
