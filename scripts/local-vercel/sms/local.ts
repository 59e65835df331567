import { modeOf, parseEnv, readProcessEnv } from "../../../src/server/kernel/env";
import { type SmsStandIn, startSmsStandIn } from "./stand-in";

/**
 * `npm start` and `npm run dev`, in the local mode: the SMS provider's stand-in runs in the same process and the SMS
 * job is pointed at it (BREVO_API_BASE); each SMS is written into the outbox's `sms/` folder. Under the deployed
 * rules nothing starts: the SMS job then needs BREVO_API_KEY.
 */
export async function startLocalSms(): Promise<SmsStandIn | undefined> {
  const env = parseEnv(readProcessEnv());
  if (modeOf(env) !== "local" || env.BREVO_API_BASE) return undefined;
  const standIn = await startSmsStandIn({
    outbox: process.env.OUTBOX_DIR || ".outbox",
    log: (line) => console.log(`[sms stand-in] ${line}`),
  });
  process.env.BREVO_API_BASE = standIn.url;
  return standIn;
}
