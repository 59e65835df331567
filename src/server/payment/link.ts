import type { PaymentMode } from "../../config/payment.js";
import { seal, unseal } from "../kernel/links/seal.js";
import { isReference } from "../kernel/reference.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { err, ok, type Result } from "../kernel/result.js";
import { paymentLinkText } from "./link.text.js";

/**
 * The payment page's link (/paiement, /en/payment), sealed for its own purpose: what is to be paid or kept, on
 * which booking, for how much (cents, from the sealed booking or the terms' rule: never from a browser), and until
 * when. Sent to the customer only: at his act (in the form's answer, on the proposal's page), or by e-mail when a
 * fee or a ride's balance could not be taken from his card.
 * - `booking`: the choice made at his act, `prepaid` (the fare, now) or `guarantee` (a card kept);
 * - `due`: an amount owed (a fee, a ride's balance) his card could not pay: paid once on Stripe's page.
 */
export type PaymentLink = {
  reference: string;
  act: "booking" | "due";
  mode: PaymentMode;
  /** What the act is called on the page and the customer's statement: « Frais d’annulation tardive ». */
  label: string;
  amount: number;
  locale: "fr" | "en";
  email: string;
  name: string;
  date: string;
  time: string;
  from: string;
  to: string;
  /** For a `due` act: its name on the booking (« fee-late-cancel »), which keys the record and Stripe's call. */
  dueAct?: string;
  expiresAt: number;
};

export function sealPaymentLink(link: PaymentLink, secret: string): string {
  return seal(link, secret, "payment");
}

const STRING_FIELDS = ["label", "email", "name", "date", "time", "from", "to"] as const;

export function openPaymentLink(
  token: unknown,
  secret: string,
  now: number,
): Result<PaymentLink, { kind: "invalid" | "expired"; link?: PaymentLink }> {
  const opened = unseal(token, secret, "payment");
  if (!opened.ok) return opened;
  const v = (typeof opened.value === "object" && opened.value !== null ? opened.value : {}) as Record<string, unknown>;
  const valid =
    typeof v.reference === "string" &&
    isReference(v.reference) &&
    (v.act === "booking" || v.act === "due") &&
    (v.mode === "prepaid" || v.mode === "guarantee" || v.mode === "in-car") &&
    Number.isSafeInteger(v.amount) &&
    (v.amount as number) > 0 &&
    (v.locale === "fr" || v.locale === "en") &&
    STRING_FIELDS.every((name) => typeof v[name] === "string") &&
    (v.dueAct === undefined || (typeof v.dueAct === "string" && /^[a-z][a-z0-9-]*$/.test(v.dueAct))) &&
    typeof v.expiresAt === "number";
  if (!valid) return err({ kind: "invalid" });
  const link = v as unknown as PaymentLink;
  if (now > link.expiresAt) return err({ kind: "expired", link });
  return ok(link);
}

/** The page, its token in the fragment (never sent to a server), in the customer's language. */
export function paymentUrl(origin: string, token: string, locale: "fr" | "en"): string {
  return `${origin}${paymentLinkText[locale].page}#${token}`;
}

/** The trip a booking's payment link is for, as a sealed request states it. */
export type BookedTrip = {
  reference: string;
  locale: "fr" | "en";
  firstName: string;
  lastName: string;
  email: string;
  date: string;
  time: string;
  from: string;
  to: string;
};

/**
 * The link of a booking's own payment step (the fare paid now, or a card kept), for `amount` cents: named after
 * the trip (« Course du 03/12/2026 à 06:15 »), open until its pickup.
 */
export function bookingPaymentLink(trip: BookedTrip, mode: PaymentMode, amount: number, secret: string): string {
  const day = trip.date.split("-").reverse().join("/");
  return sealPaymentLink(
    {
      reference: trip.reference,
      act: "booking",
      mode,
      label: paymentLinkText[trip.locale].trip(day, trip.time),
      amount,
      locale: trip.locale,
      email: trip.email,
      name: `${trip.firstName} ${trip.lastName}`,
      date: trip.date,
      time: trip.time,
      from: trip.from,
      to: trip.to,
      expiresAt: parisToUtc(trip.date, trip.time).getTime(),
    },
    secret,
  );
}
