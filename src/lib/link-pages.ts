/**
 * The pages a sealed link opens (the operator's answer and trip page, a price proposal, « Gérer ma réservation »,
 * the payment page):
 * the same HTML for every link, out of search, sent with no referrer (vercel.json), their island hydrated at load.
 */
export const LINK_PAGES = [
  "/confirmer",
  "/course",
  "/proposition",
  "/en/proposal",
  "/ma-reservation",
  "/en/my-booking",
  "/paiement",
  "/en/payment",
  // The operator's console: no link in its fragment but an enrolment's, and never in search.
  "/console",
];
