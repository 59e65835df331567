import { sha256 } from "../kernel/hash.js";
import { guarded, json } from "../kernel/http.js";
import { clientKey } from "../kernel/limits/client-ip.js";
import { getLimiter, type Limiter, retryAfterSeconds } from "../kernel/limits/rate-limit.js";
import { linkSecret } from "../kernel/links/seal.js";
import { getEnv } from "../kernel/env.js";
import { mailboxOf } from "../mail/mailbox.js";
import { openManage } from "./manage-link.js";
import { getTripStores, type OptOutStore } from "./store.js";

/**
 * One-click unsubscribe (RFC 8058) for the review request: the e-mail's `List-Unsubscribe` header names this
 * address with the customer's « Gérer ma réservation » token in its query, and `List-Unsubscribe-Post` tells the
 * mail client to POST `List-Unsubscribe=One-Click` to it; the opt-out is then recorded, with nothing more to do.
 * The e-mail keeps its visible link to the manage page too. Bounded like the manage page: its per-client limit.
 */
export type UnsubscribeDeps = { optOuts: OptOutStore; limiter: Limiter; secret: string | undefined; now: () => Date };

export function defaultUnsubscribeDeps(): UnsubscribeDeps {
  return {
    optOuts: getTripStores().optOuts,
    limiter: getLimiter("manage"),
    secret: linkSecret(getEnv()),
    now: () => new Date(),
  };
}

const MAX_BODY_BYTES = 256;

/** The address the header names (a POST with the mail client's one-click body). */
export function unsubscribeUrl(origin: string, manageToken: string): string {
  return `${origin}/api/unsubscribe?t=${encodeURIComponent(manageToken)}`;
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
    const opened = openManage(new URL(request.url).searchParams.get("t"), deps.secret, deps.now().getTime());
    // An expired link still names the mailbox that asked: its wish is honoured all the same.
    const link = opened.ok ? opened.value : opened.error.kind === "expired" ? opened.error.link : null;
    if (!link) return json(400, { error: "Invalid link." });
    const decision = await deps.limiter.limit(clientKey(request));
    if (!decision.success)
      return json(429, { error: "Too many requests." }, { "retry-after": String(retryAfterSeconds(decision)) });
    try {
      await deps.optOuts.add(await sha256(mailboxOf(link.email).mailbox));
    } catch (error) {
      console.error(`[unsubscribe] ${link.reference}: opt-out NOT RECORDED`, error);
      return json(503, { error: "Not recorded, please try again." });
    }
    console.info(`[unsubscribe] ${link.reference}: no more review requests to this customer (one-click)`);
    return json(200, { unsubscribed: true });
  });
}
