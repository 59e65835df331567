/**
 * How long each record about a customer is kept, written once: the stores set their expiry from here, and the
 * privacy pages state these figures through `props.retention` (src/content/mdx.server.tsx). How long a confirmed
 * trip is kept is in ./trips.ts (TRIP_RETENTION_DAYS); its cancellation, change and outcome records follow it.
 */

/** A sent request's fingerprint, so that a double click or a resend does not send it twice. */
export const REQUEST_FINGERPRINT_HOURS = 24;

/**
 * The state of an answer (to a request, a proposal, a trip's job) and the reference it was drawn under: as long as
 * a link can still be opened, with two days to spare.
 */
export const ANSWER_RECORD_DAYS = 32;

/** A request still awaiting the operator's answer is listed in his evening e-mail until this long after its pickup. */
export const OPEN_REQUEST_AFTER_PICKUP_HOURS = 24;

/** The fingerprint of an address that asked for no more review requests: long enough to honour the choice. */
export const OPT_OUT_YEARS = 3;

/**
 * How long the host keeps the functions' logs, which hold a request in full when it could not be e-mailed. Vercel
 * keeps runtime logs by plan: 1 hour on Hobby, 1 day on Pro, 3 days on Enterprise, 30 days with Observability Plus.
 * Set the figure of the site's plan: the privacy pages state it.
 */
export const FUNCTION_LOG_HOURS = 24;

/**
 * A booking's payment record (how it is paid, the Stripe customer, the card kept: never its number) lives as long
 * as its trip's record, then this much longer, for a fee or a refund asked late; the receipts and invoices
 * themselves are kept by the business, as accounting documents (src/config/payment.ts).
 */
export const PAYMENT_RECORD_EXTRA_DAYS = 60;
