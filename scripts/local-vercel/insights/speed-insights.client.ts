/**
 * Local stand-in for Vercel Speed Insights' script (/_vercel/speed-insights/script.js), which only Vercel serves.
 * It measures what the real one measures, with Google's web-vitals library, and sends the page's metrics when
 * the page is hidden (tab switched, app left, page closed), through the `beforeSend` filter @vercel/speed-insights
 * queued in `window.siq` (null or false: not sent). The payload's shape is ours; the path is Vercel's.
 */
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

type VitalEvent = { type: "vital"; url: string; route?: string };
type BeforeSend = (event: VitalEvent) => VitalEvent | null | undefined | false;

const w = window as unknown as {
  si?: (name: string, fn: BeforeSend) => void;
  siq?: [string, BeforeSend][];
  sil?: boolean;
};

if (!w.sil) {
  w.sil = true;
  const script = document.currentScript as HTMLScriptElement | null;
  const endpoint = script?.dataset.endpoint ?? "/_vercel/speed-insights/vitals";
  let beforeSend: BeforeSend | undefined;
  w.si = (name, fn) => {
    if (name === "beforeSend") beforeSend = fn;
  };
  for (const [name, fn] of w.siq ?? []) w.si(name, fn);

  const pending: Metric[] = [];
  const collect = (metric: Metric) => pending.push(metric);
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(collect);

  const flush = () => {
    const metrics = pending.splice(0);
    if (!metrics.length) return;
    let event: ReturnType<BeforeSend> = { type: "vital", url: window.location.href, route: script?.dataset.route };
    if (beforeSend) event = beforeSend(event);
    if (!event) return;
    const vitals = metrics.map(({ name, value, rating }) => ({ name, value, rating }));
    void fetch(endpoint, {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: event.url, route: event.route, sdkn: script?.dataset.sdkn, vitals }),
    }).catch(() => {});
  };
  // Registered after web-vitals' own listeners: its final LCP, CLS and INP are in `pending` by then.
  window.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  window.addEventListener("pagehide", flush);
}
