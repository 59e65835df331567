/**
 * The operator's console (docs/decisions/260-operator-console.md): its address, how long each of its keys lives and
 * how many of each it keeps, written once. The operator's guide and the console's own texts state them from here.
 */

/** Where the console lives: out of search, sent with no referrer (vercel.json), installable from the home screen. */
export const CONSOLE_PATH = "/console";

/** An enrolment link, sent to the business mailbox on request, opens for this long, once. */
export const ENROL_LINK_MINUTES = 15;

/** A session opened with the passkey lasts this long at most; then the passkey is asked again. */
export const SESSION_HOURS = 12;

/** A passkey's question (sign in, enrol, a money act asked again) must be answered within this. */
export const CHALLENGE_MINUTES = 3;

/** Sessions kept open at once: a new one past it closes the oldest. */
export const MAX_SESSIONS = 8;

/** Phones or browsers that receive the alerts: a new one past it replaces the oldest. */
export const MAX_PUSH_DEVICES = 4;

/** The days the console shows: today, tomorrow, and on to the seventh day. */
export const CONSOLE_DAYS = 8;

/** Periods marked unavailable, at most, and the longest one: a period is a holiday, not a closing. */
export const MAX_UNAVAILABLE_PERIODS = 20;
export const MAX_UNAVAILABLE_DAYS = 62;

/**
 * Two trips are in conflict when the second's pickup comes before the first can end and the car drive to it: the
 * ride at this speed between town centres, this long on board at least, and this margin to reach the next pickup.
 * Between places the fare grid does not know, the car is given this long to drive.
 */
export const CONFLICT = { kmPerHour: 50, minRideMinutes: 20, marginMinutes: 15, unknownDriveMinutes: 45 } as const;

/**
 * The register's documents come as one ZIP of at most this many megabytes (docs/decisions/280-register-documents.md):
 * one answer of a function carries 4.5 MB at most. Past it, the operator takes the period month by month.
 */
export const ARCHIVE_MAX_MEGABYTES = 4;
