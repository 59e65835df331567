import type { ArrivalKind } from "../../lib/arrival-number.js";
import { type Env, isLocal } from "../kernel/env.js";
import { aerodataboxAlerts, aerodataboxFlights } from "./aerodatabox.js";
import { loopbackBase } from "./fetch-json.js";
import { sncfTrains } from "./sncf.js";
import type { AlertProvider, ArrivalProvider } from "./types.js";

/** The key the local stand-ins accept: public, they run on this machine only (scripts/local-vercel/arrivals). */
export const LOCAL_ARRIVALS_KEY = "local-arrivals-key";

/**
 * The one place the providers are chosen: AeroDataBox for flights and the SNCF API for trains with their keys (their
 * address overridden only on this machine, for the stand-ins of the tests and `npm run check:vercel`); in the local
 * mode without a key, the stand-ins `npm start` runs. Deployed without a key the functions that need one refuse to
 * start (../kernel/functions.ts); a provider missing here means nothing is looked up, and the form says so.
 */
export function arrivalProviders(env: Env): Record<ArrivalKind, ArrivalProvider | null> {
  const local = isLocal(env);
  const flightBase = loopbackBase(env.AERODATABOX_BASE_URL);
  const trainBase = loopbackBase(env.SNCF_API_BASE_URL);
  const flightKey = env.AERODATABOX_API_KEY ?? (local && flightBase ? LOCAL_ARRIVALS_KEY : undefined);
  const trainKey = env.SNCF_API_KEY ?? (local && trainBase ? LOCAL_ARRIVALS_KEY : undefined);
  return {
    flight: flightKey ? aerodataboxFlights({ apiKey: flightKey, baseUrl: flightBase }) : null,
    train: trainKey ? sncfTrains({ token: trainKey, baseUrl: trainBase }) : null,
  };
}

export function alertProvider(env: Env): AlertProvider | null {
  const base = loopbackBase(env.AERODATABOX_BASE_URL);
  const key = env.AERODATABOX_API_KEY ?? (isLocal(env) && base ? LOCAL_ARRIVALS_KEY : undefined);
  return key ? aerodataboxAlerts({ apiKey: key, baseUrl: base }) : null;
}
