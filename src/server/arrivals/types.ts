import type { ArrivalKind } from "../../lib/arrival-number.js";
import type { Result } from "../kernel/result.js";

/** Where a flight or a train stands, in the provider's news, as the product reads it. */
export type SightingStatus = "expected" | "en-route" | "landed" | "diverted" | "cancelled" | "unknown";

/** What a provider says of one flight or train arriving at Nantes on one day. Times in epoch ms. */
export type Sighting = {
  kind: ArrivalKind;
  number: string;
  /** The day it arrives, in Nantes (YYYY-MM-DD). */
  date: string;
  status: SightingStatus;
  scheduled: number;
  /** The latest estimate (a revised or predicted time), while it has not arrived. */
  estimated?: number;
  /** When it actually landed (a flight's runway time) or arrived (a train). */
  landed?: number;
  /** From abroad: the longer free waiting applies (a flight's departure outside France). */
  international: boolean;
  /** Where it comes from, as the provider names it. */
  origin?: string;
};

/** A lookup's answer: it arrives at Nantes that day; it runs that day but elsewhere (where it lands); unknown. */
export type Found = { found: "here"; sighting: Sighting } | { found: "elsewhere"; lands: string[] } | { found: "none" };

export type ArrivalProvider = {
  name: "aerodatabox" | "sncf";
  lookup(number: string, date: string, now: number): Promise<Result<Found, string>>;
};

/** The flight-data provider's alerts by webhook (AeroDataBox's Flight Alert API). */
export type AlertProvider = {
  subscribe(number: string, url: string): Promise<Result<{ id: string }, string>>;
  unsubscribe(id: string): Promise<Result<null, string>>;
};
