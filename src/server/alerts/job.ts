import { getBookingStore } from "../booking/store.js";
import { cronJob, cronSecretOf } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { json } from "../kernel/http.js";
import { linkSecret } from "../kernel/links/seal.js";
import { type EscalationDeps, escalateDue } from "./escalation.js";
import { smsSettingsOf } from "./settings.js";
import { smsProviderOf } from "./sms.js";
import { getAlertStore } from "./store.js";

export type EscalationJobDeps = EscalationDeps & { cronSecret: string | null | undefined; secret: string | undefined };

export function defaultEscalationDeps(): EscalationJobDeps {
  const env = getEnv();
  return {
    store: getAlertStore(),
    sms: smsProviderOf(env),
    settings: smsSettingsOf(env),
    siteOrigin: new URL(env.SITE_URL).origin,
    bookings: getBookingStore(),
    now: () => new Date(),
    cronSecret: cronSecretOf(env),
    secret: linkSecret(env),
  };
}

/** GET /api/escalate-alerts (Vercel Cron, every minute): the urgent alerts left unopened go again by SMS. */
export function handleEscalateAlerts(request: Request, deps?: EscalationJobDeps): Promise<Response> {
  const d = deps ?? defaultEscalationDeps();
  return cronJob("alerts", request, d, async () => json(200, await escalateDue(d)));
}
