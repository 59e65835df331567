export { handleArrival, lookupDeps } from "./handler.js";
export { checkArrival, ceilingReached, type Checked, type LookupDeps } from "./lookup.js";
export { alertOperator, type AlertDeps, type OperatorAlert } from "./operator-alert.js";
export { alertProvider } from "./providers.js";
export type { AlertProvider, Sighting } from "./types.js";
export { sightingOf, type FlightContract, isoDay } from "./aerodatabox.js";
export { type LookupCache, redisLookupCache } from "./cache.js";
export type { Found } from "./types.js";
