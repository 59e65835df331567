/**
 * The operator's alerts (docs/decisions/260-operator-console.md): when one is urgent, when an urgent one left
 * unopened goes again by SMS, and what the SMS may cost in a day. Each has its environment variable, read by
 * src/server/alerts/settings.ts, so the operator can tune it without a code change.
 */

/** ALERT_SMS_AFTER_MINUTES: an urgent alert not opened within this goes again by SMS. */
export const ALERT_SMS_AFTER_MINUTES = 10;

/** Nantes time: a request or a booking arriving between these hours is urgent, whatever its pickup. */
export const ALERT_NIGHT = { from: "22:00", to: "07:00" } as const;

/**
 * ALERT_SMS_DAILY_CEILING, in euros: what the SMS may cost in a day, for everyone together. Past it no SMS leaves
 * until the next day (Nantes time) and the log says so once; the push and the e-mail still go.
 */
export const ALERT_SMS_DAILY_CEILING = "1.00";

/**
 * ALERT_SMS_UNIT_PRICE, in euros: what one SMS segment to a French mobile costs at the provider, at the plan taken
 * (check it in Brevo's price list: an SMS to France was about 0,045 € HT in 2026). The ceiling counts segments at it.
 */
export const ALERT_SMS_UNIT_PRICE = "0.08";

/** ALERT_SMS_SENDER: the transactional sender name the SMS carry (3 to 11 letters or digits, not a generic word). */
export const ALERT_SMS_SENDER = "VTCPremium";

/** OPERATOR_MORNING_AT: when the morning summary of the day leaves, Nantes time. */
export const OPERATOR_MORNING_AT = "07:00";

/** What one push or one SMS may take before it is given up and logged: a provider that hangs holds nothing. */
export const PUSH_TIMEOUT_MS = 4_000;
export const SMS_TIMEOUT_MS = 6_000;
