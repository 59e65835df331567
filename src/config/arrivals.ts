/**
 * Arrivals followed by the product (docs/decisions/250-arrivals-followed.md): a flight landing at Nantes Atlantique
 * or a train arriving at the Gare de Nantes, checked at booking and followed on the day, the pickup moving with it.
 * The operator tunes the figures here; the monthly ceilings also with the variables named beside them.
 */
export const ARRIVALS = {
  /** Nantes Atlantique, as the flight-data provider names it. */
  airport: { icao: "LFRS", iata: "NTE", name: "Nantes Atlantique" },
  /** The Gare de Nantes in SNCF's data (Navitia's stop area, the station's UIC code). */
  station: { stopArea: "stop_area:SNCF:87481002", name: "Gare de Nantes" },
  /** A pickup that moves by more than this is told to the customer and to the operator. */
  tellMoveMinutes: 15,
  /**
   * The law lets a VTC wait at an airport or a station only this long before the pickup time (Code des transports,
   * L3120-2 II 3° and D3120-3): the chauffeur does not wait longer for a late arrival, the pickup moves instead.
   */
  lawfulWaitBeforePickupMinutes: 60,
  /** The flight's alerts are subscribed this long before its expected arrival (and dropped once it has landed). */
  subscribeBeforeMinutes: 180,
  /**
   * The polling job's checkpoints, in minutes from the expected arrival (negative: before it): a backstop to the
   * alerts, and the only source for a train. Each is one lookup, counted in the monthly ceiling.
   */
  pollAtMinutes: [-180, -60, -20, 0, 20, 45, 90, 150] as readonly number[],
  /** The provider wants its alert answered within 10 s, else it sends it again (and bills it again): we answer by 8. */
  alertAnswerMs: 8_000,
  /** No landing heard this long after the expected arrival: following stops and the operator is told. */
  giveUpAfterMinutes: 240,
  /** How long a lookup is kept: days ahead, a schedule changes little; on the day, only a few minutes. */
  lookupKeptMinutes: { ahead: 360, sameDay: 5 },
  /**
   * What a month may spend, for everyone together (ARRIVALS_LOOKUPS_MONTH, ARRIVALS_ALERTS_MONTH): lookups (a flight
   * or a train's status: the form's checks and the job's polls), alerts (a subscription made, an alert received).
   * Past one, the product stops asking, says so to the operator once, and falls back to the schedule.
   */
  monthly: { lookups: 1500, alerts: 100 },
  /** The share of the month's lookups kept for the bookings followed: the form's checks stop before it. */
  reservedForFollowing: 1 / 3,
} as const;

export type ArrivalCeiling = keyof typeof ARRIVALS.monthly;
