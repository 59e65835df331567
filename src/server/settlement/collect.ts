import { alertLater, tripSummary } from "../alerts/index.js";
import { formatEuros } from "../../lib/fares.js";
import { PAYMENT_LINK_DAYS } from "../../config/payment.js";
import { type Charged, charge } from "../booking/money.js";
import { factsOf } from "../booking/facts.js";
import { type BookingRecord, feeDue, held, owed } from "../booking/record.js";
import type { StateOrNone } from "../booking/states.js";
import { sendOnce } from "../mail/send-once.js";
import { paymentUrl, sealPaymentLink } from "../payment/link.js";
import type { Trip } from "../trip/store.js";
import { type SettlementDeps, sendBy } from "./dependencies.js";
import { type DueWhy, dueCopyEmail, dueEmail } from "./settlement-letters.js";
import { recordCompletedSessions } from "./payment-sessions.js";
import { type Billed, statementOf } from "./statement.js";

const DAY_MS = 86_400_000;

export type Collected =
  | { kind: "taken"; amount: number }
  | { kind: "kept" }
  | { kind: "processing" }
  | { kind: "link-sent"; told: boolean }
  | { kind: "nothing" }
  | { kind: "busy" }
  | { kind: "already" }
  | { kind: "failed"; reason: string }
  | { kind: "uncertain" }
  /** A refund is on its way to Stripe or unanswered: what the fee may keep depends on it. */
  | { kind: "refund-unsure" };

/**
 * Takes what a trip's act owes (docs/decisions/200-booking-state.md), at most what its state lets the booking keep
 * and once whoever asks (the operator's press, a second press, the job, a concurrent instance):
 * - a fee the fare paid at booking already covers is kept from it: nothing is charged again;
 * - a card kept is charged off-session (../booking/money.ts), with a key derived from the booking and the act;
 * - without a card, or when the bank wants the customer (SCA) or refuses the card, nothing is taken and the customer
 *   receives a payment link for what is owed (the payment page reads the amount from the record, never the link).
 */
export async function collect(
  trip: Trip,
  asked: BookingRecord,
  what: Exclude<Billed, "fare">,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<Collected> {
  const reference = asked.reference;
  // A page the customer paid whose event is not in yet is counted first: what it paid is not asked again.
  let record = await recordCompletedSessions(asked, deps, deadline - 8_000);
  const states: readonly StateOrNone[] = what === "fee" ? ["cancelled-by-customer", "no-show"] : ["ended"];
  if (what === "fee") {
    // The fee is the terms' less what was given back: with a refund still out, neither is known.
    if (refundOut(record, trip)) return { kind: "refund-unsure" };
    for (let attempt = 1; ; attempt++) {
      const fee = feeDue(record);
      if (fee <= 0) return { kind: "nothing" };
      // Held already (a fare paid online): the fee is kept from it; nothing is charged.
      if (held(record.ledger) < fee) break;
      if (attempt > 3) return { kind: "busy" };
      // At the version read: a refund reserved since then changes what the fee is, and the record is read again.
      const kept = await deps.bookings.ledger(
        reference,
        {
          op: "claim",
          field: "money:fee",
          value: JSON.stringify({
            state: "done",
            amount: fee,
            at: deps.now().toISOString(),
            outcome: "succeeded",
            method: "kept",
            by: "operator",
          }),
          set: { "due:fee": "1" },
        },
        states,
        record.v,
      );
      if (kept.ok) return { kind: "kept" };
      if (kept.why !== "version")
        return kept.why === "exists" ? { kind: "already" } : { kind: "failed", reason: kept.why };
      const again = await deps.bookings.get(reference);
      if (!again) return { kind: "failed", reason: "gone" };
      record = again;
      if (refundOut(record, trip)) return { kind: "refund-unsure" };
    }
  }
  // A charge nobody heard the end of holds its amount reserved: it is asked again (with its own key), never anew.
  const unknown = record.acts[what]?.state === "uncertain" ? record.acts[what] : undefined;
  const amount = unknown ? unknown.amount : owed(record.ledger);
  if (amount <= 0) return { kind: "nothing" };
  const statement = statementOf(what, trip, record);
  const description = statement?.label[trip.request.locale] ?? reference;
  const charged: Charged = await charge(
    deps,
    reference,
    { name: what, amount, description, states },
    deadline - 6_000,
    label,
  );
  switch (charged.kind) {
    case "taken":
      await markDue(deps, reference, what);
      return { kind: "taken", amount: charged.amount };
    case "processing":
      return { kind: "processing" };
    case "no-card":
    case "needs-customer":
    case "declined": {
      const why: DueWhy = charged.kind === "no-card" ? "no-card" : charged.kind;
      const told = await sendDueLink(trip, record, what, amount, why, deps, deadline, label);
      // A card that did not pay: his phone knows at once, his e-mail has the copy of the link sent.
      if (charged.kind !== "no-card")
        alertLater({
          kind: "payment-failed",
          reference,
          key: what,
          summary: tripSummary(trip.request),
          detail: `${formatEuros(amount / 100)} TTC, ${charged.kind === "declined" ? "carte refusée" : "la banque demande le titulaire"}`,
        });
      return { kind: "link-sent", told };
    }
    case "already":
      return { kind: "already" };
    case "busy":
      return { kind: "busy" };
    case "over-ceiling":
      return { kind: "nothing" };
    case "uncertain":
      return { kind: "uncertain" };
    case "failed":
      return { kind: "failed", reason: charged.reason };
    default: {
      const never: never = charged;
      throw new Error(`unknown charge ${JSON.stringify(never)}`);
    }
  }
}

/** A refund reserved and not yet answered, or answered with doubt. */
const refundOut = (record: BookingRecord, trip: Trip) => factsOf(record, trip.request).refundUnsure;

/** The act is paid: its document is due (an invoice, or a note). */
export async function markDue(deps: SettlementDeps, reference: string, what: Billed): Promise<void> {
  await deps.bookings
    .ledger(reference, { op: "set", set: { [`due:${what}`]: "1" } })
    .catch((error) => console.error(`[documents] ${reference}: ${what} paid, its document not listed as due`, error));
}

/**
 * An amount a card could not pay, asked of the customer through a payment link: sealed for the payment page, naming
 * the booking and the act (the page reads what is owed from the record when it opens), open for PAYMENT_LINK_DAYS.
 * Each e-mail leaves once per act; the business's copy says whether the customer was told. Without links (no
 * secret), nothing can be sent to him: the copy asks the operator to call.
 */
export async function sendDueLink(
  trip: Trip,
  record: BookingRecord,
  what: Exclude<Billed, "fare">,
  amount: number,
  why: DueWhy,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<boolean> {
  const r = trip.request;
  const now = deps.now();
  const at = now.toISOString();
  const until = new Date(now.getTime() + PAYMENT_LINK_DAYS * DAY_MS);
  const statement = statementOf(what, trip, record);
  const name = statement?.label ?? { fr: r.reference, en: r.reference };
  let told = false;
  if (deps.secret) {
    const token = sealPaymentLink(
      {
        reference: r.reference,
        act: "due",
        mode: record.mode ?? r.payment ?? "in-car",
        label: name[r.locale],
        amount,
        locale: r.locale,
        email: r.email,
        name: `${r.firstName} ${r.lastName}`,
        date: r.date,
        time: r.time,
        from: r.from,
        to: r.to,
        dueAct: what,
        expiresAt: until.getTime(),
      },
      deps.secret,
    );
    const message = dueEmail(
      trip,
      { amount, label: name[r.locale], link: paymentUrl(deps.origin, token, r.locale), until, why },
      deps.siteOrigin,
    );
    const sent = await sendOnce(deps.stores.sent, `due:${r.reference}:${what}`, message, {
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
  const copy = dueCopyEmail(trip, { amount, label: name.fr, why, told }, deps.inbox);
  await sendOnce(deps.stores.sent, `due-copy:${r.reference}:${what}`, copy, {
    mailer: deps.mailer,
    at,
    deadline: sendBy(deadline),
    label,
  }).catch((error) => console.error(`[${label}] ${r.reference}: payment-due copy not sent`, error));
  return told;
}
