/**
 * The booking form as one import: its bot protection first (it arms before the form can send anything), then
 * the form. One dynamic import makes one chunk of both, where two made two files for the quote page to fetch
 * (decision 230).
 */
import "./bot-protection";

export { BookingForm } from "~/components/booking/booking-form";
