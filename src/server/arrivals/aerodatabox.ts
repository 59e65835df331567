import { ARRIVALS } from "../../config/arrivals.js";
import { parisDay } from "../../lib/paris-time.js";
import { err, ok } from "../kernel/result.js";
import { fetchJson } from "./fetch-json.js";
import type { AlertProvider, ArrivalProvider, Found, Sighting, SightingStatus } from "./types.js";

/** AeroDataBox through RapidAPI: the host its key is sold for. */
export const AERODATABOX_HOST = "aerodatabox.p.rapidapi.com";
const DEFAULT_BASE = `https://${AERODATABOX_HOST}`;

type Time = { utc?: string; local?: string } | undefined;
type Movement = {
  airport?: { icao?: string; iata?: string; name?: string; municipalityName?: string; countryCode?: string };
  scheduledTime?: Time;
  revisedTime?: Time;
  predictedTime?: Time;
  runwayTime?: Time;
  scheduledTimeUtc?: string;
};
/** A flight as AeroDataBox gives it (FlightContract): the fields we read, each checked before use. */
export type FlightContract = { number?: string; status?: string; departure?: Movement; arrival?: Movement };

/** « 2026-12-03 13:05Z » (AeroDataBox's UTC times) to epoch ms, or undefined. */
function instant(time: Time | string | undefined): number | undefined {
  const text = typeof time === "string" ? time : time?.utc;
  if (typeof text !== "string") return undefined;
  const at = Date.parse(text.replace(" ", "T").replace(/Z?$/, "Z"));
  return Number.isFinite(at) ? at : undefined;
}

/** AeroDataBox's status words (FlightStatus) as the product reads them; « CanceledUncertain » is not a fact. */
function statusOf(status: unknown): SightingStatus {
  switch (status) {
    case "Arrived":
      return "landed";
    case "Diverted":
      return "diverted";
    case "Canceled":
      return "cancelled";
    case "Departed":
    case "EnRoute":
    case "Approaching":
      return "en-route";
    case "Expected":
    case "CheckIn":
    case "Boarding":
    case "GateClosed":
    case "Delayed":
      return "expected";
    default:
      return "unknown";
  }
}

const atNantes = (m: Movement | undefined) =>
  m?.airport?.icao === ARRIVALS.airport.icao || m?.airport?.iata === ARRIVALS.airport.iata;

/**
 * The leg of `flights` that lands at Nantes Atlantique on `date` (Nantes' calendar), as a sighting; else where the
 * flight lands that day, or nothing.
 */
export function sightingOf(flights: readonly FlightContract[], number: string, date: string): Found {
  const legs = flights.filter((f) => typeof f === "object" && f !== null);
  const here = legs
    .map((f) => ({ f, scheduled: instant(f.arrival?.scheduledTime ?? f.arrival?.scheduledTimeUtc) }))
    .filter(({ f, scheduled }) => atNantes(f.arrival) && scheduled !== undefined && isoDay(scheduled) === date)
    .sort((a, b) => a.scheduled! - b.scheduled!)[0];
  if (!here) {
    const lands = [
      ...new Set(
        legs
          .map((f) => f.arrival?.airport?.municipalityName ?? f.arrival?.airport?.name)
          .filter((name): name is string => typeof name === "string" && name.length > 0 && name.length < 80),
      ),
    ];
    return lands.length ? { found: "elsewhere", lands } : { found: "none" };
  }
  const { f, scheduled } = here;
  const status = statusOf(f.status);
  const landed = status === "landed" ? (instant(f.arrival?.runwayTime) ?? instant(f.arrival?.revisedTime)) : undefined;
  const estimated =
    landed === undefined ? (instant(f.arrival?.revisedTime) ?? instant(f.arrival?.predictedTime)) : undefined;
  const country = f.departure?.airport?.countryCode;
  const origin = f.departure?.airport?.municipalityName ?? f.departure?.airport?.name;
  const sighting: Sighting = {
    kind: "flight",
    number,
    date,
    status: status === "landed" && landed === undefined ? "en-route" : status,
    scheduled: scheduled!,
    ...(estimated !== undefined ? { estimated } : {}),
    ...(landed !== undefined ? { landed } : {}),
    // Unknown origin: counted as from abroad (the longer waiting; the doubt goes to the customer).
    international: typeof country === "string" ? country.toUpperCase() !== "FR" : true,
    ...(typeof origin === "string" && origin.length < 80 ? { origin } : {}),
  };
  return { found: "here", sighting };
}

/** The calendar day in Nantes of an instant, as YYYY-MM-DD. */
export function isoDay(at: number): string {
  const [day, month, year] = parisDay(new Date(at)).split("/");
  return `${year}-${month}-${day}`;
}

type Options = { apiKey: string; baseUrl?: string; timeoutMs?: number };

function headers(apiKey: string): Record<string, string> {
  return { "x-rapidapi-key": apiKey, "x-rapidapi-host": AERODATABOX_HOST, accept: "application/json" };
}

/**
 * AeroDataBox's flight status by number and date (`GET /flights/number/{number}/{date}`, TIER 2): the flight's
 * legs departing or arriving that day, scheduled, revised, predicted and runway times, status. The key stays on
 * the server.
 */
export function aerodataboxFlights(options: Options): ArrivalProvider {
  const base = options.baseUrl ?? DEFAULT_BASE;
  return {
    name: "aerodatabox",
    async lookup(number, date) {
      const url = `${base}/flights/number/${encodeURIComponent(number)}/${date}?withAircraftImage=false&withLocation=false`;
      const answer = await fetchJson(url, { headers: headers(options.apiKey) }, options.timeoutMs ?? 4_000);
      if (!answer.ok) return err(`AeroDataBox ${answer.error}`);
      const { status, body } = answer.value;
      // No flight under that number that day: 204 (no content) or 404.
      if (status === 204 || status === 404) return ok({ found: "none" });
      if (status !== 200 || !Array.isArray(body)) return err(`AeroDataBox answered ${status}`);
      return ok(sightingOf(body as FlightContract[], number, date));
    },
  };
}

/**
 * AeroDataBox's alerts (Flight Alert API, TIER 4: billed per subscription and per alert): a webhook subscription on
 * a flight number, and its removal (free) once the flight has landed.
 */
export function aerodataboxAlerts(options: Options): AlertProvider {
  const base = options.baseUrl ?? DEFAULT_BASE;
  const timeoutMs = options.timeoutMs ?? 4_000;
  return {
    async subscribe(number, url) {
      const answer = await fetchJson(
        `${base}/subscriptions/webhook/FlightByNumber/${encodeURIComponent(number)}`,
        {
          method: "POST",
          headers: { ...headers(options.apiKey), "content-type": "application/json" },
          body: JSON.stringify({ url }),
        },
        timeoutMs,
      );
      if (!answer.ok) return err(`AeroDataBox ${answer.error}`);
      const id = (answer.value.body as { id?: unknown } | null)?.id;
      if (answer.value.status >= 300 || typeof id !== "string")
        return err(`AeroDataBox answered ${answer.value.status}`);
      return ok({ id });
    },
    async unsubscribe(id) {
      const answer = await fetchJson(
        `${base}/subscriptions/webhook/${encodeURIComponent(id)}`,
        { method: "DELETE", headers: headers(options.apiKey) },
        timeoutMs,
      );
      if (!answer.ok) return err(`AeroDataBox ${answer.error}`);
      return answer.value.status < 300 || answer.value.status === 404
        ? ok(null)
        : err(`AeroDataBox answered ${answer.value.status}`);
    },
  };
}
