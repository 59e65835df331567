import { ARRIVALS } from "../../config/arrivals.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { err, ok } from "../kernel/result.js";
import { fetchJson } from "./fetch-json.js";
import type { ArrivalProvider, Found } from "./types.js";

const DEFAULT_BASE = "https://api.sncf.com";

type StopDateTime = {
  arrival_date_time?: string;
  base_arrival_date_time?: string;
  data_freshness?: string;
};
type Board = {
  display_informations?: {
    trip_short_name?: string;
    headsign?: string;
    name?: string;
    links?: { type?: string; id?: string }[];
  };
  stop_date_time?: StopDateTime;
};
type Disruption = { id?: string; severity?: { effect?: string } };
/** Navitia's arrivals board at a stop area, as the SNCF API answers it: the fields we read. */
export type ArrivalsBoard = { arrivals?: Board[]; disruptions?: Disruption[] };

/** « 20261203T143000 » (Navitia's local times) to epoch ms, or undefined. */
function local(text: unknown): number | undefined {
  if (typeof text !== "string") return undefined;
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(text);
  return m ? parisToUtc(`${m[1]}-${m[2]}-${m[3]}`, `${m[4]}:${m[5]}`).getTime() : undefined;
}

/**
 * The train `number` among the day's arrivals at the Gare de Nantes: its scheduled time (`base_arrival_date_time`),
 * its real-time one (`arrival_date_time` when `data_freshness` is realtime), cancelled when a disruption linked to
 * it takes it out of service; arrived once its real-time arrival has passed.
 */
export function trainSighting(board: ArrivalsBoard, number: string, date: string, now: number): Found {
  const entry = (board.arrivals ?? []).find(
    (a) => a.display_informations?.trip_short_name === number || a.display_informations?.headsign === number,
  );
  const times = entry?.stop_date_time;
  const scheduled = local(times?.base_arrival_date_time) ?? local(times?.arrival_date_time);
  if (!entry || scheduled === undefined) return { found: "none" };
  const realtime = times?.data_freshness === "realtime" ? local(times.arrival_date_time) : undefined;
  const links = new Set(
    (entry.display_informations?.links ?? []).filter((l) => l.type === "disruption").map((l) => l.id),
  );
  const cancelled = (board.disruptions ?? []).some((d) => links.has(d.id) && d.severity?.effect === "NO_SERVICE");
  const expected = realtime ?? scheduled;
  const arrived = !cancelled && realtime !== undefined && now >= realtime;
  return {
    found: "here",
    sighting: {
      kind: "train",
      number,
      date,
      status: cancelled ? "cancelled" : arrived ? "landed" : "expected",
      scheduled,
      ...(arrived ? { landed: realtime } : realtime !== undefined ? { estimated: expected } : {}),
      international: false,
      ...(entry.display_informations?.name ? { origin: entry.display_informations.name.slice(0, 79) } : {}),
    },
  };
}

/**
 * SNCF's real-time data (the SNCF API, Navitia, coverage `sncf`): the day's arrivals at the Gare de Nantes, theirs
 * and real-time times, in one call (`GET /v1/coverage/sncf/stop_areas/{station}/arrivals`). The key (a token) stays
 * on the server.
 */
export function sncfTrains(options: { token: string; baseUrl?: string; timeoutMs?: number }): ArrivalProvider {
  const base = options.baseUrl ?? DEFAULT_BASE;
  return {
    name: "sncf",
    async lookup(number, date, now) {
      const from = `${date.replaceAll("-", "")}T000000`;
      const url = `${base}/v1/coverage/sncf/stop_areas/${encodeURIComponent(ARRIVALS.station.stopArea)}/arrivals?from_datetime=${from}&duration=86400&count=1000&data_freshness=realtime`;
      const answer = await fetchJson(
        url,
        { headers: { authorization: options.token, accept: "application/json" } },
        options.timeoutMs ?? 4_000,
      );
      if (!answer.ok) return err(`SNCF ${answer.error}`);
      const { status, body } = answer.value;
      if (status !== 200 || typeof body !== "object" || body === null) return err(`SNCF answered ${status}`);
      return ok(trainSighting(body as ArrivalsBoard, number, date, now));
    },
  };
}
