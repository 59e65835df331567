import type { BookingStore } from "../booking/store.js";
import type { Mailer } from "../mail/index.js";
import type { SettlementDeps } from "../settlement/dependencies.js";
import type { TripStores } from "../trip/store.js";

/** What the operator's functions already hold, as the settlement stage needs it; `origin`: where its links point. */
export function settlementOf(
  deps: {
    bookings: BookingStore;
    trips: TripStores;
    mailer: Mailer;
    inbox: string;
    siteOrigin: string;
    secret: string | undefined;
    retention: number;
    now: () => Date;
  },
  origin: string,
): SettlementDeps {
  return {
    bookings: deps.bookings,
    stores: deps.trips,
    mailer: deps.mailer,
    inbox: deps.inbox,
    siteOrigin: deps.siteOrigin,
    origin,
    secret: deps.secret,
    retention: deps.retention,
    now: deps.now,
  };
}
