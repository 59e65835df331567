/**
 * Local stand-in for Vercel Web Analytics' script (/_vercel/insights/script.js), which only Vercel serves. It
 * speaks to @vercel/analytics as the real one does: it takes over `window.va`, runs what was queued in
 * `window.vaq` (the `beforeSend` filter, events tracked before it loaded), sends a page view on load unless
 * `data-disable-auto-track` is set, and passes every event through `beforeSend` (null: not sent). The payload's
 * shape is ours; the paths are Vercel's.
 */
type AnalyticsEvent = { type: "pageview" | "event"; url: string };
type BeforeSend = (event: AnalyticsEvent) => AnalyticsEvent | null;
type Command = [name: string, properties?: unknown];

const w = window as unknown as { va?: (...command: Command) => void; vaq?: Command[]; vai?: boolean };

if (!w.vai) {
  w.vai = true;
  const script = document.currentScript as HTMLScriptElement | null;
  const endpoint = script?.dataset.endpoint ?? "/_vercel/insights";
  let beforeSend: BeforeSend | undefined;

  const send = (type: AnalyticsEvent["type"], extra: Record<string, unknown>) => {
    let event: AnalyticsEvent | null = { type, url: window.location.href };
    if (beforeSend) event = beforeSend(event);
    if (!event) return;
    const body = { o: event.url, r: document.referrer, ts: Date.now(), sdkn: script?.dataset.sdkn, ...extra };
    void fetch(`${endpoint}/${type === "pageview" ? "view" : "event"}`, {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).catch(() => {});
  };

  const run = (name: string, properties?: unknown) => {
    if (name === "beforeSend") beforeSend = properties as BeforeSend;
    else if (name === "event") {
      const { name: en, data } = properties as { name: string; data?: Record<string, unknown> };
      send("event", { en, ed: data });
    } else if (name === "pageview") send("pageview", {});
  };

  const queued = w.vaq ?? [];
  w.va = run;
  for (const [name, properties] of queued) if (name === "beforeSend") run(name, properties);
  if (!script?.dataset.disableAutoTrack) send("pageview", {});
  for (const [name, properties] of queued) if (name !== "beforeSend") run(name, properties);
}

export {};
