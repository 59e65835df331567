/**
 * The request stage: POST /api/booking, a visitor's booking request to the business; GET /api/availability, the
 * periods the operator is away, which the form reads.
 */
export { handleAvailability } from "./availability.js";
export { handleBooking } from "./handler.js";
