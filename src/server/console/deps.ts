import { type AlertStore, getAlertStore } from "../alerts/store.js";
import { pushStandIn } from "../alerts/devices.js";
import { type DeviceStore, getDeviceStore, vapidOf } from "../alerts/index.js";
import { getEnv, isLocal } from "../kernel/env.js";
import { getLimiter, type Limiter } from "../kernel/limits/rate-limit.js";
import { defaultTripPageDeps, type TripPageDeps } from "../operator/trip-page.js";
import { type AvailabilityStore, getAvailability } from "../request/availability.js";
import { getPasskeyStore, type PasskeyStore } from "./auth/passkeys.js";
import { getSessionStore, type SessionStore } from "./auth/sessions.js";

/**
 * What the console works with (docs/decisions/260-operator-console.md): everything the operator's link pages use, for
 * the same acts through the same functions, and its own stores (the passkey, the sessions), the alerts' devices, the
 * periods he is away, and its limits. It spends none of the link functions' budgets.
 */
export type ConsoleDeps = TripPageDeps & {
  sessions: SessionStore;
  passkeys: PasskeyStore;
  devices: DeviceStore;
  alertStore: AlertStore;
  availability: AvailabilityStore;
  limits: { console: Limiter; signin: Limiter; signinsAll: Limiter; enrol: Limiter; enrolsAll: Limiter };
  local: boolean;
  /** The VAPID public key the console subscribes its devices with. */
  vapidPublicKey: string | null;
  /** The push service's stand-in (tests, `npm run check:vercel`): its endpoints are accepted as a push service's. */
  pushStandIn?: string;
};

export function defaultConsoleDeps(): ConsoleDeps {
  const env = getEnv();
  return {
    ...defaultTripPageDeps(),
    sessions: getSessionStore(),
    passkeys: getPasskeyStore(),
    devices: getDeviceStore(),
    alertStore: getAlertStore(),
    availability: getAvailability(),
    limits: {
      console: getLimiter("console"),
      signin: getLimiter("consoleSignin"),
      signinsAll: getLimiter("consoleSigninsAll"),
      enrol: getLimiter("consoleEnrol"),
      enrolsAll: getLimiter("consoleEnrolsAll"),
    },
    local: isLocal(env),
    vapidPublicKey: vapidOf(env)?.publicKey ?? null,
    ...(pushStandIn(env.PUSH_STAND_IN_URL) ? { pushStandIn: env.PUSH_STAND_IN_URL } : {}),
  };
}
