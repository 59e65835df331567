import { CURRENCY } from "../../config/payment.js";
import { returnExcess } from "../booking/money.js";
import { type BookingRecord, type KeptCard, nextPart } from "../booking/record.js";
import { readSavedCard } from "../payment/charges.js";
import { readCheckoutSession } from "../payment/checkout.js";
import type { CheckoutSession } from "../payment/types.js";
import { sendOnce } from "../mail/send-once.js";
import { type SettlementDeps, sendBy } from "./dependencies.js";
import { returnedWithoutTripCustomerEmail, returnedWithoutTripEmail } from "./settlement-letters.js";
import { tellRefund } from "./refund-notice.js";

/**
 * What a completed Checkout session means for its booking, recorded once whoever sees it first: the payment page when
 * Stripe sends the customer back, or the webhook's event (docs/decisions/200-booking-state.md). Read from Stripe,
 * never from the browser, and recorded only when it is ours: a session this booking's record lists (made by our
 * payment page), for the act, the amount and the currency it was made for. A session made elsewhere on the same Stripe
 * account (a Payment Link naming a reference of ours) is left alone.
 * - `booking`, `setup` mode: the card kept (its brand and last four digits);
 * - `booking`, `payment` mode: the fare paid (its note becomes due), and the card kept when it was saved with it;
 * - `due-<act>`: the amount owed for that act paid through its link (its note or invoice becomes due).
 * Money counted once by its payment's id; whatever it brings beyond what the booking's state lets it keep (a booking
 * declined, cancelled or repriced meanwhile) goes back at once, and both sides are told.
 */
export type Recorded = "card-saved" | "paid" | "open" | "not-ours" | "duplicate";

export async function recordSession(
  session: CheckoutSession,
  deps: SettlementDeps,
  deadline: number,
): Promise<Recorded> {
  const reference = session.reference;
  if (!reference || session.status !== "complete") return "open";
  const record = await deps.bookings.get(reference);
  const ours = record?.sessions[session.id];
  const act = session.act ?? "";
  if (
    !record ||
    !ours ||
    ours.act !== act ||
    (session.mode === "payment" && (session.amount !== ours.amount || session.currency !== CURRENCY))
  ) {
    console.warn(`[payment] session ${session.id} (${reference}, ${act}): not one this booking made; left alone`);
    return "not-ours";
  }
  const at = deps.now().toISOString();
  const done = { [`cs:${session.id}`]: JSON.stringify({ ...ours, state: "complete" }) };
  const card = session.paymentMethodId ? await keptCard(session.paymentMethodId, deadline, at) : undefined;
  if (session.mode === "setup") {
    if (session.setupIntentStatus !== "succeeded" || !card) return "open";
    await deps.bookings.ledger(reference, {
      op: "set",
      set: { ...done, card: JSON.stringify(card), ...(session.customerId ? { customerId: session.customerId } : {}) },
    });
    return "card-saved";
  }
  if (session.paymentStatus !== "paid" || !session.paymentIntentId) return "open";
  const amount = session.amount ?? 0;
  const billed = act.slice(4);
  const name = nameBeside(record, billed, session.paymentIntentId);
  const facts =
    act === "booking"
      ? {
          farePaid: JSON.stringify({ paymentIntentId: session.paymentIntentId, amount, at }),
          "due:fare": "1",
          // Kept with the payment only when it was saved for later (the page asked for it): Stripe says so by the
          // customer it sits on.
          ...(card && session.customerId ? { card: JSON.stringify(card), customerId: session.customerId } : {}),
        }
      : {
          [`money:${name}`]: JSON.stringify({
            state: "done",
            amount,
            at,
            outcome: "succeeded",
            paymentIntentId: session.paymentIntentId,
            method: "carte bancaire (lien de paiement)",
            by: "customer",
          }),
          [`due:${billed}`]: "1",
        };
  const received = await deps.bookings.ledger(reference, {
    op: "receive",
    paymentIntentId: session.paymentIntentId,
    amount,
    set: { ...done, ...facts },
  });
  if (!received.ok) return received.why === "duplicate" ? "duplicate" : "open";
  await returnWhatCannotBeKept(record, session, deps, deadline);
  return "paid";
}

/**
 * The name a payment through a link is recorded under: the act's own (`fee`, `ride`), unless another payment that
 * paid holds it already (the fee paid whole in cash while the customer's Stripe page was open, then that page
 * paid): then numbered beside it (`fee-paid-2`, `paid-2`), so that neither record replaces the other. What the
 * booking cannot keep of it goes back at once (returnWhatCannotBeKept); a note names only what was recorded as paying.
 */
function nameBeside(record: BookingRecord, billed: string, paymentIntentId: string): string {
  const taken = record.acts[billed];
  const paid = taken?.state === "done" && (taken.outcome === "succeeded" || taken.outcome === "recorded");
  // An attempt that took nothing (a card refused, a bank asking for its holder) is replaced by what paid.
  return !taken || !paid || taken.paymentIntentId === paymentIntentId ? billed : nextPart(record, billed);
}

/**
 * The Stripe pages the record still lists open, read from Stripe: one paid meanwhile whose event is not in yet (late,
 * or lost) and whose customer did not come back to our page is recorded now, before anything more is taken from his
 * card or asked of him, so that he is never made to pay twice what he has paid once. One expired is noted as such.
 * Returns the record as it then stands.
 */
export async function recordCompletedSessions(
  record: BookingRecord,
  deps: SettlementDeps,
  deadline: number,
): Promise<BookingRecord> {
  const open = Object.entries(record.sessions).filter(([, s]) => s.state === "open");
  let changed = false;
  for (const [id, ours] of open) {
    const read = await readCheckoutSession(id, { deadline });
    if (!read.ok || read.value.status === "open") continue;
    if (read.value.status === "complete")
      changed = (await recordSession(read.value, deps, deadline)) !== "open" || changed;
    else {
      await deps.bookings.ledger(record.reference, {
        op: "set",
        set: { [`cs:${id}`]: JSON.stringify({ ...ours, state: "expired" }) },
      });
      changed = true;
    }
  }
  return changed ? ((await deps.bookings.get(record.reference)) ?? record) : record;
}

/** Money that came where the booking's state cannot keep it: back at once, the customer and the business told. */
async function returnWhatCannotBeKept(
  before: BookingRecord,
  session: CheckoutSession,
  deps: SettlementDeps,
  deadline: number,
): Promise<void> {
  const refunded = await returnExcess(
    { bookings: deps.bookings, now: deps.now },
    before.reference,
    deadline - 4_000,
    "payment",
  ).catch((error: unknown) => {
    console.error(
      `[payment] ${before.reference}: a payment the booking cannot keep NOT refunded yet; the settling job tries again`,
      error,
    );
    return null;
  });
  if (refunded?.kind !== "refunded" || refunded.already) return;
  console.warn(
    `[payment] ${before.reference}: ${refunded.amount} cents paid while the booking was ${before.state}: refunded at once`,
  );
  const trip = await deps.stores.trips.get(before.reference).catch(() => null);
  const record = (await deps.bookings.get(before.reference)) ?? before;
  if (trip) await tellRefund(trip, record, refunded.amount, `not-kept-v${record.v}`, "not-kept", deps, deadline);
  else {
    // No trip (declined or lapsed before it was paid): the record names nobody; whoever paid is told at the address
    // Stripe's page has for him, in the page's language, then the business.
    const at = deps.now().toISOString();
    const email = session.customerEmail;
    const customer = email
      ? await sendOnce(
          deps.stores.sent,
          `refund:${before.reference}:not-kept-v${record.v}`,
          returnedWithoutTripCustomerEmail(
            before.reference,
            refunded.amount,
            email,
            session.locale === "en" ? "en" : "fr",
          ),
          { mailer: deps.mailer, at, deadline: sendBy(deadline, 3_000), label: "payment" },
        ).catch(() => "refused" as const)
      : "refused";
    const reached = customer === "sent" || customer === "already";
    const told = await sendOnce(
      deps.stores.sent,
      `refund-copy:${before.reference}:not-kept-v${record.v}`,
      returnedWithoutTripEmail(before.reference, refunded.amount, deps.inbox, reached ? email : null),
      { mailer: deps.mailer, at, deadline: sendBy(deadline), label: "payment" },
    ).catch(() => "refused" as const);
    if (told === "refused")
      console.error(
        `[payment] ${before.reference}: refunded ${refunded.amount} cents; the business's e-mail NOT SENT (${reached ? "its payer was told" : "nor its payer told: no trip to tell him by"})`,
      );
  }
}

/** « Visa •••• 4242 »: what the documents and the operator's page show of the card, never more. */
async function keptCard(paymentMethodId: string, deadline: number, at: string): Promise<KeptCard> {
  const read = await readSavedCard(paymentMethodId, { deadline });
  if (!read.ok) {
    // The card is kept all the same: its brand is a nicety, its id is what a charge needs.
    console.error(`[payment] ${paymentMethodId}: brand not read (${read.error.reason}); kept without it`);
    return { paymentMethodId, brand: null, last4: null, at };
  }
  return { paymentMethodId, brand: read.value.brand, last4: read.value.last4, at };
}
