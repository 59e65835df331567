import { formatEuros } from "../../lib/fares.js";
import { parisDay } from "../../lib/paris-time.js";
import { sendOnce } from "../mail/send-once.js";
import { invoicePdf } from "../payment/documents/invoice.js";
import type { Paid } from "../payment/documents/parts.js";
import { receiptPdf } from "../payment/documents/receipt.js";
import type { MoneyAct } from "../payment/record.js";
import { type SettlementDeps, sendBy } from "./deps.js";
import { type Paperwork, paperworkCopyEmail, paperworkEmail } from "./emails.js";
import { type ActName, type Owed, owedFor, type TripFacts } from "./owed.js";

const NBSP = "\u00a0";

export type PaperworkOutcome =
  /** Sent now, or before. */
  | "sent"
  /** Not yet: the amount is still to be paid (a payment link is out, a payment still settling). */
  | "waiting"
  /** Nothing to document (no fee due, the ride not ended). */
  | "none"
  /** Not sent now (the mail provider refused, the invoice number could not be drawn): the next job's run tries again. */
  | "retry"
  | "uncertain";

/** How the document says the act was paid, or null while it is not. */
function paidOf(facts: TripFacts, owed: Owed, act: MoneyAct | null): Paid | "in-car" | null {
  if (owed.inCar) return "in-car";
  const card = facts.record?.card;
  const cardName = card?.brand ? `carte ${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)}` : "carte";
  if (act?.outcome === "succeeded") {
    // A fee kept from the fare paid at booking was paid then.
    if (owed.keptFrom && facts.record?.paid)
      return { at: new Date(facts.record.paid.at), method: "paiement en ligne lors de la réservation" };
    return {
      at: new Date(act.at),
      method: `${cardName}${card?.last4 ? ` •••• ${card.last4}` : ""} (paiement en ligne)`,
    };
  }
  // The fare paid at booking covers all: no extras were taken.
  if (owed.amount === 0 && facts.record?.paid)
    return { at: new Date(facts.record.paid.at), method: "paiement en ligne lors de la réservation" };
  return null;
}

/**
 * The document of what a trip's act settled (docs/decisions/190-getting-paid.md), sent once it is paid (or, paid in
 * the car, once the ride ends): a note for every customer, an invoice for a business trip that names its company,
 * numbered on the booking (the same number however often this runs). The customer gets it by e-mail, the business a
 * copy with the same PDF, its archive. Each e-mail leaves once (the trip's « sent » records); a refused one is tried
 * again by the next run of the settling job.
 */
export async function sendPaperwork(
  facts: TripFacts,
  name: ActName,
  act: MoneyAct | null,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<PaperworkOutcome> {
  const owed = owedFor(facts, name);
  if (!owed) return "none";
  const paid = paidOf(facts, owed, act);
  if (!paid) return "waiting";
  const r = facts.trip.request;
  const keys = [`paperwork:${r.reference}:${name}`, `paperwork-copy:${r.reference}:${name}`] as const;
  // Both left before: nothing to draw or render again.
  const before = await Promise.all(keys.map((key) => deps.stores.sent.get(key)));
  if (before.every((record) => record && record.state !== "pending")) return "sent";
  const issuedAt = deps.now();
  const total = owed.lines.reduce((sum, line) => sum + line.amount, 0);
  const company = r.professional ? r.company : undefined;
  let paperwork: Paperwork;
  const status = paid === "in-car" ? `à régler à bord, auprès du chauffeur` : `réglée le ${parisDay(paid.at)}`;
  const payment = paid === "in-car" ? { inCar: true } : { paid };
  if (company) {
    const number = await deps.invoices.draw(r.reference, issuedAt);
    if (!number.ok) {
      console.error(`[${label}] ${r.reference}: NO INVOICE NUMBER (${number.error}); the next run tries again`);
      return "retry";
    }
    const pdf = await invoicePdf({
      number: number.value,
      reference: r.reference,
      issuedAt,
      buyer: {
        company: company.name,
        contact: `${r.firstName} ${r.lastName}`,
        address: company.address ? [company.address] : [],
        ...(company.siren ? { siren: company.siren } : {}),
        ...(company.vatNumber ? { vatNumber: company.vatNumber } : {}),
      },
      lines: owed.lines,
      ...payment,
    });
    paperwork = { kind: "invoice", number: number.value, label: owed.label.fr, total, status, pdf };
  } else {
    const pdf = await receiptPdf({
      reference: r.reference,
      issuedAt,
      customer: `${r.firstName} ${r.lastName}`,
      lines: owed.lines,
      ...payment,
    });
    paperwork = { kind: "receipt", label: owed.label.fr, total, status, pdf };
  }
  const forCustomer: Paperwork =
    r.locale === "en"
      ? {
          ...paperwork,
          label: owed.label.en,
          status: paid === "in-car" ? "to be paid in the car" : `paid on ${parisDay(paid.at)}`,
        }
      : paperwork;
  const at = issuedAt.toISOString();
  const sent = await sendOnce(deps.stores.sent, keys[0], paperworkEmail(facts.trip, forCustomer, deps.siteOrigin), {
    mailer: deps.mailer,
    at,
    deadline: sendBy(deadline, 3_000),
    label,
  });
  if (sent === "refused") return "retry";
  await sendOnce(deps.stores.sent, keys[1], paperworkCopyEmail(facts.trip, paperwork, deps.inbox), {
    mailer: deps.mailer,
    at,
    deadline: sendBy(deadline),
    label,
  });
  if (sent === "sent")
    console.info(
      `[${label}] ${r.reference}: ${paperwork.kind === "invoice" ? `invoice ${paperwork.number}` : "receipt"} sent (${formatEuros(total / 100)}${NBSP}TTC)`,
    );
  return sent === "uncertain" ? "uncertain" : "sent";
}
