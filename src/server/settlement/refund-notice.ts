import type { Cents } from "../../lib/money.js";
import type { BookingRecord } from "../booking/record.js";
import { sendOnce } from "../mail/send-once.js";
import type { Trip } from "../trip/store.js";
import { type SettlementDeps, sendBy } from "./dependencies.js";
import { type RefundWhy, refundCopyEmail, refundEmail } from "./settlement-letters.js";
import { companyOf } from "./documents.js";
import { keepInRegister } from "./register.js";

/**
 * A refund told to the customer and copied to the business, each once; a credit note made due after an invoice, or
 * after an invoice due for what was paid before the refund.
 */
export async function tellRefund(
  trip: Trip,
  record: BookingRecord,
  amount: Cents,
  name: string,
  why: RefundWhy,
  deps: SettlementDeps,
  deadline: number,
): Promise<void> {
  const r = trip.request;
  const at = deps.now().toISOString();
  // Read again: a fee or a ride paid, or an invoice made, while this refund was on its way to Stripe counts.
  const now = (await deps.bookings.get(record.reference).catch(() => null)) ?? record;
  const invoice = ["invoice-ride", "invoice-fee"].find((id) => now.documents[id]);
  // A business's fee or ride paid before this refund and not invoiced yet: its invoice will state it as it was paid,
  // so this refund corrects it too, once it is made (sendCreditNote waits for it).
  const invoiceDue = Boolean(companyOf(trip, now)) && ["fee", "ride"].some((what) => now.documentsDue[what]);
  if (invoice || invoiceDue) {
    await deps.bookings
      .ledger(record.reference, { op: "set", set: { [`due:credit-${name}`]: JSON.stringify({ amount, at }) } })
      .catch((error) => console.error(`[trip] ${r.reference}: the credit note of ${name} not listed as due`, error));
    // A refund often comes after the booking was closed (an invoiced ride, a gesture days later): closed, it has left
    // the settling job's list, and its credit note would never leave. Back on the list, the next run sends it.
    await deps.bookings
      .move([], [{ op: "zadd", index: "unsettled", member: record.reference, score: Date.parse(at) }])
      .catch((error) =>
        console.error(`[trip] ${r.reference}: the credit note of ${name} not listed for the job`, error),
      );
  }
  const customer = await sendOnce(
    deps.stores.sent,
    `refund:${r.reference}:${name}`,
    refundEmail(trip, amount, deps.siteOrigin, why),
    {
      mailer: deps.mailer,
      at,
      deadline: sendBy(deadline, 3_000),
      label: "refund",
    },
  ).catch(() => "refused" as const);
  await sendOnce(
    deps.stores.sent,
    `refund-copy:${r.reference}:${name}`,
    refundCopyEmail(trip, amount, deps.inbox, why, customer === "sent" || customer === "already"),
    { mailer: deps.mailer, at, deadline: sendBy(deadline), label: "refund" },
  ).catch((error) => console.error(`[trip] ${r.reference}: refund copy not sent`, error));
  await keepInRegister(deps, record.reference, deadline);
}
