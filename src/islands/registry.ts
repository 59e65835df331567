/** Every island and how to load it: each is its own chunk, fetched only by pages that contain it. */
export const islands = {
  // Bot protection arms before the form can send anything.
  "booking-form": () => import("./booking-island").then((m) => m.BookingForm),
  // The operator's answer to a booking request (/confirmer).
  "confirm-panel": () => import("~/components/confirm/confirm-panel").then((m) => m.ConfirmPanel),
  // The customer's answer to a price proposal (/proposition, /en/proposal).
  "proposal-panel": () => import("~/components/proposal/proposal-panel").then((m) => m.ProposalPanel),
  // The customer's « Gérer ma réservation » (/ma-reservation, /en/my-booking).
  "manage-panel": () => import("~/components/manage/manage-panel").then((m) => m.ManagePanel),
  // The customer's payment page (/paiement, /en/payment).
  "payment-panel": () => import("~/components/payment/payment-panel").then((m) => m.PaymentPanel),
  // The operator's page for one trip (/course).
  "trip-panel": () => import("~/components/trip/trip-panel").then((m) => m.TripPanel),
} satisfies Record<string, () => Promise<unknown>>;

export type IslandName = keyof typeof islands;
