/**
 * A trip's life after its booking proof (docs/decisions/110-trips.md): how long it is kept, when the customer
 * is reminded, when the operator gets his next day, when a review is asked for. Times are Nantes time; the
 * terms of sale's deadlines for cancelling and changing are in ./terms-of-sale.ts.
 */

/** Days an accepted trip is kept after its pickup, then removed (TRIP_RETENTION_DAYS overrides it). */
export const TRIP_RETENTION_DAYS = 30;

/** The reminder goes to customers whose pickup is between these many hours ahead (the cron runs hourly). */
export const REMINDER_WINDOW_HOURS = { from: 24, to: 36 } as const;

/**
 * The operator's day: one e-mail each evening with tomorrow's trips, sent by the first hourly run at or after
 * this time (OPERATOR_DAY_AT overrides it, "HH:MM"). Before midnight, a run that was missed is made up.
 */
export const OPERATOR_DAY_AT = "19:00";

/** The review request: this many hours after the pickup at the earliest, and at most this many. */
export const REVIEW_AFTER_HOURS = { from: 3, to: 48 } as const;
/** Sent only between these hours: a thank-you is not a message to receive at night. */
export const REVIEW_SENDING_HOURS = { from: 9, to: 20 } as const;

/** Most sends of one kind in one cron run: the next hourly run takes the rest. */
export const JOB_BATCH = 40;
