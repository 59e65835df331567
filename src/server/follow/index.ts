/**
 * Arrivals followed on the day (docs/decisions/250-arrivals-followed.md): the polling job and the flight-data
 * provider's alerts, each writing its news through the booking's state machine, the moves told to both sides once.
 */
export { handleFollowArrivals } from "./job.js";
export { handleFlightAlert } from "./webhook.js";
