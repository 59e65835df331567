import type { Redis } from "@upstash/redis";
import { BOOKING_WINDOW_DAYS } from "../../config/booking.js";
import type { PaymentMode } from "../../config/payment.js";
import { PAYMENT_RECORD_EXTRA_DAYS } from "../../config/retention.js";
import { isReference } from "../kernel/reference.js";
import {
  isOnceRecord,
  memoryOnceStore,
  type OnceRecord,
  type OnceStore,
  redisOnceStore,
} from "../kernel/store/once.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";

/**
 * What a booking's payment record holds (docs/decisions/190-getting-paid.md): how the customer chose to pay, the
 * fare (cents, from the sealed booking), the Stripe customer his card is kept on, the card kept (its brand and last
 * four digits, never its number: Stripe holds it), the last Checkout session, and the fare when paid online.
 * Each field is written on its own (a Redis hash), so the return page and the webhook, which may both record the
 * same session, never overwrite each other's other fields.
 */
export type KeptCard = { paymentMethodId: string; brand: string | null; last4: string | null; at: string };
export type Paid = { paymentIntentId: string; amount: number; at: string };
export type Payment = {
  mode: PaymentMode;
  fare: number;
  customerId?: string;
  sessionId?: string;
  card?: KeptCard;
  paid?: Paid;
};

export type PaymentRecords = {
  get(reference: string): Promise<Payment | null>;
  /**
   * Sets these fields, the others as they are; the record is kept until `keepUntil` (epoch ms), or as long as it
   * already was when no date is given (an event that does not know the trip's date).
   */
  update(reference: string, fields: Partial<Payment>, keepUntil?: number): Promise<void>;
  /** Removes these fields (a fare paid, then refunded when the operator answered with another price). */
  clear(reference: string, fields: (keyof Payment)[]): Promise<void>;
};

const PREFIX = "payment:";
const REDIS_TIMEOUT_MS = 800;
const FIELDS = ["mode", "fare", "customerId", "sessionId", "card", "paid"] as const;

function toRecord(fields: Record<string, unknown> | null): Payment | null {
  if (!fields || typeof fields.mode !== "string" || typeof fields.fare !== "number") return null;
  const record: Record<string, unknown> = {};
  for (const name of FIELDS) if (fields[name] !== undefined && fields[name] !== null) record[name] = fields[name];
  return record as Payment;
}

/** A booking up to its window's end, its trip kept after its pickup, then the payment record's own days. */
const LONGEST_SECONDS = (BOOKING_WINDOW_DAYS + 1095 + PAYMENT_RECORD_EXTRA_DAYS) * 86_400;
const ttlOf = (keepUntil: number) => Math.max(60, Math.ceil((keepUntil - Date.now()) / 1000));

export function redisPaymentRecords(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): PaymentRecords {
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, timeoutMs, `Redis ${what}`);
  return {
    async get(reference) {
      // @upstash/redis reads each field back as JSON: objects and numbers come back as themselves.
      return toRecord(await run(() => redis.hgetall<Record<string, unknown>>(`${PREFIX}${reference}`), "HGETALL"));
    },
    async update(reference, fields, keepUntil) {
      if (!isReference(reference)) throw new Error(`Not a booking reference: ${reference}`);
      const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
        string,
        unknown
      >;
      const pipeline = redis.multi();
      pipeline.hset(`${PREFIX}${reference}`, set);
      // A record first written without a date lives as long as the longest a trip can: never for ever.
      if (keepUntil === undefined) pipeline.expire(`${PREFIX}${reference}`, LONGEST_SECONDS, "NX");
      else pipeline.expire(`${PREFIX}${reference}`, ttlOf(keepUntil));
      await run(() => pipeline.exec(), "MULTI payment");
    },
    async clear(reference, fields) {
      if (!fields.length) return;
      await run(() => redis.hdel(`${PREFIX}${reference}`, ...fields), "HDEL payment");
    },
  };
}

export function memoryPaymentRecords(): PaymentRecords {
  const records = new Map<string, Record<string, unknown>>();
  return {
    async get(reference) {
      const found = records.get(reference);
      return found ? toRecord(structuredClone(found)) : null;
    },
    async update(reference, fields) {
      if (!isReference(reference)) throw new Error(`Not a booking reference: ${reference}`);
      const current = records.get(reference) ?? {};
      for (const [name, value] of Object.entries(fields))
        if (value !== undefined) current[name] = structuredClone(value);
      records.set(reference, current);
    },
    async clear(reference, fields) {
      const current = records.get(reference);
      if (current) for (const name of fields) delete current[name];
    },
  };
}

export const getPaymentRecords = storeOnce<PaymentRecords>((redis) => redisPaymentRecords(redis), memoryPaymentRecords);

/**
 * One act that moves money on a booking (a fee charged, a refund, the fare charged at the ride's end), done at
 * most once under `reference:act`: a second press, a concurrent one, a replayed event find the claim and do
 * nothing; Stripe's idempotency key, derived from the same names, makes even a retried call charge once.
 */
export type MoneyAct = OnceRecord & {
  /** In cents. */
  amount: number;
  outcome?: "succeeded" | "pending" | "needs-customer" | "declined" | "refunded" | "failed";
  /** The payment it took, or (a refund) the one it gave back. */
  paymentIntentId?: string;
  refundId?: string;
  /** A refund spread over more than one payment (the fare paid at booking, then a ride's extras): each part. */
  parts?: RefundPart[];
  reason?: string;
  /** Whose act it is, for the operator's page: « operator », « customer », « auto ». */
  by?: string;
};

export type RefundPart = { paymentIntentId: string; amount: number; refundId?: string };

const isMoneyAct = (value: unknown): value is MoneyAct =>
  isOnceRecord(value) && typeof (value as { amount?: unknown }).amount === "number";

export const memoryMoneyActs = (): OnceStore<MoneyAct> => memoryOnceStore<MoneyAct>();
export const redisMoneyActs = (redis: Redis): OnceStore<MoneyAct> => redisOnceStore(redis, "payment:act:", isMoneyAct);
export const getMoneyActs = storeOnce<OnceStore<MoneyAct>>(redisMoneyActs, memoryMoneyActs);
