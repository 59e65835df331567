import { type BookingStore, getBookingStore } from "../booking/store.js";
import { type LinkDeps, linkDeps } from "../kernel/links/endpoint.js";
import type { LinkFunction } from "../kernel/links/budgets.js";
import { getMailer, type Mailer } from "../mail/index.js";
import { getTripStores, retentionDays, type TripStores } from "./store.js";

/**
 * What a link function that answers a booking is built with, whoever answers (the operator a request, the customer a
 * proposal): each answer moves the booking's record, may record the trip it accepts, and sends its letters.
 */
export type AnswerDeps = LinkDeps & {
  /** Every booking's record: the only word on whether a request was answered, and how (src/server/booking). */
  bookings: BookingStore;
  mailer: Mailer;
  /** The accepted trips and the messages sent once about them (./store.ts). */
  trips: TripStores;
  retention: number;
};

/** The production dependencies of the answering link function `name`, its budget with them. */
export function answerDeps(name: LinkFunction): AnswerDeps {
  return {
    ...linkDeps(name),
    bookings: getBookingStore(),
    mailer: getMailer(),
    trips: getTripStores(),
    retention: retentionDays(),
  };
}
