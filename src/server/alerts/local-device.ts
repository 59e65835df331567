import { type Env, isLocal } from "../kernel/env.js";
import { type Device, deviceFrom } from "./devices.js";

/**
 * In the local mode, `npm start` runs a stand-in for the push service holding a subscription of its own, as a phone
 * would (scripts/local-vercel/push): every alert is pushed there too, and the stand-in writes what the phone would
 * show into the outbox. Read only in the local mode; the subscription's endpoint must be on this machine.
 */
export function localDevice(env: Env): Device | undefined {
  if (!isLocal(env) || !env.LOCAL_PUSH_SUBSCRIPTION) return undefined;
  try {
    const value = JSON.parse(env.LOCAL_PUSH_SUBSCRIPTION) as unknown;
    return deviceFrom(value, "Stand-in local", true, new Date()) ?? undefined;
  } catch {
    return undefined;
  }
}
