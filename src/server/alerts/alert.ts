import { PUSH_TIMEOUT_MS } from "../../config/alerts.js";
import { getEnv } from "../kernel/env.js";
import { getDeviceStore, type DeviceStore } from "./devices.js";
import { alertsText } from "./alerts.text.js";
import { type AlertEvent, alertId, alertPath, isUrgent } from "./events.js";
import { localDevice } from "./local-device.js";
import { type Pushed, type PushPayload, pushToAll } from "./push.js";
import { smsSettingsOf, type Vapid, vapidOf } from "./settings.js";
import { type AlertStore, getAlertStore } from "./store.js";

const t = alertsText.fr;
const MINUTE_MS = 60_000;

export type AlertDeps = {
  store: AlertStore;
  devices: DeviceStore;
  vapid: Vapid | null;
  /** Minutes an urgent alert waits to be opened before its SMS. */
  smsAfterMinutes: number;
  now: () => Date;
  /** The push stand-in's own device, in the local mode when `npm start` runs it. */
  extraDevice?: ReturnType<typeof localDevice>;
};

export function defaultAlertDeps(): AlertDeps {
  const env = getEnv();
  return {
    store: getAlertStore(),
    devices: getDeviceStore(),
    vapid: vapidOf(env),
    smsAfterMinutes: smsSettingsOf(env).afterMinutes,
    now: () => new Date(),
    extraDevice: localDevice(env),
  };
}

export type AlertOutcome =
  | { kind: "pushed"; urgent: boolean; pushed: Pushed }
  /** Already alerted (a retried call): nothing more. */
  | { kind: "already" }
  /** Nothing could be recorded or pushed (the store or the keys failing): the e-mail stays his only word. */
  | { kind: "failed"; reason: string };

/**
 * The one way a stage tells the operator that something needs him (docs/decisions/260-operator-console.md): a new
 * request or booking, an acceptance, a cancellation, a change asked for, a payment that failed, and (for whoever
 * follows flights) a flight moved or diverted. Once per alert, whatever the retries: claimed in the store, pushed at
 * once to his devices (each bounded in time), and, when urgent, queued for an SMS if he has not opened it within the
 * delay (./escalation.ts). Never throws and never holds its caller beyond `PUSH_TIMEOUT_MS`: an alert is best effort
 * beside the e-mail, which stays the archive and the last fallback.
 */
export async function alertOperator(
  event: AlertEvent,
  deps: AlertDeps = defaultAlertDeps(),
  timeoutMs = PUSH_TIMEOUT_MS,
): Promise<AlertOutcome> {
  try {
    const now = deps.now();
    const urgent = isUrgent(event, now);
    const id = alertId(event);
    const devices = await deps.store.claim(
      id,
      { event, urgent, at: now.toISOString() },
      urgent ? now.getTime() + deps.smsAfterMinutes * MINUTE_MS : null,
    );
    if (!devices) return { kind: "already" };
    const title = t.titles[event.kind];
    const payload: PushPayload = {
      kind: event.kind,
      reference: event.reference,
      title: urgent ? t.urgent(title) : title,
      body: t.body(event.reference, event.pickup, event.summary, event.detail),
      url: alertPath(event.reference),
      urgent,
    };
    const pushed = await push(devices, payload, deps, timeoutMs);
    console.info(
      `[alerts] ${event.kind} ${event.reference}${urgent ? " URGENT" : ""}: pushed to ${pushed.sent} device(s)${pushed.failed ? `, ${pushed.failed} failed` : ""}`,
    );
    return { kind: "pushed", urgent, pushed };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[alerts] ${event.kind} ${event.reference}: NOT ALERTED (${reason}); the e-mail stands`);
    return { kind: "failed", reason };
  }
}

/** A notification that is no alert (the morning summary): once under `key`, pushed, never escalated. */
export async function notifyOperator(
  key: string,
  payload: Omit<PushPayload, "urgent">,
  deps: AlertDeps = defaultAlertDeps(),
  timeoutMs = PUSH_TIMEOUT_MS,
): Promise<Pushed | null> {
  try {
    if (!(await deps.store.once(key, 2 * 86_400))) return null;
    return await push(await deps.devices.list(), { ...payload, urgent: false }, deps, timeoutMs);
  } catch (error) {
    console.error(`[alerts] ${key}: NOT PUSHED (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}

async function push(
  devices: Awaited<ReturnType<DeviceStore["list"]>>,
  payload: PushPayload,
  deps: AlertDeps,
  timeoutMs: number,
): Promise<Pushed> {
  if (!deps.vapid) throw new Error("no VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set");
  const all = deps.extraDevice ? { ...devices, local: deps.extraDevice } : devices;
  const pushed = await pushToAll(all, payload, deps.vapid, timeoutMs);
  if (pushed.gone.length) await deps.devices.remove(pushed.gone).catch(() => undefined);
  return pushed;
}

/**
 * The operator opened a booking in his console: its urgent alerts need no SMS any more. Called by the console as it
 * shows the item, whether he came from the notification or not.
 */
export async function markOpened(reference: string, store: AlertStore = getAlertStore()): Promise<void> {
  await store.opened(reference).catch((error) => console.error(`[alerts] ${reference}: opening NOT NOTED`, error));
}
