import { fieldErrors, PASSENGER_OPTIONS } from "../../lib/booking/schema.js";
import { CANCELLATION } from "../../config/terms-of-sale.js";
import { shareOf } from "../../lib/money.js";
import { needsAcceptance, parsePrice } from "../../lib/price.js";
import { pageTrip, performLogged } from "../booking/act.js";
import { factsOf } from "../booking/facts.js";
import { openRecord } from "../booking/open.js";
import type { BookingRecord } from "../booking/record.js";
import { type ActName, offers } from "../booking/states.js";
import { arrivalViewOf, cancellationOf, noShowOf } from "../booking/views.js";
import { isPlainObject, json } from "../kernel/http.js";
import { type GatedRequest, linkEndpoint, opensEvenExpired } from "../kernel/links/endpoint.js";
import { bookingReference, getReferenceStore, type ReferenceStore, uniqueReference } from "../kernel/reference.js";
import { containsLink } from "../kernel/text-links.js";
import { sendOnce } from "../mail/send-once.js";
import { tooLateToPropose } from "../proposal/token.js";
import type { SealedRequest } from "../request/sealed-request.js";
import { cancelTrip } from "../trip/cancel.js";
import { parseChange, sealedChange } from "../trip/change-request.js";
import { noShowCopyEmail, noShowEmail } from "../trip/emails/no-show.js";
import { openOperatorTrip } from "../trip/operator-link.js";
import { pickupOf, type Trip } from "../trip/store.js";
import { answer, type ConfirmDeps, defaultConfirmDeps } from "./answer.js";
import { settlementOf } from "./settlement-of.js";
import { moneyAct, moneyFor } from "./trip-money.js";
import { operatorAnswersText } from "./operator-answers.text.js";

const m = operatorAnswersText.fr.tripPage;

/**
 * POST /api/trip {token, action, …}: the operator's page for one trip, opened from the proof's copy or his evening
 * list (docs/decisions/150-the-contract.md). He keeps the last word on every trip, within what the booking's state
 * allows (docs/decisions/200-booking-state.md): the page offers only those acts, and each is checked again, atomically,
 * when it is done. He cancels it (a breakdown, a cancellation by phone: the customer is told and owes nothing), corrects
 * it (time, places, passengers; at the agreed price or below a new proof leaves at once, above it the customer gets a
 * proposal to accept), records a no-show once the waiting offered has run, closes the ride with its final amount, takes
 * a fee, refunds, records a payment made outside Stripe, corrects the company invoiced before its invoice leaves.
 */
export type TripPageDeps = ConfirmDeps & { references: ReferenceStore; drawReference: (now: Date) => string };

export function defaultTripPageDeps(): TripPageDeps {
  return { ...defaultConfirmDeps(), references: getReferenceStore(), drawReference: bookingReference };
}

export function handleTripPage(request: Request, deps: TripPageDeps = defaultTripPageDeps()): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint("trip", () => m, opensEvenExpired(openOperatorTrip), pipeline);

type Loaded = { trip: Trip; record: BookingRecord | null };

async function pipeline({ request, body, secret, answerBy }: GatedRequest<typeof m>, deps: TripPageDeps) {
  const opened = openOperatorTrip(body.token, secret, deps.now().getTime());
  if (!opened.ok)
    return json(opened.error.kind === "expired" ? 410 : 400, {
      error: m[opened.error.kind === "expired" ? "gone" : "invalid"],
    });
  return tripAct(opened.value.reference, body, deps, answerBy, deps.linkOrigin(request));
}

/**
 * One act of the operator on one trip, wherever he does it: the trip's link (above, once its token opened) or his
 * console (src/server/console). The same acts, the same checks against the booking's one state.
 */
export async function tripAct(
  reference: string,
  body: Record<string, unknown>,
  deps: TripPageDeps,
  answerBy: number,
  origin: string,
): Promise<Response> {
  let loaded: Loaded | null;
  try {
    const [trip, record] = await Promise.all([deps.trips.trips.get(reference), deps.bookings.get(reference)]);
    loaded = trip ? { trip, record } : null;
  } catch (error) {
    console.error(`[trip] ${reference}: cannot read the trip`, error);
    return json(503, { error: m.store });
  }
  if (!loaded) return json(404, { error: m.gone, gone: true });
  const { action } = body;
  const settlement = settlementOf(deps, origin);
  if (action === "view") return json(200, view(loaded, deps));
  if (
    action === "take-fee" ||
    action === "end" ||
    action === "refund" ||
    action === "record-paid" ||
    action === "edit-company"
  )
    return moneyAct(loaded.trip, action, body, settlement, answerBy);
  if (action === "cancel") return cancel(loaded, body.reason, deps, answerBy);
  if (action === "no-show") return noShow(loaded, deps, answerBy);
  if (action === "correct") return correct(loaded, body.correction, deps, answerBy, origin);
  return json(400, { error: m.action });
}

/** The acts of the trip's page itself (besides its money): what the booking's state allows now. */
const TRIP_ACTS: readonly ActName[] = ["operator-cancel", "no-show", "change"];

export function view({ trip, record }: Loaded, deps: { now: () => Date }) {
  const now = deps.now().getTime();
  const pickup = pickupOf(trip);
  const facts = factsOf(record, trip.request, pickup);
  const can = offers("operator", facts, now).filter(
    (act) =>
      TRIP_ACTS.includes(act) ||
      act === "end" ||
      act === "take-fee" ||
      act === "refund" ||
      act === "record-paid" ||
      act === "edit-company",
  );
  const cancellation = cancellationOf(record, trip.sequence);
  const noShow = noShowOf(record);
  const arrival = arrivalViewOf(record, trip.request, pickup);
  return {
    trip: { ...trip.request, price: trip.price, bookedAt: trip.bookedAt, sequence: trip.sequence },
    // The arrival followed: the pickup it moved to, when the waiting runs from, the law's hour before the pickup.
    ...(arrival ? { arrival } : {}),
    state: record?.state ?? "confirmed",
    offers: can,
    ...(cancellation ? { cancellation } : {}),
    ...(noShow ? { outcome: { ...noShow, kind: "no-show" } } : {}),
    ...(record?.pendingChange && record.state === "confirmed" ? { pendingChange: record.pendingChange } : {}),
    pickup: new Date(pickup).toISOString(),
    noShowFrom: new Date(facts.waitingEnds).toISOString(),
    canCancel: can.includes("operator-cancel"),
    canCorrect: can.includes("change"),
    canNoShow: can.includes("no-show"),
    passengerOptions: PASSENGER_OPTIONS,
    money: moneyFor(trip, record, now),
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

/** Why an act the page sent did not pass, in the operator's words, from the booking as it now stands. */
function refusedBecause(record: BookingRecord | null): string {
  switch (record?.state) {
    case "cancelled-by-customer":
    case "cancelled-by-operator":
      return m.alreadyCancelled;
    case "no-show":
      return m.alreadyEnded;
    case "ended":
    case "closed":
      return m.rideEnded;
    default:
      return m.notNow;
  }
}

async function cancel(loaded: Loaded, given: unknown, deps: TripPageDeps, answerBy: number): Promise<Response> {
  const reason = reasonOf(given);
  if (reason === null) return json(400, { error: m.reason, field: "reason" });
  const cancelled = await cancelTrip(
    loaded.trip,
    { by: "operator", ...(reason ? { reason } : {}) },
    {
      bookings: deps.bookings,
      stores: deps.trips,
      mailer: deps.mailer,
      inbox: deps.inbox,
      siteOrigin: deps.siteOrigin,
      now: deps.now,
    },
    { business: answerBy - 8_000, customer: answerBy - 500 },
    "trip",
  );
  if (cancelled.kind === "not-recorded") return json(503, { error: m.notRecorded });
  if (cancelled.kind === "refused") {
    const now = { ...loaded, record: cancelled.record };
    const error = cancelled.record?.state === "confirmed" ? m.cancelTooLate : refusedBecause(cancelled.record);
    return json(409, { error, ...view(now, deps) });
  }
  return json(200, {
    ...view({ ...loaded, record: cancelled.record }, deps),
    ...(cancelled.customerTold ? {} : { warning: m.mailFailed }),
  });
}

async function noShow(loaded: Loaded, deps: TripPageDeps, answerBy: number): Promise<Response> {
  const { trip } = loaded;
  const r = trip.request;
  const now = deps.now();
  const percent = CANCELLATION.lastPercent;
  const performed = await performLogged(
    {
      ...pageTrip(deps.bookings, loaded),
      act: "no-show",
      actor: "operator",
      now,
      write: (record) => {
        const fee = shareOf(record?.price ?? Math.round(trip.price * 100), percent);
        return {
          set: { fee: JSON.stringify({ amount: fee, percent, kind: "no-show", at: now.toISOString() }) },
          del: ["pendingChange"],
          ceiling: fee,
        };
      },
    },
    `[trip] ${r.reference}: no-show NOT RECORDED`,
  );
  if (!performed) return json(503, { error: m.store });
  if (!performed.ok) {
    const error =
      performed.refusal === "waiting-not-over"
        ? m.noShowEarly(view(loaded, deps).noShowFrom)
        : performed.refusal === "arrival-awaited"
          ? m.noShowAwaited
          : performed.refusal === "arrival-disrupted"
            ? m.noShowDisrupted
            : refusedBecause(performed.record);
    return json(409, { error, ...view({ ...loaded, record: performed.record }, deps) });
  }
  const outcome = noShowOf(performed.record)!;
  const at = now.toISOString();
  const told = await sendOnce(deps.trips.sent, `no-show:${r.reference}`, noShowEmail(trip, outcome, deps.siteOrigin), {
    mailer: deps.mailer,
    at,
    deadline: answerBy - 8_000,
    label: "trip",
  }).catch(() => "refused" as const);
  await sendOnce(deps.trips.sent, `no-show-copy:${r.reference}`, noShowCopyEmail(trip, outcome, deps.inbox), {
    mailer: deps.mailer,
    at,
    deadline: answerBy - 500,
    label: "trip",
  }).catch((error) => console.error(`[trip] ${r.reference}: no-show copy NOT SENT; recorded`, error));
  console.info(`[trip] ${r.reference}: no-show recorded (fee ${percent} %)`);
  const ok = told === "sent" || told === "already";
  return json(200, {
    ...view({ ...loaded, record: performed.record }, deps),
    ...(ok ? {} : { warning: m.mailFailed }),
  });
}

/**
 * A correction is a change of the booking made by the operator: sealed like a change the customer asks for, and
 * answered by the same path (`answer`): at the agreed price or below, a new proof under the same reference with one
 * more SEQUENCE; above it, a proposal the customer accepts or not, the booking standing meanwhile.
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
  const now = deps.now();
  if (!offers("operator", factsOf(loaded.record, r, pickupOf(trip)), now.getTime()).includes("change"))
    return json(409, {
      error: loaded.record?.state === "confirmed" ? m.correctTooLate : refusedBecause(loaded.record),
      ...view(loaded, deps),
    });
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
  const opening = await openRecord(deps.bookings, sealed, now).catch(() => null);
  if (!opening?.ok) return json(503, { error: m.store });
  return answer(
    sealed,
    needsAcceptance(sealed, price) ? { kind: "proposed", price } : { kind: "confirmed", price },
    deps,
    answerBy,
    origin,
    opening.record,
  );
}

const confirmTooLate = (r: SealedRequest) =>
  `La prise en charge est trop proche pour qu’un nouveau prix soit accepté par e-mail${"\u00a0"}: appelez ${r.firstName} ${r.lastName} au ${r.phone}.`;
