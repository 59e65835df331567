import { modeOf, parseEnv, readProcessEnv } from "../../../src/server/kernel/env";
import { type FlightStandIn, startFlightStandIn } from "./flights";
import { startTrainStandIn, type TrainStandIn } from "./trains";

/**
 * `npm start` and `npm run dev`: in the local mode, with no flight or train key set, the stand-ins for AeroDataBox and
 * the SNCF API run in the same process on free ports, with a few flights and trains every day (./flights.ts,
 * ./trains.ts), and the functions are pointed at them (AERODATABOX_BASE_URL, SNCF_API_BASE_URL); a flight's alerts go
 * to this server's /api/flight-alert. Under the deployed rules nothing starts: the functions then need the keys.
 */
export async function startLocalArrivals(
  siteUrl: string,
): Promise<{ flights: FlightStandIn; trains: TrainStandIn } | undefined> {
  const env = parseEnv(readProcessEnv());
  if (modeOf(env) !== "local" || env.AERODATABOX_BASE_URL || env.SNCF_API_BASE_URL) return undefined;
  const [flights, trains] = await Promise.all([
    startFlightStandIn({
      daily: true,
      deliverTo: siteUrl,
      retryDelaysMs: [5 * 60_000, 15 * 60_000],
      log: (line) => console.log(`[flight stand-in] ${line}`),
    }),
    startTrainStandIn({ daily: true }),
  ]);
  process.env.AERODATABOX_BASE_URL = flights.url;
  process.env.SNCF_API_BASE_URL = trains.url;
  return { flights, trains };
}
