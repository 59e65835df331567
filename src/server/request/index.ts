/** The request stage: POST /api/booking, a visitor's booking request to the business. */
export { handleBooking } from "./handler.js";
