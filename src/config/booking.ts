/**
 * How far ahead the booking form takes a request. One value for the form, the API, the terms and the
 * articles: a wedding is booked 3 to 6 months ahead, so a year covers every real case; beyond it the
 * visitor is asked to call. Texts say it with `bookingWindowText`.
 */
export const BOOKING_WINDOW_DAYS = 365;

/** "jusqu’à 12 mois à l’avance", the wording every page uses. */
export const bookingWindowText = "jusqu’à 12\u00a0mois à l’avance";

/** The same window in English: "up to 12 months ahead". */
export const bookingWindowTextEn = "up to 12 months ahead";

/**
 * The answer we promise to every request (« sous 2 heures »). A pickup sooner than this cannot wait for it:
 * the form asks the visitor to call, and a request sent anyway reaches the business marked « URGENT ».
 */
export const REPLY_DELAY_MINUTES = 120;

/**
 * A price proposal (a price above the indicative fare, or a « sur devis » trip) can be accepted until this
 * long before the pickup; then it lapses and the operator is told. Two hours, like the last change the terms
 * allow (docs/decisions/090-price-acceptance.md).
 */
export const PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES = 120;

/** Below this much time left to answer, no proposal is sent by e-mail: the operator calls the customer instead. */
export const PROPOSAL_MIN_ANSWER_MINUTES = 30;

/** Days the operator's links (« Confirmer la réservation » or « Proposer un prix », and « Indisponible ») answer; then he answers directly. */
export const OPERATOR_LINK_DAYS = 30;

/** The highest price the operator may give a trip, in euros TTC: a typo's ceiling, not a fare. */
export const MAX_PRICE = 10_000;
