import { createHash } from "node:crypto";
import { type LimitName, rateLimitVariables } from "../../../config/rate-limits.js";
import type { NodeFunctionName } from "../functions.js";
import { getLimiter, type LimitDecision, type Limiter, limitFor, rateLimitedLog } from "../limits/rate-limit.js";
import { type StoreGate, storeGate } from "../store/ceiling.js";
import { storeOnce } from "../store/redis.js";

/**
 * Who can spend each link function's calls, and so which budget they come from
 * (docs/decisions/210-abuse-fourth-round.md). The operator's links reach the business inbox only; a customer's
 * reach whoever typed the address; the payment page's is handed to whoever sent a booking. No budget is shared
 * between two of them: a flood of one cannot shut the others out.
 */
export type LinkBudget = "operator" | "customer" | "payment";

export const linkBudgets = {
  confirm: "operator",
  trip: "operator",
  proposal: "customer",
  manage: "customer",
  unsubscribe: "customer",
  payment: "payment",
} as const satisfies Partial<Record<NodeFunctionName, LinkBudget>>;

export type LinkFunction = keyof typeof linkBudgets;

/**
 * Each budget's limits (src/config/rate-limits.ts): the day's ceiling for everyone, the limit per client, and
 * whether each link is held to a limit of its own (a customer's link can be replayed from any number of addresses;
 * the operator's are his own). The payment page also answers a repeated view from memory (./views.ts).
 */
const BUDGETS: Record<LinkBudget, { ceiling: LimitName; client: LimitName; perLink: boolean }> = {
  operator: { ceiling: "linksOperator", client: "confirm", perLink: false },
  customer: { ceiling: "linksCustomer", client: "manage", perLink: true },
  payment: { ceiling: "linksPayment", client: "manage", perLink: true },
};

export const budgetOf = (name: LinkFunction): LinkBudget => linkBudgets[name];

/** The environment variable of a budget's ceiling, for the log line that says it is reached. */
export const ceilingVariable = (budget: LinkBudget): string => rateLimitVariables[BUDGETS[budget].ceiling];

/**
 * One ceiling per budget and process: counted in the store every few dozen calls, each budget under its own key.
 */
const ceilings = Object.fromEntries(
  (Object.keys(BUDGETS) as LinkBudget[]).map((budget) => {
    const name = BUDGETS[budget].ceiling;
    return [budget, storeOnce<StoreGate>((redis) => storeGate(redis, name, limitFor(name), { batch: 20 }))];
  }),
) as Record<LinkBudget, () => StoreGate>;

/** What a link function spends its calls from: its budget's ceiling, its per-client limit, its per-link limit. */
export type BudgetDeps = {
  limiter: Limiter;
  /** The day's ceiling of the function's budget, for everyone together, counted at almost no cost. */
  ceiling: StoreGate;
  /** Each link's own limit, on the customer's functions. */
  linkLimiter?: Limiter;
};

export function budgetDeps(name: LinkFunction): BudgetDeps {
  const budget = BUDGETS[budgetOf(name)];
  return {
    limiter: getLimiter(budget.client),
    ceiling: ceilings[budgetOf(name)](),
    ...(budget.perLink ? { linkLimiter: getLimiter("linkToken") } : {}),
  };
}

/** A link's key in its limit: a digest, so the store never holds a live link. */
export function linkKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url").slice(0, 22);
}

/** A shut budget is one event, not one per call: a line a minute per budget, counting the calls refused since. */
const busyLogs: Record<LinkBudget, (line: string) => void> = {
  operator: rateLimitedLog(),
  customer: rateLimitedLog(),
  payment: rateLimitedLog(),
};

export type Spent = { ok: true } | { ok: false; busy: true } | { ok: false; busy: false; decision: LimitDecision };

/**
 * The limits a call whose link opened goes through, cheapest first: the budget's ceiling, shut or not (in memory);
 * the link's own limit (a refusal is remembered, so a replayed link costs nothing more); the ceiling's count (one
 * command every few dozen calls); only then the client's limit.
 */
export async function spendBudget(name: LinkFunction, deps: BudgetDeps, token: string, client: string): Promise<Spent> {
  if (!deps.ceiling.open()) {
    busyLogs[budgetOf(name)](
      `[links] REFUSED: ${ceilingVariable(budgetOf(name))} reached for /api/${name} (a flood of replayed links, or a very busy day: raise it if so); answered without touching Upstash until the window ends`,
    );
    return { ok: false, busy: true };
  }
  if (deps.linkLimiter) {
    const decision = await deps.linkLimiter.limit(linkKey(token));
    if (!decision.success) return { ok: false, busy: false, decision };
  }
  await deps.ceiling.spend();
  const decision = await deps.limiter.limit(client);
  return decision.success ? { ok: true } : { ok: false, busy: false, decision };
}
