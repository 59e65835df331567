import type { Redis } from "@upstash/redis";
import { INVOICE_RETENTION_YEARS } from "../../config/payment.js";
import type { Cents } from "../../lib/money.js";
import { parisClock } from "../../lib/paris-time.js";
import { type BookingRecord, feeBilled, type MoneyAct, partPrefix } from "../booking/record.js";
import type { BookingStore } from "../booking/store.js";
import { STORE_CALL_MS } from "../kernel/cron.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";
import type { Trip, TripStores } from "../trip/store.js";

/**
 * The receipts register (docs/decisions/260-operator-console.md): every payment, refund, note, invoice and credit
 * note, each a line with its date, the booking, the customer, the amount, how it was paid and the document that states
 * it. Its lines are read from the booking's record (its ledger, its money acts, its documents' numbers and dates) and
 * kept, with the customer's name, for as long as the invoices are (INVOICE_RETENTION_YEARS): the record and the trip
 * expire long before an accountant asks for a year. Each booking's lines are written again whole whenever its money
 * or documents move (a document sent, a refund told, the settling job's look), so the kept copy is the record's.
 */
export type RegisterOperation = "encaissement" | "remboursement" | "note" | "facture" | "avoir";
export type RegisterLine = {
  id: string;
  at: string;
  reference: string;
  customer: string;
  operation: RegisterOperation;
  /** Cents: received (positive), given back (negative); a document's total, its credit note's negative. */
  amount: Cents;
  method: string;
  /** The number of the document that states it (a note, an invoice, a credit note), once issued. */
  document: string;
  /** Stripe's ids: the payment, or the refunds. */
  stripe: string;
};

const ONLINE = "carte bancaire (en ligne)";
const docFor = (record: BookingRecord, what: string) =>
  record.documents[`invoice-${what}`] ?? record.documents[`note-${what}`] ?? "";

/** What a money act's name documents: the fee (its parts `fee-paid-2`…), the fare, or the ride (`paid-2`…). */
const billedBy = (name: string) =>
  name === "fee" || name.startsWith(partPrefix("fee")) ? "fee" : name === "fare" ? "fare" : "ride";

/** A booking's lines, from its record as it stands. */
export function registerLines(record: BookingRecord, customer: string): RegisterLine[] {
  const lines: RegisterLine[] = [];
  const base = { reference: record.reference, customer };
  if (record.farePaid)
    lines.push({
      ...base,
      id: `pay:${record.farePaid.paymentIntentId}`,
      at: record.farePaid.at,
      operation: "encaissement",
      amount: record.farePaid.amount,
      method: ONLINE,
      document: docFor(record, "fare"),
      stripe: record.farePaid.paymentIntentId,
    });
  for (const [name, act] of Object.entries(record.acts)) {
    const line = moneyLine(record, name, act);
    if (line) lines.push({ ...base, ...line });
  }
  for (const [id, number] of Object.entries(record.documents)) {
    const kind = id.split("-")[0];
    const what = id.slice(id.indexOf("-") + 1);
    // As the document stated it when its number was drawn; worked out again only for documents made before that was kept.
    const stated = kind === "credit" ? undefined : record.documentTotals[id];
    const amount =
      stated !== undefined
        ? stated
        : kind === "credit"
          ? -(record.acts[what]?.amount ?? 0)
          : what === "fare"
            ? (record.farePaid?.amount ?? 0)
            : what === "fee"
              ? feeBilled(record)
              : (record.end?.total ?? record.price);
    lines.push({
      ...base,
      id: `doc:${id}`,
      at: record.documentDates[id] ?? record.at,
      operation: kind === "invoice" ? "facture" : kind === "credit" ? "avoir" : "note",
      amount,
      method: "",
      document: number,
      stripe: "",
    });
  }
  return lines.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

function moneyLine(
  record: BookingRecord,
  name: string,
  act: MoneyAct,
): Omit<RegisterLine, "reference" | "customer"> | null {
  if (act.state !== "done") return null;
  if (act.outcome === "refunded")
    return {
      id: `refund:${name}`,
      at: act.at,
      operation: "remboursement",
      amount: -act.amount,
      method: ONLINE,
      document: record.documents[`credit-${name}`] ?? "",
      stripe: (act.refundIds ?? []).join(" "),
    };
  // A fee kept from the fare already paid is no new receipt: the fare's line holds the money.
  if (act.outcome === "succeeded" && act.paymentIntentId && act.method !== "kept")
    return {
      id: `pay:${act.paymentIntentId}`,
      at: act.at,
      operation: "encaissement",
      amount: act.amount,
      method: act.method ?? ONLINE,
      document: docFor(record, billedBy(name)),
      stripe: act.paymentIntentId,
    };
  if (act.outcome === "recorded")
    return {
      id: `paid:${name}`,
      at: act.at,
      operation: "encaissement",
      amount: act.amount,
      method: act.method ?? "",
      document: docFor(record, billedBy(name)),
      stripe: "",
    };
  return null;
}

/** « 2026-11 »: the month in Nantes a line belongs to. */
export function monthOf(at: string): string {
  const c = parisClock(new Date(at));
  return `${c.year}-${String(c.month).padStart(2, "0")}`;
}

/** Who a line names: the company invoiced, with the person, or the customer. */
export function customerOf(trip: Trip | null, record: BookingRecord): string {
  if (!trip) return "";
  const person = `${trip.request.firstName} ${trip.request.lastName}`;
  // The company invoiced, as ./documents.ts names it: the operator's correction, or the customer's own.
  const company = trip.request.professional ? (record.company ?? trip.request.company) : undefined;
  return company ? `${company.name} (${person})` : person;
}

export type RegisterStore = {
  /** A booking's lines, replacing those kept, and the months they fall in. */
  keep(reference: string, lines: RegisterLine[]): Promise<void>;
  /** The bookings with a line in a month. */
  month(month: string): Promise<string[]>;
  lines(references: string[]): Promise<Record<string, RegisterLine[]>>;
};

/**
 * How long a booking's lines (and its documents' PDFs, ./kept-documents.ts) are kept: the invoices' retention and a
 * year.
 */
export const TTL_SECONDS = (INVOICE_RETENTION_YEARS + 1) * 366 * 86_400;
const TIMEOUT_MS = 800;

export function redisRegisterStore(redis: Redis): RegisterStore {
  const run = <T>(call: () => Promise<T>, what: string) =>
    callRedis(call, TIMEOUT_MS, `Redis ${what}`, { evenIfPaused: true });
  return {
    async keep(reference, lines) {
      if (!lines.length) return;
      const pipeline = redis.multi();
      pipeline.set(`register:booking:${reference}`, JSON.stringify(lines), { ex: TTL_SECONDS });
      for (const month of new Set(lines.map((l) => monthOf(l.at)))) {
        pipeline.sadd(`register:month:${month}`, reference);
        pipeline.expire(`register:month:${month}`, TTL_SECONDS);
      }
      await run(() => pipeline.exec(), "MULTI register");
    },
    async month(month) {
      return run(() => redis.smembers(`register:month:${month}`), "SMEMBERS register");
    },
    async lines(references) {
      if (!references.length) return {};
      const values = await run(
        () => redis.mget<unknown[]>(...references.map((r) => `register:booking:${r}`)),
        "MGET register",
      );
      return Object.fromEntries(
        references.map((r, i) => {
          const value = values[i];
          return [r, (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as RegisterLine[]];
        }),
      );
    },
  };
}

export const getRegisterStore = storeOnce<RegisterStore>(redisRegisterStore);

/**
 * Writes a booking's lines again from its record, with the customer's name from its trip (or, the trip gone, the
 * name the register already holds). Never throws: the next look at the booking writes them. With a `deadline` (an
 * answer or a job that must finish by then), it writes nothing when its two rounds would not fit before it: the
 * settling job's next look at the booking writes them.
 */
export async function keepInRegister(
  deps: { bookings: BookingStore; stores: TripStores; register?: RegisterStore },
  reference: string,
  deadline?: number,
): Promise<RegisterLine[]> {
  if (deadline !== undefined && Date.now() + 2 * STORE_CALL_MS > deadline) return [];
  try {
    const register = deps.register ?? getRegisterStore();
    const [record, trip] = await Promise.all([deps.bookings.get(reference), deps.stores.trips.get(reference)]);
    if (!record) return [];
    const known = trip ? "" : ((await register.lines([reference]))[reference]?.[0]?.customer ?? "");
    const lines = registerLines(record, trip ? customerOf(trip, record) : known);
    await register.keep(reference, lines);
    return lines;
  } catch (error) {
    console.error(`[register] ${reference}: its lines NOT KEPT yet (the next look writes them)`, error);
    return [];
  }
}
