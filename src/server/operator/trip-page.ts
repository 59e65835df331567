import { fieldErrors, PASSENGER_OPTIONS } from "../../lib/booking/schema.js";
import { CANCELLATION } from "../../config/terms.js";
import { needsAcceptance, parsePrice } from "../../lib/price.js";
import { isPlainObject, json } from "../kernel/http.js";
import { type GatedRequest, linkEndpoint } from "../kernel/links/endpoint.js";
import { bookingReference, getReferenceStore, type ReferenceStore, uniqueReference } from "../kernel/reference.js";
import { containsLink } from "../kernel/text-links.js";
import { tooLateToPropose } from "../proposal/token.js";
import type { SealedRequest } from "../request/sealed-request.js";
import { parseChange, sealedChange } from "../trip/change-request.js";
import { cancelTrip } from "../trip/cancel.js";
import { noShowCopyEmail, noShowEmail } from "../trip/emails/no-show.js";
import { openOperatorTrip } from "../trip/operator-link.js";
import {
  type Cancellation,
  type PendingChange,
  pickupOf,
  removalOf,
  secondsUntilRemoval,
  type Trip,
  type TripOutcome,
} from "../trip/store.js";
import { answer, defaultConfirmDeps } from "./answer.js";
import { getInvoiceNumbers } from "../payment/invoice-number.js";
import { type MoneyDeps, moneyAct, moneyFor, settlementOf } from "./trip-money.js";
import { tripPageMessages as m } from "./words.js";

/**
 * POST /api/trip {token, action: "view" | "cancel" | "correct" | "no-show" | "take-fee" | "end" | "refund", …}: the
 * operator's page for one trip,
 * opened from the proof's copy or his evening list (docs/decisions/150-the-contract.md). He keeps the last word on
 * every trip: he cancels it (a breakdown, a cancellation by phone: the customer is told, owes nothing, and gets no
 * reminder or review request), corrects it (time, places, passengers; at the agreed price or below a new proof
 * leaves at once, above it the customer gets a proposal to accept), or records a no-show once the pickup has come.
 */
export type TripPageDeps = MoneyDeps & { references: ReferenceStore; drawReference: (now: Date) => string };

export function defaultTripPageDeps(): TripPageDeps {
  return {
    ...defaultConfirmDeps(),
    invoices: getInvoiceNumbers(),
    references: getReferenceStore(),
    drawReference: bookingReference,
  };
}

export function handleTripPage(request: Request, deps: TripPageDeps = defaultTripPageDeps()): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint(
  "trip",
  () => m,
  (token, secret, now) => {
    const opened = openOperatorTrip(token, secret, now);
    return opened.ok || opened.error.kind === "expired";
  },
  pipeline,
);

/** After the pickup, the operator may still cancel for this long (a breakdown reported late); then the trip is past. */
const CANCEL_AFTER_PICKUP_MS = 12 * 3_600_000;

type Loaded = {
  trip: Trip;
  cancellation: Cancellation | null;
  change: PendingChange | null;
  outcome: TripOutcome | null;
};

async function pipeline({ request, body, secret, answerBy }: GatedRequest<typeof m>, deps: TripPageDeps) {
  const opened = openOperatorTrip(body.token, secret, deps.now().getTime());
  if (!opened.ok)
    return json(opened.error.kind === "expired" ? 410 : 400, {
      error: m[opened.error.kind === "expired" ? "gone" : "invalid"],
    });
  const reference = opened.value.reference;
  let loaded: Loaded | null;
  try {
    const [trip, cancellation, change, outcome] = await Promise.all([
      deps.trips.trips.get(reference),
      deps.trips.cancellations.get(reference),
      deps.trips.changes.get(reference),
      deps.trips.outcomes.get(reference),
    ]);
    loaded = trip ? { trip, cancellation, change, outcome } : null;
  } catch (error) {
    console.error(`[trip] ${reference}: cannot read the trip`, error);
    return json(503, { error: m.store });
  }
  if (!loaded) return json(404, { error: m.gone, gone: true });
  const { action } = body;
  const settlement = settlementOf(deps, deps.linkOrigin(request));
  if (action === "view") return json(200, { ...view(loaded, deps), money: await moneyFor(reference, settlement) });
  if (action === "take-fee" || action === "end" || action === "refund")
    return moneyAct(reference, action, body, settlement, answerBy);
  if (action === "cancel") return cancel(loaded, body.reason, deps, answerBy);
  if (action === "no-show") return noShow(loaded, deps, answerBy);
  if (action === "correct") return correct(loaded, body.correction, deps, answerBy, deps.linkOrigin(request));
  return json(400, { error: m.action });
}

function view({ trip, cancellation, change, outcome }: Loaded, deps: TripPageDeps) {
  const now = deps.now().getTime();
  const pickup = pickupOf(trip);
  const open = !cancellation && !outcome;
  return {
    trip: { ...trip.request, price: trip.price, bookedAt: trip.bookedAt, sequence: trip.sequence },
    state: cancellation ? "cancelled" : outcome ? "no-show" : now < pickup ? "booked" : "past",
    ...(cancellation ? { cancellation } : {}),
    ...(outcome ? { outcome } : {}),
    ...(change && open ? { pendingChange: change } : {}),
    pickup: new Date(pickup).toISOString(),
    canCancel: open && now < pickup + CANCEL_AFTER_PICKUP_MS,
    canCorrect: open && now < pickup,
    canNoShow: open && now >= pickup && now < removalOf(trip, deps.retention),
    passengerOptions: PASSENGER_OPTIONS,
  };
}

/** A reason the customer will read: one line, no link, bounded. */
function reasonOf(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") return null;
  const reason = value.normalize("NFKC").trim();
  if (reason.length > 300 || /[\p{Cc}\p{Cf}]/u.test(reason) || containsLink(reason)) return null;
  return reason;
}

async function cancel(loaded: Loaded, given: unknown, deps: TripPageDeps, answerBy: number): Promise<Response> {
  if (loaded.cancellation) return json(409, { error: m.alreadyCancelled, ...view(loaded, deps) });
  if (loaded.outcome) return json(409, { error: m.alreadyEnded, ...view(loaded, deps) });
  const now = deps.now();
  if (now.getTime() >= pickupOf(loaded.trip) + CANCEL_AFTER_PICKUP_MS) return json(409, { error: m.cancelTooLate });
  const reason = reasonOf(given);
  if (reason === null) return json(400, { error: m.reason, field: "reason" });
  const cancelled = await cancelTrip(
    loaded.trip,
    { at: now.toISOString(), feePercent: 0, fee: 0, by: "operator", ...(reason ? { reason } : {}) },
    {
      stores: deps.trips,
      mailer: deps.mailer,
      inbox: deps.inbox,
      siteOrigin: deps.siteOrigin,
      retention: deps.retention,
      money: { payments: deps.payments, acts: deps.acts, now: deps.now, retention: deps.retention },
    },
    { business: answerBy - 8_000, customer: answerBy - 500 },
    "trip",
  );
  if (cancelled.kind === "not-recorded") return json(503, { error: m.notRecorded });
  const next = { ...loaded, cancellation: cancelled.cancellation };
  if (cancelled.kind === "already") return json(409, { error: m.alreadyCancelled, ...view(next, deps) });
  return json(200, { ...view(next, deps), ...(cancelled.customerTold ? {} : { warning: m.mailFailed }) });
}

async function noShow(loaded: Loaded, deps: TripPageDeps, answerBy: number): Promise<Response> {
  const { trip } = loaded;
  if (loaded.cancellation) return json(409, { error: m.alreadyCancelled, ...view(loaded, deps) });
  if (loaded.outcome) return json(409, { error: m.alreadyEnded, ...view(loaded, deps) });
  const now = deps.now();
  if (now.getTime() < pickupOf(trip)) return json(409, { error: m.noShowEarly, ...view(loaded, deps) });
  const percent = CANCELLATION.lastPercent;
  const outcome: TripOutcome = {
    state: "done",
    at: now.toISOString(),
    kind: "no-show",
    feePercent: percent,
    fee: Math.round(trip.price * percent) / 100,
  };
  const ttl = secondsUntilRemoval(trip, deps.retention);
  try {
    const claim = await deps.trips.outcomes.claim(trip.request.reference, { ...outcome, state: "pending" }, ttl);
    if (!claim.claimed)
      return json(409, { error: m.alreadyEnded, ...view({ ...loaded, outcome: claim.existing }, deps) });
    await deps.trips.outcomes.settle(trip.request.reference, outcome, ttl);
  } catch (error) {
    console.error(`[trip] ${trip.request.reference}: no-show NOT RECORDED`, error);
    return json(503, { error: m.store });
  }
  const told = await deps.mailer.send(noShowEmail(trip, outcome, deps.siteOrigin), { deadline: answerBy - 8_000 });
  if (!told.ok)
    console.error(`[trip] ${trip.request.reference}: no-show e-mail NOT SENT (${told.error.reason}); recorded`);
  const copy = await deps.mailer.send(noShowCopyEmail(trip, outcome, deps.inbox), { deadline: answerBy - 500 });
  if (!copy.ok)
    console.error(`[trip] ${trip.request.reference}: no-show copy NOT SENT (${copy.error.reason}); recorded`);
  console.info(`[trip] ${trip.request.reference}: no-show recorded (fee ${percent} %)`);
  return json(200, { ...view({ ...loaded, outcome }, deps), ...(told.ok ? {} : { warning: m.mailFailed }) });
}

/**
 * A correction is a change of the booking made by the operator: sealed like a change the customer asks for, and
 * answered by the same path (`answer`): at the agreed price or below, a new proof under the same reference with
 * one more SEQUENCE; above it, a proposal the customer accepts or not, the booking standing meanwhile.
 */
async function correct(
  loaded: Loaded,
  asked: unknown,
  deps: TripPageDeps,
  answerBy: number,
  origin: string,
): Promise<Response> {
  const { trip } = loaded;
  const r = trip.request;
  if (loaded.cancellation) return json(409, { error: m.alreadyCancelled, ...view(loaded, deps) });
  const now = deps.now();
  if (now.getTime() >= pickupOf(trip)) return json(409, { error: m.correctTooLate, ...view(loaded, deps) });
  const a = isPlainObject(asked) ? asked : {};
  const parsed = parseChange(trip, a, now, { passengers: true });
  const price = parsePrice(a.price);
  if (!parsed.success || price === undefined)
    return json(400, {
      error: m.invalidCorrection,
      errors: parsed.success ? {} : fieldErrors(parsed.error.issues),
      ...(price === undefined ? { priceError: true } : {}),
    });
  const b = parsed.data;
  const same =
    b.datePriseEnCharge === r.date &&
    b.heurePriseEnCharge === r.time &&
    b.lieuDepart === r.from &&
    b.lieuArrivee === r.to &&
    b.nombrePassagers === r.passengers &&
    price === trip.price;
  if (same) return json(400, { error: m.nothingChanged });
  const reference = await uniqueReference(now, deps.references, deps.drawReference);
  const sealed = sealedChange(trip, b, reference, now, "operator");
  if (needsAcceptance(sealed, price) && tooLateToPropose(sealed, now.getTime()))
    return json(409, { error: confirmTooLate(sealed), tooLate: true });
  return answer(
    sealed,
    needsAcceptance(sealed, price) ? { kind: "proposed", price } : { kind: "confirmed", price },
    deps,
    answerBy,
    origin,
  );
}

const confirmTooLate = (r: SealedRequest) =>
  `La prise en charge est trop proche pour qu’un nouveau prix soit accepté par e-mail${"\u00a0"}: appelez ${r.firstName} ${r.lastName} au ${r.phone}.`;
