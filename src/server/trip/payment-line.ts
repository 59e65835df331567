import { PAYMENT_SETTINGS } from "../../config/payment.js";
import type { BookingRecord } from "../booking/record.js";
import { bookingPaymentLink, paymentUrl } from "../payment/link.js";
import type { SealedRequest } from "../request/sealed-request.js";
import type { PaymentLine } from "./emails/payment-rows.js";
import { paymentOpen } from "./emails/payment-rows.js";

/**
 * How a booking is paid, for its documents and pages: the mode chosen at the customer's act, what its record holds
 * (the card kept, the fare paid), and while something is still to do online, the payment page's link (the link names
 * the booking and the act; what is asked comes from the record when the page opens, never from the link or a
 * browser). No mode: a booking made before payments, paid in the car.
 */
export function paymentLineFor(
  request: SealedRequest,
  price: number,
  record: Pick<BookingRecord, "card" | "farePaid" | "mode" | "state"> | null,
  secret: string,
  origin: string,
): PaymentLine | undefined {
  const mode = record?.mode ?? request.payment;
  if (!mode) return undefined;
  const line: PaymentLine = {
    mode,
    ...(record?.card ? { card: record.card } : {}),
    ...(record?.farePaid ? { farePaid: record.farePaid } : {}),
  };
  if (!paymentOpen(line) || !secret) return line;
  const token = bookingPaymentLink(request, mode, Math.round(price * 100), secret);
  return { ...line, link: paymentUrl(origin, token, request.locale) };
}

/** Whether the operator's settings ask for a card or a payment at a customer's act at all. */
export const paymentsOn = () => PAYMENT_SETTINGS.prepay === "offered" || PAYMENT_SETTINGS.guarantee !== "off";
