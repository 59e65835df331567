import { randomBytes } from "node:crypto";
import type { OffSession } from "./cards";

/**
 * The stand-in's memory: Stripe's objects as the API returns them (the fields the payment layer reads, and the
 * ones around them a reader expects), what was charged and refunded, and how each kept card behaves later.
 */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** An answer of the API other than 200. `saved`: Stripe had started the work, so the key keeps this answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; code?: string; decline_code?: string; param?: string; payment_intent?: unknown },
    message: string,
    readonly saved = false,
  ) {
    super(message);
  }
  body() {
    return { error: { ...this.error, message: this.message } };
  }
}

export type Charged = {
  paymentIntent: string;
  charge: string;
  amount: number;
  customer: string | null;
  paymentMethod: string;
  offSession: boolean;
  reference: string | null;
  idempotencyKey: string | null;
  at: number;
};
export type Refunded = { refund: string; paymentIntent: string; charge: string; amount: number; at: number };

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** « pi_3Xk… », « cs_test_a1… »: Stripe's prefixes, random after them. */
export function newId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(24), (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createState() {
  const objects = new Map<string, StripeObject>();
  const offSession = new Map<string, OffSession>();
  const charged: Charged[] = [];
  const refunded: Refunded[] = [];
  return {
    objects,
    /** How a kept payment method behaves when charged off-session (its test card's rule). */
    offSession,
    charged,
    refunded,
    put<T extends StripeObject>(value: T): T {
      objects.set(value.id, value);
      return value;
    },
    get(id: string, object?: string): StripeObject | undefined {
      const found = objects.get(id);
      return found && (!object || found.object === object) ? found : undefined;
    },
    /** A resource the call names, or Stripe's 404. */
    need(id: string | undefined, object: string, param: string): StripeObject {
      const found = id ? objects.get(id) : undefined;
      if (found && found.object === object) return found;
      throw new ApiError(
        404,
        { type: "invalid_request_error", code: "resource_missing", param },
        `No such ${object.replace(/^checkout\./, "checkout ")}: '${id ?? ""}'`,
      );
    },
  };
}

export type State = ReturnType<typeof createState>;

/**
 * `expand[]` as Stripe applies it: each path's ids replaced by the objects they name (« payment_intent »,
 * « setup_intent.payment_method »). A copy: the stored object keeps its ids.
 */
export function expanded(state: State, value: StripeObject, paths: string[]): StripeObject {
  const copy = structuredClone(value);
  for (const path of paths) {
    let nodes: Record<string, unknown>[] = [copy];
    for (const field of path.split(".")) {
      const next: Record<string, unknown>[] = [];
      for (const node of nodes) {
        const id = node[field];
        const target = typeof id === "string" ? state.get(id) : id;
        if (target && typeof target === "object") {
          const cloned = typeof id === "string" ? structuredClone(target) : target;
          node[field] = cloned;
          next.push(cloned as Record<string, unknown>);
        }
      }
      nodes = next;
    }
  }
  return copy;
}

/** A whole number of cents above zero, or Stripe's answer to a bad amount. */
export function amountParam(value: string | undefined, param: string): number {
  const amount = Number(value);
  if (!value || !Number.isSafeInteger(amount) || amount < 1)
    throw new ApiError(
      400,
      { type: "invalid_request_error", code: "parameter_invalid_integer", param },
      `Invalid integer: ${value}`,
    );
  return amount;
}

export function missing(param: string): ApiError {
  return new ApiError(
    400,
    { type: "invalid_request_error", code: "parameter_missing", param },
    `Missing required param: ${param}.`,
  );
}
