import type { StripeStandIn } from "../../scripts/local-vercel/stripe/stand-in";
import { bookingSchema } from "../../src/lib/booking/schema";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { memoryInvoiceNumbers } from "../../src/server/payment/invoice-number";
import { memoryMoneyActs, memoryPaymentRecords, type Payment } from "../../src/server/payment/record";
import { sealedRequestOf } from "../../src/server/request/sealed-request";
import type { SettlementDeps } from "../../src/server/settlement/deps";
import { loadFacts } from "../../src/server/settlement/owed";
import { memoryTripStores, tripFrom } from "../../src/server/trip/store";
import { memoryMailer, validBooking } from "./booking-fixtures";
import { keptCard } from "./stripe-cards";

const SITE = "https://www.vtc-premium-nantes.fr";

/**
 * A ride of 3 December at 06:15, its pickup passed, in memory stores beside the Stripe stand-in: booked at `price`
 * euros and paid as `payment` says (a card kept through Stripe's hosted page, unless the test gives the record).
 */
export async function rideOnKeptCard(
  stripe: StripeStandIn,
  options: { price?: number; payment?: (reference: string) => Promise<Partial<Payment>> } = {},
) {
  const kept = await keptCard("4242424242424242");
  const price = options.price ?? 35;
  const booking = bookingSchema.parse(
    validBooking({
      engagement: "reservation",
      tarifAccepte: 35,
      paiement: "guarantee",
      datePriseEnCharge: "2026-12-03",
    }),
  );
  const request = sealedRequestOf(booking, kept.reference, new Date("2026-11-28T09:00:00Z"), 35);
  const mailer = memoryMailer();
  const deps: SettlementDeps = {
    stores: memoryTripStores(),
    payments: memoryPaymentRecords(),
    acts: memoryMoneyActs(),
    invoices: memoryInvoiceNumbers(),
    mailer,
    inbox: "contact@vtc-premium-nantes.fr",
    siteOrigin: SITE,
    origin: SITE,
    secret: LOCAL_LINK_SECRET,
    retention: 30,
    now: () => new Date("2026-12-03T09:00:00Z"),
  };
  const paid = options.payment ? await options.payment(kept.reference) : {};
  await deps.stores.trips.record(
    tripFrom({ ...request, payment: paid.mode ?? "guarantee" }, price, new Date("2026-11-28T09:30:00Z")),
  );
  await deps.payments.update(kept.reference, {
    mode: "guarantee",
    fare: price * 100,
    customerId: kept.customerId,
    card: { paymentMethodId: kept.paymentMethodId, brand: "visa", last4: "4242", at: "2026-11-28T09:10:00Z" },
    ...paid,
  });
  const facts = async () => (await loadFacts(kept.reference, deps.stores, deps.payments))!;
  const charges = () => stripe.charged().filter((c) => c.reference === kept.reference);
  return { reference: kept.reference, customerId: kept.customerId, deps, mailer, facts, charges };
}
