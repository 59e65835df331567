import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parisToUtc } from "../../../src/lib/paris-time";
import { parisDate, parisText, utcText } from "./times";

/**
 * A local stand-in for AeroDataBox (docs/testing.md): a real HTTP server, its flights in memory, speaking the part of
 * the API the product uses, as RapidAPI serves it (`x-rapidapi-key` required): a flight's status by number and date
 * (`GET /flights/number/{number}/{date}`: every leg departing or arriving that day, or 204), alert subscriptions by
 * webhook (`POST /subscriptions/webhook/FlightByNumber/{number}`, `DELETE /subscriptions/webhook/{id}`), and the
 * alerts themselves: each change a test or a developer makes to a flight is posted, as a FlightNotificationContract,
 * to every subscription on its number (tried again after `retryDelaysMs` when not answered 2xx, as AeroDataBox does
 * after 5 and 15 minutes). Tests script the flights: on time, late, early, landed, diverted, cancelled.
 */
export type Airport = { icao: string; iata: string; name: string; municipalityName: string; countryCode: string };

export const AIRPORTS = {
  nantes: { icao: "LFRS", iata: "NTE", name: "Nantes Atlantique", municipalityName: "Nantes", countryCode: "FR" },
  paris: { icao: "LFPG", iata: "CDG", name: "Paris Charles de Gaulle", municipalityName: "Paris", countryCode: "FR" },
  london: { icao: "EGKK", iata: "LGW", name: "London Gatwick", municipalityName: "London", countryCode: "GB" },
  amsterdam: {
    icao: "EHAM",
    iata: "AMS",
    name: "Amsterdam Schiphol",
    municipalityName: "Amsterdam",
    countryCode: "NL",
  },
  lyon: { icao: "LFLL", iata: "LYS", name: "Lyon Saint-Exupéry", municipalityName: "Lyon", countryCode: "FR" },
} satisfies Record<string, Airport>;

/** AeroDataBox's status words (FlightStatus). */
export type FlightStatus =
  | "Expected"
  | "Delayed"
  | "Departed"
  | "EnRoute"
  | "Approaching"
  | "Arrived"
  | "Diverted"
  | "Canceled"
  | "CanceledUncertain";

export type ScriptedFlight = {
  number: string;
  from: Airport;
  to: Airport;
  /** Scheduled arrival, epoch ms. */
  arrival: number;
  /** Scheduled flight time, minutes (the departure is this much before the arrival). */
  minutes: number;
  status: FlightStatus;
  /** Revised (estimated) arrival, epoch ms. */
  revised?: number;
  /** Runway (actual) arrival, epoch ms. */
  runway?: number;
};

export type Notification = { subscription: string; number: string; attempt: number; status: number | "network error" };
type Subscription = { id: string; number: string; url: string; active: boolean };

export type FlightStandInOptions = {
  /** Where alerts really go: the subscription's address with its origin replaced (the local server, a test's). */
  deliverTo?: string;
  retryDelaysMs?: number[];
  /** Flights every day unless a test scripts its own (`npm start`). */
  daily?: boolean;
  log?: (line: string) => void;
};

const key = (number: string) => number.replace(/\s+/g, "").toUpperCase();

/** The flights `npm start` knows every day, so that the form has something to find with no key. */
export const DAILY = [
  { number: "AF7722", from: AIRPORTS.paris, to: AIRPORTS.nantes, at: "10:25", minutes: 65 },
  { number: "U24811", from: AIRPORTS.london, to: AIRPORTS.nantes, at: "14:20", minutes: 80 },
  { number: "KL1227", from: AIRPORTS.amsterdam, to: AIRPORTS.nantes, at: "18:05", minutes: 95 },
  { number: "AF7711", from: AIRPORTS.nantes, to: AIRPORTS.paris, at: "08:10", minutes: 60 },
] as const;

export async function startFlightStandIn(options: FlightStandInOptions = {}) {
  const flights = new Map<string, ScriptedFlight[]>();
  const subscriptions = new Map<string, Subscription>();
  const notifications: Notification[] = [];
  const requests: { method: string; path: string; status: number }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let deliverTo = options.deliverTo;
  /** The next calls' fault: answered `status`, held `delayMs` first, or never answered. */
  let faults: { status?: number; delayMs?: number; hang?: boolean; times: number }[] = [];
  const hanging = new Set<ServerResponse>();

  function legsOf(number: string): ScriptedFlight[] {
    return flights.get(key(number)) ?? [];
  }

  function daily(number: string, date: string): ScriptedFlight[] {
    if (!options.daily) return [];
    return DAILY.filter((f) => f.number === key(number)).map((f) => ({
      number: f.number,
      from: f.from,
      to: f.to,
      arrival: parisToUtc(date, f.at).getTime(),
      minutes: f.minutes,
      status: "Expected" as const,
    }));
  }

  function contract(f: ScriptedFlight) {
    const departure = f.arrival - f.minutes * 60_000;
    const time = (at: number) => ({ utc: utcText(at), local: parisText(at) });
    return {
      number: `${f.number.slice(0, 2)} ${f.number.slice(2)}`,
      status: f.status,
      codeshareStatus: "IsOperator",
      isCargo: false,
      lastUpdatedUtc: utcText(Date.now()),
      departure: { airport: f.from, scheduledTime: time(departure), quality: ["Basic", "Live"] },
      arrival: {
        airport: f.to,
        scheduledTime: time(f.arrival),
        ...(f.revised !== undefined ? { revisedTime: time(f.revised) } : {}),
        ...(f.runway !== undefined ? { runwayTime: time(f.runway) } : {}),
        quality: ["Basic", "Live"],
      },
    };
  }

  const onDay = (f: ScriptedFlight, date: string) =>
    parisDate(f.arrival) === date || parisDate(f.arrival - f.minutes * 60_000) === date;

  async function deliver(sub: Subscription, flight: ScriptedFlight, attempt: number): Promise<void> {
    if (!sub.active) return;
    const target = deliverTo ? new URL(new URL(sub.url).pathname + new URL(sub.url).search, deliverTo).href : sub.url;
    let status: number | "network error";
    try {
      const response = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          flights: [contract(flight)],
          subscription: { id: sub.id, isActive: true, subject: { type: "FlightByNumber", id: sub.number } },
          balance: { creditsRemaining: 1000 },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      status = response.status;
    } catch {
      status = "network error";
    }
    notifications.push({ subscription: sub.id, number: sub.number, attempt, status });
    options.log?.(`alert ${sub.number} → ${status}`);
    const delay = options.retryDelaysMs?.[attempt - 1];
    if ((status === "network error" || status < 200 || status >= 300) && delay !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        track(deliver(sub, flight, attempt + 1));
      }, delay);
      timers.add(timer);
    }
  }

  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  /** A flight changed: its alert goes to every active subscription on its number. */
  function changed(flight: ScriptedFlight) {
    for (const sub of subscriptions.values())
      if (sub.active && sub.number === key(flight.number)) track(deliver(sub, flight, 1));
  }

  function find(number: string, date: string): ScriptedFlight {
    const found = legsOf(number).find((f) => parisDate(f.arrival) === date);
    if (!found) throw new Error(`no flight ${number} scripted to arrive on ${date}`);
    return found;
  }

  const api = {
    /** A flight on its way to Nantes (or elsewhere): scheduled to arrive at `at` (« HH:MM », Paris) on `date`. */
    schedule(flight: {
      number: string;
      date: string;
      at: string;
      from?: Airport;
      to?: Airport;
      minutes?: number;
      status?: FlightStatus;
    }): ScriptedFlight {
      const scripted: ScriptedFlight = {
        number: key(flight.number),
        from: flight.from ?? AIRPORTS.london,
        to: flight.to ?? AIRPORTS.nantes,
        arrival: parisToUtc(flight.date, flight.at).getTime(),
        minutes: flight.minutes ?? 80,
        status: flight.status ?? "Expected",
      };
      const list = legsOf(scripted.number).filter((f) => parisDate(f.arrival) !== flight.date);
      flights.set(scripted.number, [...list, scripted]);
      return scripted;
    },
    /** Expected `minutes` late (negative: early), in the air. */
    late(number: string, date: string, minutes: number) {
      const f = find(number, date);
      Object.assign(f, { status: minutes > 0 ? "Delayed" : "EnRoute", revised: f.arrival + minutes * 60_000 });
      changed(f);
    },
    /** Landed, `minutes` after its scheduled time (negative: early). */
    land(number: string, date: string, minutes: number) {
      const f = find(number, date);
      Object.assign(f, {
        status: "Arrived",
        revised: f.arrival + minutes * 60_000,
        runway: f.arrival + minutes * 60_000,
      });
      changed(f);
    },
    divert(number: string, date: string) {
      const f = find(number, date);
      f.status = "Diverted";
      changed(f);
    },
    cancel(number: string, date: string) {
      const f = find(number, date);
      f.status = "Canceled";
      changed(f);
    },
    /** The next `times` calls: answered `status`, held `delayMs`, or never answered. */
    fail(fault: { status?: number; delayMs?: number; hang?: boolean }, times = 1) {
      faults.push({ ...fault, times });
    },
    setDeliverTo(url: string) {
      deliverTo = url;
    },
    subscriptions: () => [...subscriptions.values()],
    notifications,
    requests,
    /** Waits for every alert under way. */
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };

  function send(res: ServerResponse, status: number, body?: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body === undefined ? "" : JSON.stringify(body));
  }

  async function serve(req: IncomingMessage, res: ServerResponse, path: string, body: string): Promise<number> {
    const url = new URL(path, "http://stand-in");
    const control = /^\/_stand-in\/flights\/([\w ]+)\/(\d{4}-\d{2}-\d{2})\/(schedule|late|land|divert|cancel)$/.exec(
      url.pathname,
    );
    // For a browser test or a curious developer: a flight scripted over HTTP.
    if (control && req.method === "POST") {
      const [, number, date, action] = control as unknown as [string, string, string, string];
      const given = body ? (JSON.parse(body) as { at?: string; minutes?: number; from?: keyof typeof AIRPORTS }) : {};
      if (action === "schedule")
        api.schedule({ number, date, at: given.at ?? "14:00", from: AIRPORTS[given.from ?? "london"] });
      else if (action === "late") api.late(number, date, given.minutes ?? 0);
      else if (action === "land") api.land(number, date, given.minutes ?? 0);
      else if (action === "divert") api.divert(number, date);
      else api.cancel(number, date);
      send(res, 200, { ok: true });
      return 200;
    }
    if (!req.headers["x-rapidapi-key"]) {
      send(res, 401, { message: "You are not subscribed to this API." });
      return 401;
    }
    const fault = faults[0];
    if (fault) {
      if (--fault.times <= 0) faults = faults.slice(1);
      if (fault.hang) {
        hanging.add(res);
        return 0;
      }
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status) {
        send(res, fault.status, { message: "Stand-in fault." });
        return fault.status;
      }
    }
    const byNumber = /^\/flights\/number\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
    if (byNumber && req.method === "GET") {
      const number = decodeURIComponent(byNumber[1]!);
      const date = byNumber[2]!;
      const scripted = legsOf(number).filter((f) => onDay(f, date));
      const legs = scripted.length ? scripted : daily(number, date);
      if (!legs.length) {
        send(res, 204);
        return 204;
      }
      send(res, 200, legs.map(contract));
      return 200;
    }
    const subscribe = /^\/subscriptions\/webhook\/FlightByNumber\/([^/]+)$/.exec(url.pathname);
    if (subscribe && req.method === "POST") {
      const given = JSON.parse(body || "{}") as { url?: string };
      if (typeof given.url !== "string") {
        send(res, 400, { message: "url is required" });
        return 400;
      }
      const sub = { id: randomUUID(), number: key(decodeURIComponent(subscribe[1]!)), url: given.url, active: true };
      subscriptions.set(sub.id, sub);
      send(res, 200, { id: sub.id, isActive: true, subject: { type: "FlightByNumber", id: sub.number } });
      return 200;
    }
    const drop = /^\/subscriptions\/webhook\/([\w-]+)$/.exec(url.pathname);
    if (drop && req.method === "DELETE") {
      const sub = subscriptions.get(drop[1]!);
      if (sub) sub.active = false;
      send(res, sub ? 204 : 404);
      return sub ? 204 : 404;
    }
    send(res, 404, { message: "Not found." });
    return 404;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const path = req.url ?? "/";
      const status = await serve(req, res, path, Buffer.concat(chunks).toString("utf8")).catch((error) => {
        options.log?.(`internal error: ${error instanceof Error ? error.message : error}`);
        if (!res.headersSent) send(res, 500, { message: "Stand-in error." });
        return 500;
      });
      requests.push({ method: req.method ?? "", path: new URL(path, "http://stand-in").pathname, status });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    /** Its HTTP server, which a test on a controlled clock reaches inside the process. */
    server,
    ...api,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of hanging) res.destroy();
      await api.settled();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

export type FlightStandIn = Awaited<ReturnType<typeof startFlightStandIn>>;
