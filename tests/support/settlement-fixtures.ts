import type { StripeStandIn } from "../../scripts/local-vercel/stripe/stand-in";
import { bookingSchema } from "../../src/lib/booking/schema";
import { openRecord } from "../../src/server/booking/open";
import { getBookingStore } from "../../src/server/booking/store";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { chargeOffSession, idempotencyKey } from "../../src/server/payment";
import { sealedRequestOf } from "../../src/server/request/sealed-request";
import type { SettlementDeps } from "../../src/server/settlement/dependencies";
import { getTripStores, tripFrom } from "../../src/server/trip/store";
import { memoryMailer, validBooking } from "./booking-fixtures";
import { keptCard } from "./stripe-cards";

const SITE = "https://www.vtc-premium-nantes.fr";

/**
 * A ride of 3 December at 06:15, its pickup passed, confirmed on this file's embedded Redis beside the Stripe
 * stand-in: booked at `price` euros and paid as `mode` says (a card kept through Stripe's hosted page by default;
 * `prepaid`: the fare paid too, through the stand-in's page; `in-car`: nothing online).
 */
export async function rideOnKeptCard(
  stripe: StripeStandIn,
  options: {
    price?: number;
    mode?: "guarantee" | "prepaid" | "in-car";
    card?: string;
    company?: boolean;
    /** Cents paid online at booking, when prepaid (the price by default). */
    paid?: number;
  } = {},
) {
  const mode = options.mode ?? "guarantee";
  const kept = await keptCard(options.card ?? "4242424242424242");
  const price = options.price ?? 35;
  const booking = bookingSchema.parse(
    validBooking({
      engagement: "reservation",
      tarifAccepte: 35,
      // Paid in the car is a mode the operator's settings may not offer at the form; the record says it here.
      paiement: mode === "in-car" ? "guarantee" : mode,
      datePriseEnCharge: "2026-12-03",
      ...(options.company
        ? {
            typeDeplacementProfessionnel: true,
            societe: "Atelier Loire SAS",
            adresseSociete: "3 quai de la Fosse, 44000 Nantes",
          }
        : {}),
    }),
  );
  const request = sealedRequestOf(booking, kept.reference, new Date("2026-11-28T09:00:00Z"), 35);
  const mailer = memoryMailer();
  const bookings = getBookingStore();
  const deps: SettlementDeps = {
    bookings,
    stores: getTripStores(),
    mailer,
    inbox: "contact@vtc-premium-nantes.fr",
    siteOrigin: SITE,
    origin: SITE,
    secret: LOCAL_LINK_SECRET,
    retention: 30,
    // Nearly five hours after the pickup (06:15 in Nantes): past the hours after which a ride ends on its own.
    now: () => new Date("2026-12-03T10:00:00Z"),
  };
  await openRecord(bookings, request, new Date(request.receivedAt));
  const cents = price * 100;
  const card = JSON.stringify({
    paymentMethodId: kept.paymentMethodId,
    brand: "visa",
    last4: "4242",
    at: "2026-11-28T09:10:00Z",
  });
  await bookings.move([
    {
      reference: kept.reference,
      from: ["booked"],
      set: {
        state: "confirmed",
        act: "confirm",
        by: "operator",
        firm: "2026-11-28T09:30:00Z",
        price: cents,
        ceiling: cents,
        mode,
        ...(mode !== "in-car" ? { customerId: kept.customerId, card } : {}),
      },
    },
  ]);
  if (mode === "prepaid") await payFare(kept.reference, kept.customerId, kept.paymentMethodId, options.paid ?? cents);
  await deps.stores.trips.record(tripFrom({ ...request, payment: mode }, price, new Date("2026-11-28T09:30:00Z")));
  const record = async () => (await bookings.get(kept.reference))!;
  const trip = async () => (await deps.stores.trips.get(kept.reference))!;
  const charges = () => stripe.charged().filter((c) => c.reference === kept.reference);
  return { reference: kept.reference, customerId: kept.customerId, deps, mailer, record, trip, charges };
}

/** The fare paid online at booking, as the payment page records it: a real payment on the stand-in, counted once. */
export async function payFare(reference: string, customerId: string, paymentMethodId: string, amount: number) {
  const charged = await chargeOffSession(
    { reference, customerId, paymentMethodId, amount, ceiling: amount, description: "Course", act: "booking" },
    { key: idempotencyKey(reference, "fare"), deadline: Date.now() + 10_000 },
  );
  if (!charged.ok || charged.value.status !== "succeeded") throw new Error("fare not paid on the stand-in");
  const intent = charged.value.paymentIntentId;
  const bookings = getBookingStore();
  await bookings.ledger(reference, {
    op: "receive",
    paymentIntentId: intent,
    amount,
    set: { farePaid: JSON.stringify({ paymentIntentId: intent, amount, at: "2026-11-28T09:12:00Z" }) },
  });
}
