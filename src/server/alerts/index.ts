/**
 * The operator's alerts (docs/decisions/260-operator-console.md): `alertOperator(event)` is the one entry point the
 * other stages call when something needs him; the console registers his devices and notes what he opened; the SMS
 * job (GET /api/escalate-alerts) sends again, by SMS, the urgent ones he left unopened.
 */
export { alertOperator, markOpened, notifyOperator, type AlertDeps, defaultAlertDeps } from "./alert.js";
export { ALERT_KINDS, type AlertEvent, type AlertKind, alertPath, isUrgent, tripSummary } from "./events.js";
/** Hands an alert to the platform to finish after the answer (Vercel's waitUntil): the caller never waits for it. */
export { alertLater } from "./later.js";
export { handleEscalateAlerts } from "./job.js";
export { deviceFrom, getDeviceStore, type Device, type DeviceStore } from "./devices.js";
export { vapidOf } from "./settings.js";
