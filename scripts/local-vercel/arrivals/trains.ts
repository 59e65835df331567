import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { ARRIVALS } from "../../../src/config/arrivals";
import { parisToUtc } from "../../../src/lib/paris-time";
import { navitiaText, parisDate } from "./times";

/**
 * A local stand-in for the SNCF API (Navitia, coverage `sncf`; docs/testing.md): a real HTTP server answering the one
 * call the product makes, the day's arrivals at the Gare de Nantes
 * (`GET /v1/coverage/sncf/stop_areas/{station}/arrivals?from_datetime=…`, an `Authorization` token required), with
 * each train's scheduled time (`base_arrival_date_time`), its real-time one (`arrival_date_time`,
 * `data_freshness: realtime`) and, for a train taken out of service, a linked disruption whose effect is NO_SERVICE.
 * Tests script the trains: on time, late, cancelled.
 */
export type ScriptedTrain = { number: string; name: string; arrival: number; delay: number; cancelled: boolean };

/** The trains `npm start` knows every day. */
export const DAILY_TRAINS = [
  { number: "8812", name: "Paris Montparnasse - Nantes", at: "11:02" },
  { number: "8844", name: "Paris Montparnasse - Nantes", at: "16:05" },
  { number: "858123", name: "Angers - Nantes", at: "09:14" },
] as const;

export async function startTrainStandIn(options: { daily?: boolean; log?: (line: string) => void } = {}) {
  const trains = new Map<string, ScriptedTrain>();
  const requests: { path: string; status: number }[] = [];
  const id = (number: string, date: string) => `${number}|${date}`;

  function dayOf(date: string): ScriptedTrain[] {
    const scripted = [...trains.values()].filter((t) => parisDate(t.arrival) === date);
    if (!options.daily) return scripted;
    const daily = DAILY_TRAINS.filter((t) => !trains.has(id(t.number, date))).map((t) => ({
      number: t.number,
      name: t.name,
      arrival: parisToUtc(date, t.at).getTime(),
      delay: 0,
      cancelled: false,
    }));
    return [...scripted, ...daily];
  }

  function find(number: string, date: string): ScriptedTrain {
    const found = trains.get(id(number, date));
    if (!found) throw new Error(`no train ${number} scripted on ${date}`);
    return found;
  }

  const api = {
    schedule(train: { number: string; date: string; at: string; name?: string }): ScriptedTrain {
      const scripted = {
        number: train.number,
        name: train.name ?? "Paris Montparnasse - Nantes",
        arrival: parisToUtc(train.date, train.at).getTime(),
        delay: 0,
        cancelled: false,
      };
      trains.set(id(train.number, train.date), scripted);
      return scripted;
    },
    late(number: string, date: string, minutes: number) {
      find(number, date).delay = minutes;
    },
    cancel(number: string, date: string) {
      find(number, date).cancelled = true;
    },
    requests,
  };

  function board(date: string) {
    const arrivals = dayOf(date).map((t) => ({
      display_informations: {
        commercial_mode: t.number.length > 4 ? "TER" : "TGV INOUI",
        trip_short_name: t.number,
        headsign: t.number,
        name: t.name,
        links: t.cancelled ? [{ type: "disruption", id: `disruption-${t.number}` }] : [],
      },
      stop_date_time: {
        base_arrival_date_time: navitiaText(t.arrival),
        arrival_date_time: navitiaText(t.arrival + t.delay * 60_000),
        data_freshness: "realtime",
      },
    }));
    const disruptions = dayOf(date)
      .filter((t) => t.cancelled)
      .map((t) => ({ id: `disruption-${t.number}`, severity: { effect: "NO_SERVICE", name: "trip canceled" } }));
    return { arrivals, disruptions };
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  function serve(req: IncomingMessage, res: ServerResponse): number {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (!req.headers.authorization) {
      send(res, 401, { message: "no token" });
      return 401;
    }
    const path = `/v1/coverage/sncf/stop_areas/${ARRIVALS.station.stopArea}/arrivals`;
    const from = /^(\d{4})(\d{2})(\d{2})T/.exec(url.searchParams.get("from_datetime") ?? "");
    if (decodeURIComponent(url.pathname) !== path || !from) {
      send(res, 404, { error: { id: "unknown_object", message: "not found" } });
      return 404;
    }
    send(res, 200, board(`${from[1]}-${from[2]}-${from[3]}`));
    return 200;
  }

  const server = createServer((req, res) => {
    const status = serve(req, res);
    requests.push({ path: new URL(req.url ?? "/", "http://stand-in").pathname, status });
    options.log?.(`${req.method} ${req.url} → ${status}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    /** Its HTTP server, which a test on a controlled clock reaches inside the process. */
    server,
    ...api,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TrainStandIn = Awaited<ReturnType<typeof startTrainStandIn>>;
