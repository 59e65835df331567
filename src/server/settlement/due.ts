import { PAYMENT_LINK_DAYS } from "../../config/payment.js";
import { sendOnce } from "../mail/send-once.js";
import { paymentUrl, sealPaymentLink } from "../payment/link.js";
import { type SettlementDeps, sendBy } from "./deps.js";
import { type DueWhy, dueCopyEmail, dueEmail } from "./emails.js";
import type { Owed, TripFacts } from "./owed.js";

const DAY_MS = 86_400_000;

/**
 * An amount a card could not pay, asked of the customer through a payment link (docs/decisions/190-getting-paid.md):
 * the link is sealed for the payment page, names the act and its amount (from the rule, never from a browser),
 * and opens for PAYMENT_LINK_DAYS. Each e-mail leaves once per act (the trip's « sent » records); the business's copy
 * says whether the customer was told. Answers whether he was. Without links (no secret), nothing can be sent to
 * him: the copy asks the operator to call.
 */
export async function sendDueLink(
  facts: TripFacts,
  owed: Owed,
  why: DueWhy,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<boolean> {
  const r = facts.trip.request;
  const now = deps.now();
  const at = now.toISOString();
  const until = new Date(now.getTime() + PAYMENT_LINK_DAYS * DAY_MS);
  const what = owed.label[r.locale];
  let told = false;
  if (deps.secret) {
    const token = sealPaymentLink(
      {
        reference: r.reference,
        act: "due",
        mode: facts.record?.mode ?? r.payment ?? "in-car",
        label: what,
        amount: owed.amount,
        locale: r.locale,
        email: r.email,
        name: `${r.firstName} ${r.lastName}`,
        date: r.date,
        time: r.time,
        from: r.from,
        to: r.to,
        dueAct: owed.act,
        expiresAt: until.getTime(),
      },
      deps.secret,
    );
    const message = dueEmail(
      facts.trip,
      { amount: owed.amount, label: what, link: paymentUrl(deps.origin, token, r.locale), until, why },
      deps.siteOrigin,
    );
    const sent = await sendOnce(deps.stores.sent, `due:${r.reference}:${owed.act}`, message, {
      mailer: deps.mailer,
      at,
      deadline: sendBy(deadline, 3_000),
      label,
    }).catch((error) => {
      console.error(`[${label}] ${r.reference}: payment link not recorded, not sent`, error);
      return "refused" as const;
    });
    told = sent === "sent" || sent === "already";
  } else {
    console.error(`[${label}] ${r.reference}: links are off (no BOOKING_LINK_SECRET): no payment link can be sent`);
  }
  const copy = dueCopyEmail(facts.trip, { amount: owed.amount, label: owed.label.fr, why, told }, deps.inbox);
  await sendOnce(deps.stores.sent, `due-copy:${r.reference}:${owed.act}`, copy, {
    mailer: deps.mailer,
    at,
    deadline: sendBy(deadline),
    label,
  }).catch((error) => console.error(`[${label}] ${r.reference}: payment-due copy not sent`, error));
  return told;
}
