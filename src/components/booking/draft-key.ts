/** Session-storage key of the booking form's draft; a page with a draft hydrates the form at once. */
export const DRAFT_KEY = "booking-draft";
