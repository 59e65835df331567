import { deviceFrom, notifyOperator } from "../alerts/index.js";
import { deviceId } from "../alerts/devices.js";
import { json } from "../kernel/http.js";
import { forgetPeriods, periodFrom } from "../request/availability.js";
import { clearedCookie } from "./auth/cookie.js";
import type { Session } from "./auth/sessions.js";
import { consoleText } from "./console.text.js";
import type { ConsoleDeps } from "./deps.js";

const t = consoleText.fr;

/**
 * The console's settings (docs/decisions/260-operator-console.md): the sessions open (each revocable, this one
 * signed out), the devices that receive the alerts (added from a signed-in console only, a test alert on demand),
 * the periods he is away.
 */
export async function sessions(current: Session, deps: ConsoleDeps): Promise<Response> {
  const all = await deps.sessions.list(deps.now().getTime());
  return json(200, {
    sessions: all.map((s) => ({
      id: s.id,
      created: s.created,
      expires: s.expires,
      label: s.label,
      current: s.id === current.id,
    })),
  });
}

export async function revoke(body: Record<string, unknown>, current: Session, deps: ConsoleDeps): Promise<Response> {
  const all = await deps.sessions.list(deps.now().getTime());
  const ids =
    body.all === true
      ? all.map((s) => s.id).filter((id) => id !== current.id)
      : all.map((s) => s.id).filter((id) => id === body.id);
  await deps.sessions.revoke(ids);
  console.info(`[console] ${ids.length} session(s) revoked`);
  if (ids.includes(current.id))
    return json(200, { revoked: ids.length, signedOut: true }, { "set-cookie": clearedCookie });
  return sessions(current, deps);
}

export async function signOut(current: Session, deps: ConsoleDeps): Promise<Response> {
  await deps.sessions.revoke([current.id]);
  return json(200, { signedOut: true }, { "set-cookie": clearedCookie });
}

export async function devices(deps: ConsoleDeps): Promise<Response> {
  const all = await deps.devices.list();
  return json(200, {
    vapidPublicKey: deps.vapidPublicKey,
    devices: Object.entries(all).map(([id, d]) => ({ id, label: d.label, at: d.at, host: new URL(d.endpoint).host })),
  });
}

export async function subscribe(body: Record<string, unknown>, deps: ConsoleDeps): Promise<Response> {
  const device = deviceFrom(body.subscription, body.label, deps.local, deps.now(), deps.pushStandIn);
  if (!device) return json(400, { error: t.invalidDevice });
  await deps.devices.add(device);
  console.info(`[console] a device will receive the alerts (${new URL(device.endpoint).host})`);
  return json(200, { id: deviceId(device.endpoint), ...(await (await devices(deps)).json()) });
}

export async function unsubscribe(body: Record<string, unknown>, deps: ConsoleDeps): Promise<Response> {
  if (typeof body.id === "string") await deps.devices.remove([body.id]);
  return devices(deps);
}

/** A notification sent to every device now, to see it arrive: at most one a minute. */
export async function testPush(deps: ConsoleDeps): Promise<Response> {
  const minute = Math.floor(deps.now().getTime() / 60_000);
  const pushed = await notifyOperator(`test:${minute}`, {
    kind: "test",
    reference: "",
    title: "Alerte d’essai",
    body: "Les alertes de la console arrivent bien sur cet appareil.",
    url: "/console",
  });
  return json(200, { sent: pushed?.sent ?? 0, failed: pushed?.failed ?? 0, limited: pushed === null });
}

export async function periods(deps: ConsoleDeps): Promise<Response> {
  return json(200, { unavailable: await deps.availability.list(deps.now().getTime()) });
}

export async function addPeriod(body: Record<string, unknown>, deps: ConsoleDeps): Promise<Response> {
  const now = deps.now().getTime();
  const period = periodFrom(body.period, now);
  if (!period) return json(400, { error: t.invalidPeriod });
  const after = await deps.availability.add(period, now);
  if (after === "full") return json(409, { error: t.periodsFull });
  forgetPeriods();
  console.info(`[console] unavailable from ${period.from} to ${period.to}: bookings at the fare closed then`);
  return json(200, { unavailable: after });
}

export async function removePeriod(body: Record<string, unknown>, deps: ConsoleDeps): Promise<Response> {
  const index = Number(body.index);
  if (!Number.isInteger(index) || index < 0) return json(400, { error: t.invalidPeriod });
  const after = await deps.availability.remove(index, deps.now().getTime());
  forgetPeriods();
  return json(200, { unavailable: after });
}
