/**
 * Request limits per client IP, tuned by the operator here or, without a code change, with the
 * environment variables RATE_LIMIT_BOOKING and RATE_LIMIT_PLACES (same format: "5/10m").
 * Booking: a person sends one request, maybe a correction; 5 in 10 minutes stops scripted floods.
 * Places: one lookup per pause in typing, two address fields; 120 a minute leaves ample room.
 */
export const rateLimits = {
  booking: "5/10m",
  places: "120/1m",
} as const;

export type LimitName = keyof typeof rateLimits;
