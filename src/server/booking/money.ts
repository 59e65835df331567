import { chargeOffSession, refundPayment } from "../payment/charges.js";
import { expireCheckoutSession } from "../payment/checkout.js";
import { sha256 } from "../kernel/hash.js";
import { idempotencyKey } from "../payment/keys.js";
import { type BookingRecord, excess, isRefund, type MoneyAct } from "./record.js";
import type { Actor, StateOrNone } from "./states.js";
import type { BookingStore, LedgerAnswer } from "./store.js";

/**
 * The money a booking moves through Stripe, each movement bounded where the ledger is counted (./scripts.ts) before
 * Stripe is asked, and recorded after with Stripe's answer (docs/decisions/200-booking-state.md):
 * - a refund is reserved first (never beyond what its payments still hold), then asked of Stripe part by part, each
 *   part with its own idempotency key, so that no retry gives the same money back twice;
 * - a charge of a kept card is reserved first (never beyond what the state lets the booking keep), then asked with
 *   its key; an answer never heard keeps the reservation until Stripe's kept answer is read with the same key;
 * - money that comes without being asked (a Checkout session) is counted once by its payment's id, and whatever it
 *   brings beyond what the state lets the booking keep goes back at once.
 * Every movement has a name on the booking (`ride`, `fee`, `refund-1`, `excess-v7`): a second press, a concurrent
 * one, a job run twice find the name taken and do nothing more.
 */
export type MoneyDeps = { bookings: BookingStore; now: () => Date };

export type Refunded =
  | { kind: "refunded"; amount: number; already: boolean }
  | { kind: "busy" }
  | { kind: "nothing" }
  | { kind: "failed"; reason: string }
  | { kind: "uncertain"; reason: string };

export type Part = { paymentIntentId: string; amount: number };

/** What each payment still holds: taken, less refunded, less what refunds under way plan to take from it. */
export function holding(record: BookingRecord): Part[] {
  const planned = new Map<string, number>();
  for (const act of Object.values(record.acts))
    if (act.outcome === undefined && act.state !== "done")
      for (const part of act.parts ?? [])
        planned.set(part.paymentIntentId, (planned.get(part.paymentIntentId) ?? 0) + part.amount);
  const fare = record.farePaid?.paymentIntentId;
  return Object.entries(record.payments)
    .map(([paymentIntentId, p]) => ({
      paymentIntentId,
      amount: p.amount - p.refunded - (planned.get(paymentIntentId) ?? 0),
    }))
    .filter((p) => p.amount > 0)
    .sort((a, b) => Number(a.paymentIntentId === fare) - Number(b.paymentIntentId === fare));
}

/** The payments a refund of `amount` draws on (the fare paid at booking last); empty when they hold less. */
export function refundPlan(record: BookingRecord, amount: number): Part[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) return [];
  const parts: Part[] = [];
  let left = amount;
  for (const p of holding(record)) {
    if (left <= 0) break;
    const take = Math.min(left, p.amount);
    parts.push({ paymentIntentId: p.paymentIntentId, amount: take });
    left -= take;
  }
  return left > 0 ? [] : parts;
}

const TRIES = 4;

/** Stripe keeps an idempotency key's answer for 24 hours: an unknown charge or refund is asked again with it only within. */
export const SAME_KEY_RETRY_MS = 23 * 3_600_000;

/**
 * A payment asked of Stripe and not answered yet, or answered with doubt while the job may still ask again with its
 * key: any act but a refund. Past that the site will never know more, and a refund no longer waits for it.
 */
function paymentOut(record: BookingRecord, now: number): boolean {
  return Object.entries(record.acts).some(
    ([name, act]) =>
      !isRefund(name) &&
      (act.state === "pending" || (act.state === "uncertain" && now - Date.parse(act.at) < SAME_KEY_RETRY_MS)),
  );
}

/**
 * Gives back `amount` cents under `name`, once. `lowerCeiling`: the operator gives the money up, so the booking may
 * keep that much less from now on. `states`: where the refund is allowed (the operator's, anywhere money is held).
 */
export async function refund(
  deps: MoneyDeps,
  reference: string,
  what: { name: string; amount: number; by: Actor; lowerCeiling: boolean; states?: readonly StateOrNone[] },
  deadline: number,
  label: string,
): Promise<Refunded> {
  const at = deps.now().toISOString();
  let parts: Part[] = [];
  for (let attempt = 1; ; attempt++) {
    const record = await deps.bookings.get(reference);
    if (!record) return { kind: "failed", reason: "no booking" };
    const existing = record.acts[what.name];
    if (existing) {
      if (existing.state === "pending") return { kind: "busy" };
      if (existing.outcome === "refunded") return { kind: "refunded", amount: existing.amount, already: true };
      return { kind: "uncertain", reason: existing.reason ?? "an earlier refund under this name was not confirmed" };
    }
    // The operator's refund waits for a payment on its way (a fee, a ride, a rest): whether it comes before or after
    // that payment decides what its invoice states and whether a credit note corrects it.
    if (what.lowerCeiling && paymentOut(record, deps.now().getTime())) return { kind: "busy" };
    parts = refundPlan(record, what.amount);
    if (!parts.length) return { kind: "nothing" };
    const act: MoneyAct = { state: "pending", amount: what.amount, at, by: what.by, parts };
    const reserved = await deps.bookings.ledger(
      reference,
      { op: "refund", name: what.name, amount: what.amount, act: JSON.stringify(act), lowerCeiling: what.lowerCeiling },
      what.states,
      record.v,
    );
    if (reserved.ok) break;
    if (reserved.why === "version" && attempt < TRIES) continue;
    if (reserved.why === "exists") return { kind: "busy" };
    return { kind: reserved.why === "refundable" ? "nothing" : "failed", reason: reserved.why } as Refunded;
  }
  const done: Part[] = [];
  const refundIds: string[] = [];
  for (const [i, part] of parts.entries()) {
    const asked = await refundPayment(
      { reference, paymentIntentId: part.paymentIntentId, amount: part.amount },
      {
        key: idempotencyKey(reference, parts.length === 1 ? `refund:${what.name}` : `refund:${what.name}:${i + 1}`),
        deadline,
      },
    );
    if (asked.ok) {
      done.push(part);
      refundIds.push(asked.value.refundId);
      continue;
    }
    const owedBack = what.amount - done.reduce((sum, p) => sum + p.amount, 0);
    console.error(
      `[${label}] ${reference}: REFUND ${asked.error.kind.toUpperCase()} (${asked.error.reason}, key ${asked.error.key ?? "none"}): ${owedBack} cents of ${part.paymentIntentId} are owed back; check it in Stripe's dashboard`,
    );
    const nothingDone = asked.error.kind !== "uncertain" && done.length === 0;
    await settleRefund(deps, reference, what, {
      act: nothingDone
        ? null
        : { state: "uncertain", amount: what.amount, at, by: what.by, parts, refundIds, reason: asked.error.reason },
      done: sum(done),
      keepHold: !nothingDone,
      // Nothing given back: nothing given up either; the operator may press again.
      restoreCeiling: nothingDone && what.lowerCeiling ? what.amount : 0,
      parts: done,
    });
    if (nothingDone) return { kind: "failed", reason: asked.error.reason };
    // On the settling job's list at once, whatever the booking's state: it asks Stripe again while the key lasts.
    await deps.bookings
      .move([], [{ op: "zadd", index: "unsettled", member: reference, score: deps.now().getTime() }])
      .catch((error) =>
        console.error(`[${label}] ${reference}: ${what.name} uncertain, not listed for the job`, error),
      );
    return { kind: "uncertain", reason: asked.error.reason };
  }
  await settleRefund(deps, reference, what, {
    act: { state: "done", amount: what.amount, at, by: what.by, outcome: "refunded", parts, refundIds },
    done: what.amount,
    keepHold: false,
    parts: done,
  });
  console.info(`[${label}] ${reference}: ${what.amount} cents refunded under ${what.name} (${refundIds.join(", ")})`);
  return { kind: "refunded", amount: what.amount, already: false };
}

export const sum = (parts: Part[]) => parts.reduce((total, p) => total + p.amount, 0);

export async function settleRefund(
  deps: MoneyDeps,
  reference: string,
  what: { name: string; amount: number },
  result: { act: MoneyAct | null; done: number; keepHold: boolean; restoreCeiling?: number; parts: Part[] },
  expect?: number,
): Promise<LedgerAnswer> {
  const answer = await deps.bookings
    .ledger(
      reference,
      {
        op: "refunded",
        name: what.name,
        reserved: what.amount,
        act: result.act ? JSON.stringify(result.act) : null,
        done: result.done,
        keepHold: result.keepHold,
        ...(result.restoreCeiling ? { restoreCeiling: result.restoreCeiling } : {}),
        parts: result.parts,
      },
      undefined,
      expect,
    )
    .catch((error: unknown) => ({ ok: false as const, why: String(error) }));
  if (!answer.ok && answer.why !== "version")
    console.error(
      `[refund] ${reference}: ${what.name} (${result.done} cents given back) NOT RECORDED (${answer.why}); its reservation keeps any other refund of that money out`,
    );
  return answer;
}

export type Charged =
  | { kind: "taken"; amount: number; paymentIntentId: string }
  | { kind: "processing"; paymentIntentId: string }
  | { kind: "needs-customer" | "declined"; reason: string }
  | { kind: "no-card" }
  | { kind: "busy" }
  | { kind: "already"; act: MoneyAct }
  | { kind: "over-ceiling"; left: number }
  | { kind: "failed"; reason: string }
  | { kind: "uncertain"; reason: string };

/**
 * Charges the kept card `amount` cents under `name`, once, off-session. Never beyond what the state lets the booking
 * keep (checked where the ledger lives); a charge whose answer was never heard is asked again with the same key, so
 * Stripe answers what it did rather than charging again.
 */
export async function charge(
  deps: MoneyDeps,
  reference: string,
  what: { name: string; amount: number; description: string; states: readonly StateOrNone[] },
  deadline: number,
  label: string,
): Promise<Charged> {
  const at = deps.now().toISOString();
  let record: BookingRecord | null = null;
  let retry = false;
  for (let attempt = 1; ; attempt++) {
    record = await deps.bookings.get(reference);
    if (!record) return { kind: "failed", reason: "no booking" };
    if (!record.card || !record.customerId) return { kind: "no-card" };
    const existing = record.acts[what.name];
    if (existing) {
      const unknown = existing.state === "uncertain" && Date.now() - Date.parse(existing.at) < SAME_KEY_RETRY_MS;
      if (!unknown) return existing.state === "pending" ? { kind: "busy" } : { kind: "already", act: existing };
      retry = true;
      console.warn(
        `[${label}] ${reference}:${what.name}: an unknown charge of ${existing.at}, asked again with its own key`,
      );
      break;
    }
    const act: MoneyAct = { state: "pending", amount: what.amount, at, by: "operator" };
    const reserved = await deps.bookings.ledger(
      reference,
      { op: "charge", name: what.name, amount: what.amount, act: JSON.stringify(act) },
      what.states,
      record.v,
    );
    if (reserved.ok) break;
    if (reserved.why === "version" && attempt < TRIES) continue;
    if (reserved.why === "exists") return { kind: "busy" };
    if (reserved.why === "ceiling") return { kind: "over-ceiling", left: reserved.left ?? 0 };
    return { kind: "failed", reason: reserved.why };
  }
  const amount = retry ? (record.acts[what.name]?.amount ?? what.amount) : what.amount;
  const card = record.card!;
  const charged = await chargeOffSession(
    {
      reference,
      customerId: record.customerId!,
      paymentMethodId: card.paymentMethodId,
      amount,
      ceiling: record.ledger.ceiling,
      description: what.description,
      act: what.name,
    },
    { key: idempotencyKey(reference, `charge:${what.name}`), deadline },
  );
  const settle = (act: MoneyAct | null, taken: { paymentIntentId?: string; amount: number }, keepHold: boolean) =>
    deps.bookings
      .ledger(reference, {
        op: "charged",
        name: what.name,
        reserved: amount,
        act: act ? JSON.stringify(act) : null,
        ...(taken.paymentIntentId ? { paymentIntentId: taken.paymentIntentId } : {}),
        taken: taken.amount,
        keepHold,
      })
      .catch((error: unknown) =>
        console.error(
          `[${label}] ${reference}:${what.name}: Stripe's answer NOT RECORDED; its reservation stands`,
          error,
        ),
      );
  const base = { amount, at, by: "operator" as const };
  if (!charged.ok) {
    const error = charged.error;
    if (error.kind === "uncertain") {
      await settle({ ...base, state: "uncertain", reason: error.reason }, { amount: 0 }, true);
      console.error(
        `[${label}] ${reference}:${what.name}: CHARGE UNCERTAIN (${error.reason}, key ${error.key}): ${amount} cents may have been taken from ${card.paymentMethodId}; asked again, the same key charges nothing more`,
      );
      return { kind: "uncertain", reason: error.reason };
    }
    await settle(null, { amount: 0 }, false);
    console.error(
      `[${label}] ${reference}:${what.name}: NOT CHARGED, Stripe ${error.kind} (${error.reason}); nothing taken, try again`,
    );
    return { kind: "failed", reason: error.reason };
  }
  const outcome = charged.value;
  switch (outcome.status) {
    case "succeeded":
      await settle(
        { ...base, state: "done", outcome: "succeeded", paymentIntentId: outcome.paymentIntentId },
        { paymentIntentId: outcome.paymentIntentId, amount: outcome.amount },
        false,
      );
      console.info(
        `[${label}] ${reference}:${what.name}: ${outcome.amount} cents charged (${outcome.paymentIntentId})`,
      );
      return { kind: "taken", amount: outcome.amount, paymentIntentId: outcome.paymentIntentId };
    case "pending":
      await settle(
        { ...base, state: "uncertain", outcome: "pending", paymentIntentId: outcome.paymentIntentId },
        { amount: 0 },
        true,
      );
      return { kind: "processing", paymentIntentId: outcome.paymentIntentId };
    case "needs-customer":
    case "declined":
      await settle(
        {
          ...base,
          state: "done",
          outcome: outcome.status,
          reason: outcome.reason,
          ...(outcome.paymentIntentId ? { paymentIntentId: outcome.paymentIntentId } : {}),
        },
        { amount: 0 },
        false,
      );
      console.warn(`[${label}] ${reference}:${what.name}: card ${outcome.status} (${outcome.reason}); nothing taken`);
      return { kind: outcome.status, reason: outcome.reason };
    default: {
      const never: never = outcome;
      throw new Error(`unknown charge outcome ${JSON.stringify(never)}`);
    }
  }
}

/** What the booking holds beyond what its state lets it keep goes back, at once and once (`excess-v<version>`). */
export async function returnExcess(
  deps: MoneyDeps,
  reference: string,
  deadline: number,
  label: string,
): Promise<Refunded> {
  const record = await deps.bookings.get(reference);
  if (!record) return { kind: "nothing" };
  const amount = excess(record.ledger);
  if (amount <= 0) return { kind: "nothing" };
  return refund(
    deps,
    reference,
    { name: `excess-v${record.v}`, amount, by: "job", lowerCeiling: false },
    deadline,
    label,
  );
}

/**
 * Closes the Checkout sessions still open on a booking that moved on (declined, cancelled, repriced, paid): a
 * customer can no longer pay through a page opened before. A session completed meanwhile cannot be closed; it stays
 * listed open, so that its money is counted (by Stripe's event, or by the next page or charge that reads the open
 * sessions first) and goes back if the booking can no longer keep it. Marking it complete here, without its money,
 * would hide a payment from every reader.
 */
export async function expireSessions(deps: MoneyDeps, record: BookingRecord, deadline: number): Promise<void> {
  const open = Object.entries(record.sessions).filter(([, s]) => s.state === "open");
  await Promise.all(
    open.map(async ([id, session]) => {
      // A key's action is lowercase (../payment/keys.ts) and a session's id is not (« cs_test_a1B2… »): the id's
      // digest names it, one key per session still.
      const expired = await expireCheckoutSession(id, {
        key: idempotencyKey(record.reference, `expire:${(await sha256(id)).slice(0, 32)}`),
        deadline,
      });
      if (!expired.ok) {
        console.error(
          `[payment] ${record.reference}: session ${id} not closed (${expired.error.reason}); its money would go back`,
        );
        return;
      }
      if (expired.value.status === "complete") {
        console.warn(`[payment] ${record.reference}: session ${id} was paid before it could be closed; counted next`);
        return;
      }
      await deps.bookings
        .ledger(record.reference, {
          op: "set",
          set: { [`cs:${id}`]: JSON.stringify({ ...session, state: "expired" }) },
        })
        .catch((error: unknown) =>
          console.error(`[payment] ${record.reference}: session ${id} closed, not recorded`, error),
        );
    }),
  );
}
