import { PAYMENT_MODES } from "../../config/payment.js";
import { formatEuros } from "../../lib/fares.js";
import { parisDay } from "../../lib/paris-time.js";
import { BOOKING_STATES as ALL_STATES } from "../booking/states.js";
import { type BookingRecord, type MoneyAct, owed, paymentsOf } from "../booking/record.js";
import { type SendOutcome, sendOnce } from "../mail/send-once.js";
import { type Buyer, creditNotePdf, invoicePdf } from "../payment/documents/invoice.js";
import type { Paid } from "../payment/documents/parts.js";
import { receiptPdf } from "../payment/documents/receipt.js";
import type { Trip } from "../trip/store.js";
import { type SettlementDeps, sendBy } from "./dependencies.js";
import { getKeptDocuments } from "./kept-documents.js";
import { keepInRegister } from "./register.js";
import { type Paperwork, paperworkCopyEmail, paperworkEmail } from "./settlement-letters.js";
import { type Billed, rideParts, statementOf } from "./statement.js";
import { statementText } from "./statement.text.js";

const NBSP = "\u00a0";

export type DocumentOutcome =
  /** Sent now, or before. */
  | "sent"
  /** Not yet: the amount is still to be paid (a payment link is out, a payment still settling). */
  | "waiting"
  /** Nothing to document. */
  | "none"
  /** Not sent now (the mail provider refused, a number could not be drawn): the next run of the job tries again. */
  | "retry"
  | "uncertain";

/** The company a business trip is invoiced to, as the operator corrected it or as the customer gave it. */
export function companyOf(trip: Trip, record: BookingRecord) {
  if (!trip.request.professional) return undefined;
  return record.company ?? trip.request.company;
}

/** The company an invoice or a credit note is made out to, with the customer who booked as its contact. */
function buyerOf(trip: Trip, company: NonNullable<ReturnType<typeof companyOf>>): Buyer {
  return {
    company: company.name,
    contact: `${trip.request.firstName} ${trip.request.lastName}`,
    address: company.address ? [company.address] : [],
    ...(company.siren ? { siren: company.siren } : {}),
    ...(company.vatNumber ? { vatNumber: company.vatNumber } : {}),
  };
}

const cardName = (record: BookingRecord) => {
  const card = record.card;
  const brand = card?.brand ? `carte ${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)}` : "carte bancaire";
  return `${brand}${card?.last4 ? ` •••• ${card.last4}` : ""} (paiement en ligne)`;
};

const paidBy = (act: MoneyAct | undefined, record: BookingRecord): Paid | null =>
  act && act.state === "done" && (act.outcome === "succeeded" || act.outcome === "recorded")
    ? { at: new Date(act.at), method: act.method ?? cardName(record) }
    : null;

/**
 * The payments that settled an act, in one line: the latest date, and each way it was paid in the order used
 * (« espèces et virement »). Null when there is none.
 */
function together(payments: (Paid | null)[]): Paid | null {
  // In the order they were made (the record keeps its acts in no order), the same on every copy.
  const paid = payments
    .filter((p): p is Paid => p !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.method.localeCompare(b.method));
  if (!paid.length) return null;
  return { at: paid.at(-1)!.at, method: [...new Set(paid.map((p) => p.method))].join(" et ") };
}

/** Each payment that paid a fee or a ride, as its document names it. */
const paymentsBy = (record: BookingRecord, act: "fee" | "ride") =>
  paymentsOf(record, act).map((payment) => paidBy(payment, record));

/**
 * How what a document states was settled, or null while it is not: a fare paid online; a fee taken from the card,
 * kept from the fare or paid through its link; a ride charged, covered by the fare paid, recorded as paid by the
 * operator, or to be paid in the car. A fee or a ride is settled only once nothing is owed on the booking: a part
 * paid (some cash, the rest still due) leaves its note waiting, since a note says the amount was paid; it then names
 * every way it was paid, at the date of the last payment.
 */
export function settledHow(what: Billed, record: BookingRecord): Paid | "in-car" | null {
  const online = "paiement en ligne lors de la réservation";
  switch (what) {
    case "fare":
      return record.farePaid ? { at: new Date(record.farePaid.at), method: online } : null;
    case "fee": {
      if (owed(record.ledger) > 0) return null;
      const fee = record.acts.fee;
      if (fee?.outcome === "succeeded" && fee.method === "kept" && record.farePaid)
        return { at: new Date(record.farePaid.at), method: online };
      return together(paymentsBy(record, "fee"));
    }
    case "ride": {
      const mode = record.mode ?? "in-car";
      const unpaid = PAYMENT_MODES[mode].online === "never" ? "in-car" : null;
      if (owed(record.ledger) > 0) return unpaid;
      const fare = record.farePaid ? { at: new Date(record.farePaid.at), method: online } : null;
      const after = paymentsBy(record, "ride");
      if (after.some(Boolean)) return together([fare, ...after]);
      const total = record.end?.total ?? record.price;
      if (record.farePaid && record.farePaid.amount >= total) return fare;
      return unpaid;
    }
    default: {
      const never: never = what;
      throw new Error(`unknown document ${String(never)}`);
    }
  }
}

/** The document's id on the booking: one per document, its kind in its name (an invoice and a note never share one). */
const documentId = (kind: Paperwork["kind"], what: string) => `${kind === "invoice" ? "invoice" : "note"}-${what}`;

/**
 * The document of what a trip's act settled, sent once (docs/decisions/200-booking-state.md): an invoice for a
 * business trip that names its company as soon as the service is done (the ride ended, or the fee taken), paid or
 * not; a note for everyone else once paid (or, paid in the car, once the ride ends). Each has its own number, drawn
 * once for that document. The customer gets it by e-mail, the business a copy with the same PDF, its archive. Once
 * both have left, the booking no longer lists it as due.
 */
export async function sendDocument(
  trip: Trip,
  record: BookingRecord,
  what: Billed,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<DocumentOutcome> {
  const statement = statementOf(what, trip, record);
  if (!statement) return clearDue(record, what, deps, "none");
  const r = trip.request;
  const company = companyOf(trip, record);
  const kind: Paperwork["kind"] = company ? "invoice" : "receipt";
  const how = settledHow(what, record);
  // A note says what was paid; an invoice is owed when the service is done, whatever its payment.
  if (!how && kind === "receipt") return "waiting";
  const keys = [`doc:${r.reference}:${what}`, `doc-copy:${r.reference}:${what}`] as const;
  const before = await Promise.all(keys.map((key) => deps.stores.sent.get(key)));
  if (before.every((sent) => sent && sent.state !== "pending")) return clearDue(record, what, deps, "sent");
  const issuedAt = issuedAtOf(record, documentId(kind, what), deps);
  let number: string;
  try {
    number = await deps.bookings.document(
      r.reference,
      documentId(kind, what),
      kind === "invoice" ? "invoice" : "note",
      issuedAt,
      statement.total,
    );
  } catch (error) {
    console.error(
      `[${label}] ${r.reference}: NO DOCUMENT NUMBER for ${what} (${String(error)}); the next run tries again`,
    );
    return "retry";
  }
  const payment = how === "in-car" ? { inCar: true } : how ? { paid: how } : {};
  const pdf =
    kind === "invoice" && company
      ? await invoicePdf({
          number,
          reference: r.reference,
          issuedAt,
          buyer: buyerOf(trip, company),
          lines: statement.lines,
          ...payment,
        })
      : await receiptPdf({
          number,
          reference: r.reference,
          issuedAt,
          customer: `${r.firstName} ${r.lastName}`,
          lines: statement.lines,
          ...payment,
        });
  if (!(await kept(number, pdf, deps, `[${label}] ${r.reference}`))) return "retry";
  const status = (locale: "fr" | "en") => {
    const t = statementText[locale].status;
    return how === "in-car" ? t.inCar : how ? t.paid(parisDay(how.at)) : t.due;
  };
  const paperwork: Paperwork = {
    kind,
    number,
    label: statement.label.fr,
    total: statement.total,
    status: status("fr"),
    pdf,
    ...(what === "ride" ? { parts: rideParts(trip, record, "fr") } : {}),
    ...(what === "fee" && record.fee?.kind === "no-show" ? { noShow: true } : {}),
  };
  const forCustomer: Paperwork = {
    ...paperwork,
    label: statement.label[r.locale],
    status: status(r.locale),
    ...(what === "ride" ? { parts: rideParts(trip, record, r.locale) } : {}),
  };
  const sent = await sendPaperwork(trip, { forCustomer, copy: paperwork }, keys, deps, { issuedAt, deadline, label });
  if (sent === "refused") return "retry";
  if (sent === "sent")
    console.info(
      `[${label}] ${r.reference}: ${kind === "invoice" ? "invoice" : "note"} ${number} sent (${formatEuros(statement.total / 100)}${NBSP}TTC)`,
    );
  await keepInRegister(deps, r.reference, deadline);
  return clearDue(record, what, deps, sent === "uncertain" ? "uncertain" : "sent");
}

/**
 * A document's two e-mails, each once under its own key: the customer's (in his language) first, then the business's
 * copy, which waits for his unless the mail provider refused it (nothing left: the next run tries both again).
 */
async function sendPaperwork(
  trip: Trip,
  letters: { forCustomer: Paperwork; copy: Paperwork },
  keys: readonly [string, string],
  deps: SettlementDeps,
  { issuedAt, deadline, label }: { issuedAt: Date; deadline: number; label: string },
): Promise<SendOutcome> {
  const at = issuedAt.toISOString();
  const sent = await sendOnce(deps.stores.sent, keys[0], paperworkEmail(trip, letters.forCustomer, deps.siteOrigin), {
    mailer: deps.mailer,
    at,
    deadline: sendBy(deadline, 3_000),
    label,
  });
  if (sent === "refused") return sent;
  await sendOnce(deps.stores.sent, keys[1], paperworkCopyEmail(trip, letters.copy, deps.inbox), {
    mailer: deps.mailer,
    at,
    deadline: sendBy(deadline),
    label,
  });
  return sent;
}

/**
 * A document's date of issue: the one its number was drawn with, once drawn, so that a document sent again after a
 * failed attempt is the same document, to the byte.
 */
function issuedAtOf(record: BookingRecord, id: string, deps: SettlementDeps): Date {
  const drawn = record.documentDates[id];
  return drawn ? new Date(drawn) : deps.now();
}

/**
 * The PDF kept for the accountant (./kept-documents.ts) before it leaves: a document sent must be in the archive.
 * Not kept (the store failed), it is not sent either: the next run tries both again, under the same number and date.
 */
async function kept(number: string, pdf: Uint8Array, deps: SettlementDeps, where: string): Promise<boolean> {
  try {
    await (deps.kept ?? getKeptDocuments()).keep(number, pdf);
    return true;
  } catch (error) {
    console.error(`${where}: ${number} NOT KEPT (${String(error)}), not sent; the next run tries again`);
    return false;
  }
}

/** The document left (or has nothing to say): the booking no longer lists it as due. */
async function clearDue<T>(record: BookingRecord, what: string, deps: SettlementDeps, outcome: T): Promise<T> {
  if (!(what in record.documentsDue)) return outcome;
  await deps.bookings
    .move([{ reference: record.reference, from: ALL_STATES, set: {}, del: [`due:${what}`] }])
    .catch((error) => console.error(`[documents] ${record.reference}: ${what} sent, still listed as due`, error));
  return outcome;
}

/**
 * A credit note (« facture d'avoir »), once, for money given back after an invoice (`credit-<name>`): it names the
 * invoice it corrects and carries its own number in the invoices' sequence. Without an invoice there is nothing to
 * correct: a note is not an invoice, and the refund's e-mail is the customer's record of it.
 */
export async function sendCreditNote(
  trip: Trip,
  record: BookingRecord,
  id: string,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<DocumentOutcome> {
  const refund = parseCredit(record.documentsDue[id]);
  const invoiceId = ["invoice-ride", "invoice-fee"].find((d) => record.documents[d]);
  const company = companyOf(trip, record);
  // The invoice it corrects is due and not made yet (its number could not be drawn, its e-mail failed): next run.
  if (refund && !invoiceId && company && (record.documentsDue.fee || record.documentsDue.ride)) return "retry";
  if (!refund || !invoiceId || !company) return clearDue(record, id, deps, "none");
  const r = trip.request;
  const keys = [`doc:${r.reference}:${id}`, `doc-copy:${r.reference}:${id}`] as const;
  const issuedAt = issuedAtOf(record, id, deps);
  let number: string;
  try {
    number = await deps.bookings.document(r.reference, id, "invoice", issuedAt);
  } catch (error) {
    console.error(`[${label}] ${r.reference}: NO CREDIT NOTE NUMBER (${String(error)}); the next run tries again`);
    return "retry";
  }
  const invoiceNumber = record.documents[invoiceId]!;
  const pdf = await creditNotePdf({
    number,
    reference: r.reference,
    issuedAt,
    buyer: buyerOf(trip, company),
    corrects: {
      number: invoiceNumber,
      issuedAt: new Date(record.documentDates[invoiceId] ?? refund.invoicedAt ?? refund.at),
    },
    lines: [
      {
        description: `Remboursement — facture n°${NBSP}${invoiceNumber}, réservation ${r.reference}`,
        date: new Date(refund.at),
        amount: refund.amount,
      },
    ],
    refunded: { at: new Date(refund.at), method: "remboursement sur le moyen de paiement utilisé" },
  });
  if (!(await kept(number, pdf, deps, `[${label}] ${r.reference}`))) return "retry";
  const paperwork: Paperwork = {
    kind: "credit-note",
    number,
    label: statementText.fr.creditNote.label(number, invoiceNumber),
    total: refund.amount,
    status: statementText.fr.creditNote.status(parisDay(new Date(refund.at))),
    pdf,
  };
  const forCustomer: Paperwork = {
    ...paperwork,
    label: statementText[r.locale].creditNote.label(number, invoiceNumber),
    status: statementText[r.locale].creditNote.status(parisDay(new Date(refund.at))),
  };
  const sent = await sendPaperwork(trip, { forCustomer, copy: paperwork }, keys, deps, { issuedAt, deadline, label });
  await keepInRegister(deps, r.reference, deadline);
  if (sent === "refused") return "retry";
  return clearDue(record, id, deps, sent === "uncertain" ? "uncertain" : "sent");
}

function parseCredit(value: string | undefined): { amount: number; at: string; invoicedAt?: string } | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as { amount?: unknown; at?: unknown; invoicedAt?: unknown };
    return typeof parsed.amount === "number" && typeof parsed.at === "string"
      ? {
          amount: parsed.amount,
          at: parsed.at,
          ...(typeof parsed.invoicedAt === "string" ? { invoicedAt: parsed.invoicedAt } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

/** Every document the booking lists as due, in order: the fare's, the fee's, the ride's, then credit notes. */
export async function sendDueDocuments(
  trip: Trip,
  record: BookingRecord,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<DocumentOutcome[]> {
  const outcomes: DocumentOutcome[] = [];
  for (const id of Object.keys(record.documentsDue).sort(byOrder)) {
    const current = (await deps.bookings.get(record.reference)) ?? record;
    outcomes.push(
      id.startsWith("credit-")
        ? await sendCreditNote(trip, current, id, deps, deadline, label)
        : isBilled(id)
          ? await sendDocument(trip, current, id, deps, deadline, label)
          : "none",
    );
  }
  return outcomes;
}

const ORDER = ["fare", "fee", "ride"];
const rank = (id: string) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length);
const byOrder = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
const isBilled = (id: string): id is Billed => id === "fare" || id === "fee" || id === "ride";
