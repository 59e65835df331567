import {
  ALERT_SMS_AFTER_MINUTES,
  ALERT_SMS_DAILY_CEILING,
  ALERT_SMS_SENDER,
  ALERT_SMS_UNIT_PRICE,
} from "../../config/alerts.js";
import { site } from "../../config/site.js";
import { type Env, getEnv, isLocal } from "../kernel/env.js";

/**
 * The alerts' settings, read once from the environment (docs/environment.md). Deployed, a function that alerts
 * has refused to start without its VAPID keys, and the SMS job without Brevo's key and the operator's number
 * (src/server/kernel/functions.ts); in the local mode, public local keys stand in and nothing leaves the machine.
 */

/**
 * The local mode's VAPID pair. Public, so never used anywhere else: deployed, the keys are the project's own, and in
 * the local mode a push goes only to a stand-in on this machine (./devices.ts).
 */
export const LOCAL_VAPID_KEYS = {
  publicKey: "BOPvwj5sXM7Zs0U34DOugqT8Na39x9nnmVyMOv-LIEeZTZ1YNruyziVUlWgM6dG0PcSfw1XiKqjni9pYSe1ux0k",
  privateKey: "a_Srt70TeHCYNfnEXMjSkf-dKfpnE5GXi9cneCMU46E",
} as const;

export type Vapid = { publicKey: string; privateKey: string; subject: string };

/** The keys the pushes are signed with, or null when none are set (deployed, the function refused to start). */
export function vapidOf(env: Env = getEnv()): Vapid | null {
  const subject = `mailto:${site.email.contact}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  return isLocal(env) ? { ...LOCAL_VAPID_KEYS, subject } : null;
}

export type SmsSettings = {
  /** The operator's mobile, international; null: no SMS can leave (the log says why). */
  to: string | null;
  sender: string;
  /** Segments the day's ceiling allows: the ceiling in euros over the price of one. */
  segmentsPerDay: number;
  afterMinutes: number;
};

/** Euros written "1.50" to hundredths of a cent, so that the division is exact. */
const tenThousandths = (euros: string) => Math.round(Number(euros) * 10_000);

export function smsSettingsOf(env: Env = getEnv()): SmsSettings {
  const ceiling = tenThousandths(env.ALERT_SMS_DAILY_CEILING ?? ALERT_SMS_DAILY_CEILING);
  const unit = Math.max(1, tenThousandths(env.ALERT_SMS_UNIT_PRICE ?? ALERT_SMS_UNIT_PRICE));
  return {
    // In the local mode the SMS goes to the stand-in, to a number nobody holds unless one is set.
    to: env.ALERT_SMS_TO ?? (isLocal(env) ? "+33639980000" : null),
    sender: env.ALERT_SMS_SENDER ?? ALERT_SMS_SENDER,
    segmentsPerDay: Math.floor(ceiling / unit),
    afterMinutes: Number(env.ALERT_SMS_AFTER_MINUTES ?? ALERT_SMS_AFTER_MINUTES),
  };
}
