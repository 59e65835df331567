import { type BookingLocale, bookingLocaleOf } from "../../lib/booking/schema.js";

/**
 * The request's language before its body is read: the Content-Language header the pages set ("fr" unless it
 * says "en"). Once the body (or a token) is read, its own language decides.
 */
export function requestLocale(request: Request): BookingLocale {
  return bookingLocaleOf(request.headers.get("content-language")?.trim().toLowerCase().slice(0, 2));
}
