import { getEnv } from "../kernel/env.js";
import { guarded, json } from "../kernel/http.js";
import { clientKey } from "../kernel/limits/client-ip.js";
import { retryAfterSeconds } from "../kernel/limits/rate-limit.js";
import { type BudgetDeps, budgetDeps, spendBudget } from "../kernel/links/budgets.js";
import { linkSecret, seal, unseal } from "../kernel/links/seal.js";
import { isReference } from "../kernel/reference.js";
import { err, ok, type Result } from "../kernel/result.js";
import { getTripStores, type OptOutStore } from "./store.js";

/**
 * One-click unsubscribe (RFC 8058) for the review request: the e-mail's `List-Unsubscribe` header names this
 * address with a token of its own in its query, and `List-Unsubscribe-Post` tells the mail client to POST
 * `List-Unsubscribe=One-Click` to it; the opt-out is then recorded, with nothing more to do. The token can do nothing
 * else: a query is fetched by mail providers' link scanners and kept by access logs, so it carries no « Gérer ma
 * réservation » link (docs/decisions/210-abuse-fourth-round.md). The e-mail keeps its visible link to the manage page
 * too. Bounded like the customer's other links: their budget, the link's own limit and the client's.
 */
export type UnsubscribeDeps = BudgetDeps & { optOuts: OptOutStore; secret: string | undefined; now: () => Date };

export function defaultUnsubscribeDeps(): UnsubscribeDeps {
  return {
    ...budgetDeps("unsubscribe"),
    optOuts: getTripStores().optOuts,
    secret: linkSecret(getEnv()),
    now: () => new Date(),
  };
}

/**
 * What the link carries: the trip it came with, and the mailbox to stop writing to as the opt-outs list keeps it
 * (a digest: src/server/mail/mailbox.ts, then SHA-256). No address, no expiry: it stays valid as long as the e-mail.
 */
export type UnsubscribeLink = { reference: string; mailbox: string };

export function sealUnsubscribe(link: UnsubscribeLink, secret: string): string {
  return seal(link, secret, "unsubscribe");
}

export function openUnsubscribe(token: unknown, secret: string): Result<UnsubscribeLink, { kind: "invalid" }> {
  const opened = unseal(token, secret, "unsubscribe");
  if (!opened.ok) return opened;
  const v = (typeof opened.value === "object" && opened.value !== null ? opened.value : {}) as Record<string, unknown>;
  if (typeof v.reference !== "string" || !isReference(v.reference)) return err({ kind: "invalid" });
  if (typeof v.mailbox !== "string" || !/^[0-9a-f]{64}$/.test(v.mailbox)) return err({ kind: "invalid" });
  return ok({ reference: v.reference, mailbox: v.mailbox });
}

const MAX_BODY_BYTES = 256;

/** The address the header names (a POST with the mail client's one-click body). */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/api/unsubscribe?t=${encodeURIComponent(token)}`;
}

export function handleUnsubscribe(
  request: Request,
  deps: UnsubscribeDeps = defaultUnsubscribeDeps(),
): Promise<Response> {
  return guarded("unsubscribe", async () => {
    if (request.method !== "POST") return json(405, { error: "Method not allowed." }, { allow: "POST" });
    const declared = Number(request.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return json(413, { error: "Request too large." });
    const body = (await request.text()).slice(0, MAX_BODY_BYTES);
    if (!/(^|&)List-Unsubscribe=One-Click(&|$)/.test(body))
      return json(400, { error: "Expected List-Unsubscribe=One-Click." });
    if (!deps.secret) return json(503, { error: "Links are off on this deployment." });
    // The link opens locally before anything costs an Upstash command: junk is refused for free.
    const token = new URL(request.url).searchParams.get("t");
    const opened = openUnsubscribe(token, deps.secret);
    if (!opened.ok || !token) return json(400, { error: "Invalid link." });
    const link = opened.value;
    const spent = await spendBudget("unsubscribe", deps, token, clientKey(request));
    if (!spent.ok) {
      if (spent.busy) return json(503, { error: "Not recorded today: please try again later." });
      const retryAfter = String(retryAfterSeconds(spent.decision));
      return json(429, { error: "Too many requests." }, { "retry-after": retryAfter });
    }
    try {
      await deps.optOuts.add(link.mailbox);
    } catch (error) {
      console.error(`[unsubscribe] ${link.reference}: opt-out NOT RECORDED`, error);
      return json(503, { error: "Not recorded, please try again." });
    }
    console.info(`[unsubscribe] ${link.reference}: no more review requests to this customer (one-click)`);
    return json(200, { unsubscribed: true });
  });
}
