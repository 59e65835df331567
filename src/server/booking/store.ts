import type { Redis } from "@upstash/redis";
import { parisClock } from "../../lib/paris-time.js";
import { isReference } from "../kernel/reference.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";
import { type BookingRecord, recordKey, recordOf } from "./record.js";
import { DOCUMENT, LEDGER, MOVE } from "./scripts.js";
import type { StateOrNone } from "./states.js";

/**
 * Where every booking's record lives (./record.ts): one Upstash hash each, changed only through the scripts of
 * ./scripts.ts, and three indexes: the answers awaited (`bookings:open`, by the time they lapse), the bookings whose
 * money or documents are not settled yet (`bookings:unsettled`, by pickup) and those whose arrival is followed
 * (`bookings:arrivals`, by when to look at it next). One implementation: the local mode and
 * the tests run it on the embedded store (docs/decisions/220-one-store.md).
 */
export type Index = "open" | "unsettled" | "arrivals";
/** `arrivals`: the bookings whose arrival is followed, by when the following job should next look at each. */
const INDEX_KEYS: Record<Index, string> = {
  open: "bookings:open",
  unsettled: "bookings:unsettled",
  arrivals: "bookings:arrivals",
};

/** One booking's move: from one of `from` (at version `expect`, when given), these fields set and deleted. */
export type Move = {
  reference: string;
  from: readonly StateOrNone[];
  expect?: number;
  ttlSeconds?: number;
  set: Record<string, string | number>;
  del?: string[];
};
export type IndexChange = { op: "zadd" | "zrem"; index: Index; member: string; score?: number };

export type Moved = { ok: true; versions: number[] } | { ok: false; reference: string; state: StateOrNone; v: number };

export type LedgerOp =
  | { op: "charge" | "offline"; name: string; amount: number; act: string }
  | {
      op: "charged";
      name: string;
      reserved: number;
      /** The act's record as it now stands; null frees its name (nothing was done). */
      act: string | null;
      paymentIntentId?: string;
      taken: number;
      keepHold: boolean;
    }
  | { op: "refund"; name: string; amount: number; act: string; lowerCeiling: boolean }
  | {
      op: "refunded";
      name: string;
      reserved: number;
      act: string | null;
      done: number;
      keepHold: boolean;
      /** Cents a refund lowered the ceiling by and did not make at all: the ceiling gets them back. */
      restoreCeiling?: number;
      parts: { paymentIntentId: string; amount: number }[];
    }
  | { op: "receive"; paymentIntentId: string; amount: number; set?: Record<string, string | number> }
  | { op: "claim"; field: string; value: string; set?: Record<string, string | number> }
  | { op: "set"; set: Record<string, string | number> };

export type LedgerAnswer = { ok: true; v: number } | { ok: false; why: string; left?: number; state?: string };

export type BookingStore = {
  get(reference: string): Promise<BookingRecord | null>;
  move(moves: Move[], indexes?: IndexChange[]): Promise<Moved>;
  /** A ledger act, checked where the money is counted; `states` it is allowed in (all, when absent). */
  ledger(reference: string, change: LedgerOp, states?: readonly StateOrNone[], expect?: number): Promise<LedgerAnswer>;
  /** A document's number in `series` (« 2026-0001 », « N2026-0001 »), the same every time for the same document. */
  document(
    reference: string,
    documentId: string,
    series: "invoice" | "note",
    issuedAt: Date,
    total?: number,
  ): Promise<string>;
  /** Members of an index whose score is below `before`, lowest first. */
  due(index: Index, before: number, limit: number): Promise<string[]>;
  /** Members of an index whose score is in [from, to), lowest first. */
  between(index: Index, from: number, to: number, limit: number): Promise<string[]>;
  /** A booking put on an index at `score` (when to look at it next), or taken off it (null). */
  schedule(index: Index, member: string, score: number | null): Promise<void>;
};

/** Longer than Upstash's slowest answer: a script either ran or did not, and a timeout is said as such. */
const SCRIPT_TIMEOUT_MS = 2_000;
const READ_TIMEOUT_MS = 800;
const csv = (states: readonly string[]) => `,${states.join(",")},`;
const pairs = (fields: Record<string, string | number>) => Object.entries(fields).flatMap(([k, v]) => [k, String(v)]);

/** What sets the notes' numbers apart from the invoices' (« N2026-0001 » against « 2026-0001 »). */
const NOTE_MARK = "N";

/** The prefix of a series' numbers: invoices and credit notes share one sequence (« 2026-0001 »), notes another. */
export function seriesPrefix(series: "invoice" | "note", year: number): string {
  return series === "invoice" ? `${year}-` : `${NOTE_MARK}${year}-`;
}

/** Whether a document's number is of the notes' series, not the invoices'. */
export const isNoteNumber = (number: string): boolean => number.startsWith(NOTE_MARK);

export function redisBookingStore(redis: Redis): BookingStore {
  // Recording what has already happened (Stripe's answer, money received, a number drawn) is tried even while this
  // instance leaves a failing Redis alone; an act not yet done is not: it waits for Redis to answer again.
  const run = <T>(call: () => Promise<T>, what: string, evenIfPaused = false) =>
    callRedis(call, SCRIPT_TIMEOUT_MS, `Redis ${what}`, { evenIfPaused });
  return {
    async get(reference) {
      const fields = await callRedis(
        () => redis.hgetall<Record<string, unknown>>(recordKey(reference)),
        READ_TIMEOUT_MS,
        "Redis HGETALL booking",
      );
      return recordOf(reference, fields);
    },
    async move(moves, indexes = []) {
      for (const m of moves) if (!isReference(m.reference)) throw new Error(`Not a booking reference: ${m.reference}`);
      const args: string[] = [String(moves.length)];
      for (const m of moves) {
        const set = pairs(m.set);
        const del = m.del ?? [];
        args.push(
          csv(m.from),
          m.expect === undefined ? "" : String(m.expect),
          m.ttlSeconds ? String(m.ttlSeconds) : "",
        );
        args.push(String(set.length / 2), ...set, String(del.length), ...del);
      }
      const indexNames = [...new Set(indexes.map((i) => i.index))];
      args.push(String(indexes.length));
      for (const i of indexes)
        args.push(i.op, String(moves.length + indexNames.indexOf(i.index) + 1), String(i.score ?? 0), i.member);
      const keys = [...moves.map((m) => recordKey(m.reference)), ...indexNames.map((n) => INDEX_KEYS[n])];
      const answer = await run(() => redis.eval<string[], unknown[]>(MOVE, keys, args), "booking move");
      if (Number(answer[0]) === 1) return { ok: true, versions: answer.slice(1).map(Number) };
      const at = Number(answer[1]) - 1;
      return {
        ok: false,
        reference: moves[at]?.reference ?? "",
        state: String(answer[2]) as StateOrNone,
        v: Number(answer[3]),
      };
    },
    async ledger(reference, change, states, expect) {
      const head = [change.op, states ? csv(states) : "", expect === undefined ? "" : String(expect)];
      let rest: string[];
      switch (change.op) {
        case "charge":
        case "offline":
          rest = [change.name, String(change.amount), change.act];
          break;
        case "charged":
          rest = [
            change.name,
            String(change.reserved),
            change.act ?? "",
            change.paymentIntentId ?? "",
            String(change.taken),
            change.keepHold ? "1" : "0",
          ];
          break;
        case "refund":
          rest = [change.name, String(change.amount), change.act, change.lowerCeiling ? "1" : "0"];
          break;
        case "refunded":
          rest = [
            change.name,
            String(change.reserved),
            change.act ?? "",
            String(change.done),
            change.keepHold ? "1" : "0",
            String(change.restoreCeiling ?? 0),
            ...change.parts.flatMap((p) => [p.paymentIntentId, String(p.amount)]),
          ];
          break;
        case "receive":
          rest = [change.paymentIntentId, String(change.amount), ...pairs(change.set ?? {})];
          break;
        case "claim":
          rest = [change.field, change.value, ...pairs(change.set ?? {})];
          break;
        case "set":
          rest = pairs(change.set);
          break;
        default: {
          const never: never = change;
          throw new Error(`unknown ledger op ${String(never)}`);
        }
      }
      const answer = await run(
        () => redis.eval<string[], unknown[]>(LEDGER, [recordKey(reference)], [...head, ...rest]),
        `ledger ${change.op}`,
        change.op === "charged" || change.op === "refunded" || change.op === "receive",
      );
      if (Number(answer[0]) === 1) return { ok: true, v: Number(answer[1]) };
      return {
        ok: false,
        why: String(answer[1]),
        ...(answer[2] !== undefined && change.op !== "refund" && change.op !== "charge"
          ? { state: String(answer[2]) }
          : {}),
        ...(answer[1] === "ceiling" || answer[1] === "refundable" ? { left: Number(answer[2]) } : {}),
      };
    },
    async document(reference, documentId, series, issuedAt, total) {
      const year = parisClock(issuedAt).year;
      const number = await run(
        () =>
          redis.eval<string[], unknown>(
            DOCUMENT,
            [recordKey(reference), `${series}:sequence:${year}`],
            [
              documentId,
              seriesPrefix(series, year),
              issuedAt.toISOString(),
              ...(total === undefined ? [] : [String(total)]),
            ],
          ),
        "document number",
        true,
      );
      const text = String(number);
      if (!/^N?\d{4}-\d{4,}$/.test(text)) throw new Error(`Redis answered ${text} for a document number`);
      return text;
    },
    async due(index, before, limit) {
      return callRedis(
        () =>
          redis.zrange<string[]>(INDEX_KEYS[index], "-inf", `(${before}`, { byScore: true, offset: 0, count: limit }),
        READ_TIMEOUT_MS,
        `Redis ZRANGE ${index}`,
      );
    },
    async schedule(index, member, score) {
      await callRedis(
        () =>
          score === null ? redis.zrem(INDEX_KEYS[index], member) : redis.zadd(INDEX_KEYS[index], { score, member }),
        READ_TIMEOUT_MS,
        `Redis ${score === null ? "ZREM" : "ZADD"} ${index}`,
      );
    },
    async between(index, from, to, limit) {
      return callRedis(
        () => redis.zrange<string[]>(INDEX_KEYS[index], from, `(${to}`, { byScore: true, offset: 0, count: limit }),
        READ_TIMEOUT_MS,
        `Redis ZRANGE ${index}`,
      );
    },
  };
}

export const getBookingStore = storeOnce<BookingStore>(redisBookingStore);
