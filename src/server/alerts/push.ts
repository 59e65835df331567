import webpush from "web-push";
import { withTimeout } from "../kernel/timeout.js";
import { type Device, deviceId } from "./devices.js";
import type { Vapid } from "./settings.js";

/** What a notification carries to the console's service worker (public/console-sw.js): shown, then opened. */
export type PushPayload = {
  kind: string;
  reference: string;
  title: string;
  body: string;
  /** The console's address opened on the item. */
  url: string;
  urgent: boolean;
};

export type Pushed = { sent: number; failed: number; gone: string[] };

/**
 * One notification to every device, at once, each bounded in time: web-push signs it (VAPID) and encrypts it to
 * the device's keys (aes128gcm); the request is ours, so a push service that hangs is cut at `timeoutMs` and
 * logged, and a device its service says is gone (404, 410) is named for removal. Never throws.
 */
export async function pushToAll(
  devices: Record<string, Device>,
  payload: PushPayload,
  vapid: Vapid,
  timeoutMs: number,
): Promise<Pushed> {
  const outcomes = await Promise.all(
    Object.values(devices).map((device) => pushOne(device, payload, vapid, timeoutMs)),
  );
  return {
    sent: outcomes.filter((o) => o === "sent").length,
    failed: outcomes.filter((o) => o === "failed").length,
    gone: Object.values(devices)
      .filter((_, i) => outcomes[i] === "gone")
      .map((d) => deviceId(d.endpoint)),
  };
}

async function pushOne(
  device: Device,
  payload: PushPayload,
  vapid: Vapid,
  timeoutMs: number,
): Promise<"sent" | "gone" | "failed"> {
  const host = new URL(device.endpoint).host;
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: device.keys },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        // Kept by the push service while the phone is off for an hour; an urgent one is delivered first.
        TTL: 3600,
        urgency: payload.urgent ? "high" : "normal",
        contentEncoding: "aes128gcm",
      },
    );
    const abort = new AbortController();
    const response = await withTimeout(
      fetch(details.endpoint, {
        method: details.method,
        // fetch sets the length itself; every other header as web-push wrote it, as text.
        headers: Object.fromEntries(
          Object.entries(details.headers)
            .filter(([name]) => name.toLowerCase() !== "content-length")
            .map(([name, value]) => [name, String(value)]),
        ),
        body: details.body ? new Uint8Array(details.body) : null,
        signal: abort.signal,
      }),
      timeoutMs,
      `push to ${host}`,
    ).catch((error: unknown) => {
      abort.abort();
      throw error;
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404 || response.status === 410) {
      console.warn(`[alerts] a device is gone (${host} answered ${response.status}): removed`);
      return "gone";
    }
    if (response.status >= 200 && response.status < 300) return "sent";
    console.error(`[alerts] push to ${host} REFUSED (${response.status}) for ${payload.reference}`);
    return "failed";
  } catch (error) {
    console.error(
      `[alerts] push to ${host} NOT SENT for ${payload.reference}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return "failed";
  }
}
