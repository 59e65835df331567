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
