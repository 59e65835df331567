
/** Every island and how to load it: each is its own chunk, fetched only by pages that contain it. */
export const islands = {
  "booking-form": () => import("~/components/booking/booking-form").then((m) => m.BookingForm),
  tooltip: () => import("~/components/tooltip").then((m) => m.TooltipIsland),
} satisfies Record<string, () => Promise<unknown>>;

export type IslandName = keyof typeof islands;
