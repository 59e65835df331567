/**
 * Request limits, tuned by the operator here or, without a code change, with the environment variable
 * named beside each (same format: "5/10m"; units ms, s, m, h, d). See docs/decisions/003-abuse-limits.md.
 */
export const rateLimits = {
  /** RATE_LIMIT_BOOKING, per client (an IPv6 client counts as its /64): one request and a correction or two. */
  booking: "5/10m",
  /** RATE_LIMIT_PLACES, per client: one lookup per pause in typing, in two address fields. */
  places: "120/1m",
  /**
   * RATE_LIMIT_ACKNOWLEDGEMENT, per recipient address: past it the business still receives the request but
   * no acknowledgement is sent, so the form cannot be used to flood a stranger's mailbox.
   */
  acknowledgement: "3/1d",
  /**
   * RATE_LIMIT_PLACES_GOOGLE, for all visitors together: the ceiling of the Google bill. Past it, address
   * suggestions come from the offline gazetteer until the window frees up.
   */
  placesGoogle: "3000/1d",
  /**
   * RATE_LIMIT_CONFIRM, per client, on /api/confirm (the operator's confirmation page): opening a link and
   * confirming or declining it. A sealed link can only send its own request's one answer; this bounds the rest.
   */
  confirm: "30/10m",
} as const;

export type LimitName = keyof typeof rateLimits;

export const rateLimitVariables = {
  booking: "RATE_LIMIT_BOOKING",
  places: "RATE_LIMIT_PLACES",
  acknowledgement: "RATE_LIMIT_ACKNOWLEDGEMENT",
  placesGoogle: "RATE_LIMIT_PLACES_GOOGLE",
  confirm: "RATE_LIMIT_CONFIRM",
} as const satisfies Record<LimitName, string>;
