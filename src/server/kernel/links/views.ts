import { linkKey } from "./budgets.js";

/**
 * The payment page's answers to a plain view, kept a moment by the instance that gave them
 * (docs/decisions/210-abuse-fourth-round.md). Its link is handed to whoever sent a booking, and a page only says
 * where a payment stands: the same view asked again within the window gets the same answer, at no Upstash command
 * and with nothing counted. Any other call with that link (paying, coming back from Stripe's page with a session)
 * passes through and drops what was kept, so the next view reads afresh.
 */
export type ViewCache = {
  /** The kept answer to this body, if it is a plain view of a link seen within the window. */
  answer(body: Record<string, unknown>, now: number): Response | undefined;
  /** After the function answered: keeps a plain view's 200, forgets the link on anything else. */
  keep(body: Record<string, unknown>, response: Response, now: number): Promise<void>;
};

/** Only `{token, action: "view"}`: a view carrying more (a Stripe session to read) is always answered afresh. */
function plainView(body: Record<string, unknown>): string | undefined {
  const keys = Object.keys(body);
  const plain = keys.length === 2 && body.action === "view" && typeof body.token === "string";
  return plain ? linkKey(body.token as string) : undefined;
}

export function viewCache(windowMs = 60_000, maxEntries = 2_000): ViewCache {
  const kept = new Map<string, { until: number; status: number; headers: [string, string][]; body: string }>();
  return {
    answer(body, now) {
      const key = plainView(body);
      const entry = key === undefined ? undefined : kept.get(key);
      if (!entry || entry.until <= now) return undefined;
      return new Response(entry.body, { status: entry.status, headers: entry.headers });
    },
    async keep(body, response, now) {
      const key = plainView(body);
      if (key === undefined) {
        if (typeof body.token === "string") kept.delete(linkKey(body.token));
        return;
      }
      if (response.status !== 200) return;
      if (kept.size >= maxEntries) {
        for (const [k, entry] of kept) if (entry.until <= now) kept.delete(k);
        // Still full: the oldest goes (a Map keeps its insertion order).
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      }
      const headers = [...response.headers];
      kept.set(key, { until: now + windowMs, status: 200, headers, body: await response.clone().text() });
    },
  };
}
