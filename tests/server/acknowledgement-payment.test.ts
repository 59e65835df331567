import { expect, test } from "vitest";
import { PAYMENT_MODES, paymentModes } from "../../src/config/payment";
import { handleBooking } from "../../src/server/request/handler";
import { bookedAtFare, bookingRequest, deps, memoryMailer, settled } from "../support/booking-fixtures";

/**
 * The customer's acknowledgement of a booking at the fare says when its price is paid as he chose to pay it: a
 * prepaid booking is not « to be paid once we confirm », and a kept card is not charged before the ride ends. The
 * modes tried are those the settings offer (src/config/payment.ts).
 */
const EXPECTED: Record<(typeof PAYMENT_MODES)[keyof typeof PAYMENT_MODES]["online"], { fr: RegExp; en: RegExp }> = {
  now: {
    fr: /à régler en ligne, sur la page de paiement sécurisée\u00a0; remboursé en totalité si nous ne confirmons pas de chauffeur/,
    en: /to be paid online, on the secure payment page; refunded in full if we do not confirm a chauffeur/,
  },
  after: {
    fr: /débité à la fin de la course, sur la carte enregistrée en garantie/,
    en: /charged when the trip ends, to the card saved as a guarantee/,
  },
  never: {
    fr: /à régler à bord, auprès du chauffeur, une fois la course confirmée/,
    en: /to be paid on board, to the chauffeur, once the trip is confirmed/,
  },
};

test.for(paymentModes().flatMap((mode) => (["fr", "en"] as const).map((langue) => ({ mode, langue }))))(
  "a booking paid « $mode » ($langue) is told when its price is paid, and nothing else",
  async ({ mode, langue }) => {
    const mailer = memoryMailer();
    const d = deps({ mailer });
    const response = await handleBooking(bookingRequest(bookedAtFare({ paiement: mode, locale: langue })), d);
    expect(response.status).toBe(200);
    await settled(d);
    const customer = mailer.sent.find((m) => m.kind === "customer");
    const { online } = PAYMENT_MODES[mode];
    expect(customer?.text).toMatch(EXPECTED[online][langue]);
    for (const other of Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])
      if (other !== online) expect(customer?.text).not.toMatch(EXPECTED[other][langue]);
    expect(customer?.text).not.toMatch(/dès que nous confirmons un chauffeur|once we confirm a chauffeur/);
  },
);
