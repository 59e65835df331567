import { PAYMENT_SETTINGS } from "../../config/payment.js";
import { bookingPaymentLink, paymentUrl } from "../payment/link.js";
import type { Payment } from "../payment/record.js";
import type { SealedRequest } from "../request/sealed-request.js";
import type { PaymentLine } from "./emails/payment-rows.js";
import { paymentOpen } from "./emails/payment-rows.js";

/**
 * How a booking is paid, for its documents: the mode chosen at the customer's act, what Stripe has recorded of it,
 * and while something is still to do online, the payment page's link for the price agreed (in cents, from the
 * booking itself, never from a browser). No mode: a booking made before payments, paid in the car.
 */
export function paymentLineFor(
  request: SealedRequest,
  price: number,
  record: Payment | null,
  secret: string,
  origin: string,
): PaymentLine | undefined {
  const mode = request.payment;
  if (!mode) return undefined;
  const line: PaymentLine = { mode, record };
  if (!paymentOpen(line)) return line;
  const token = bookingPaymentLink(request, mode, Math.round(price * 100), secret);
  return { ...line, link: paymentUrl(origin, token, request.locale) };
}

/** Whether the operator's settings ask for a card or a payment at a customer's act at all. */
export const paymentsOn = () => PAYMENT_SETTINGS.prepay === "offered" || PAYMENT_SETTINGS.guarantee !== "off";
