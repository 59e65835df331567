import fs from "node:fs";
import path from "node:path";
import { DEPLOYMENT_OIDC_TOKEN } from "../../tests/support/botid-stand-in";
import { startDeployed } from "../../tests/support/deployed";
import { startFlightStandIn } from "../local-vercel/arrivals/flights";
import { startTrainStandIn } from "../local-vercel/arrivals/trains";
import { startRedis } from "../local-vercel/store/redis-server";
import { serverEngine } from "../local-vercel/store/engines";
import type { Recorded, StubReply } from "../../tests/support/stub-server";
import { startBridge } from "../local-vercel/store/bridge";
import { fail } from "./output";

/** What the Google stand-in answers to every lookup: one suggestion, so `source: google` is visibly Google's. */
export const GOOGLE_SUGGESTION = "Aéroport Nantes Atlantique, Bouguenais, France";
const GOOGLE_SUGGESTIONS = {
  status: 200,
  body: {
    suggestions: [
      {
        placePrediction: {
          placeId: "check-vercel-google-stand-in",
          text: { text: GOOGLE_SUGGESTION },
          structuredFormat: {
            mainText: { text: "Aéroport Nantes Atlantique" },
            secondaryText: { text: "Bouguenais, France" },
          },
        },
      },
    ],
  },
};
/** The place whose rating the builds read (GOOGLE_PLACE_ID), and what the stand-in answers for it. */
export const GOOGLE_PLACE_ID = "check-vercel-place";
export const GOOGLE_RATING = { rating: 4.9, userRatingCount: 57, googleMapsUri: "https://maps.google.com/?cid=1" };
/** Google's answer by path: the rating to the build's Place Details, the suggestion to every lookup. */
function googleReply(request: Recorded): StubReply {
  return request.url.startsWith(`/v1/places/${GOOGLE_PLACE_ID}`)
    ? { status: 200, body: GOOGLE_RATING }
    : GOOGLE_SUGGESTIONS;
}
/**
 * The deployment's OIDC token, as the platform gives it to the functions: BotID's check carries it, and the stand-in
 * refuses any other, as Vercel's API does.
 */
export const OIDC_TOKEN = DEPLOYMENT_OIDC_TOKEN;

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, command)));
}

/**
 * Every provider as a real server on this machine, the ones the tests use (docs/testing.md): SendGrid,
 * Google and BotID stand-ins, AeroDataBox's and the SNCF API's, Upstash through the REST bridge in front of a real
 * redis-server. `env` is a
 * deployment's settings pointing at them, BotID's included; nothing in it names another host.
 */
export async function startProviders() {
  if (!onPath("redis-server")) {
    fail("redis-server not found on PATH: install it (Debian: apt-get install redis-server; .ci/run does it)");
  }
  const redis = await startRedis();
  const bridge = await startBridge(serverEngine(redis), "check-vercel-upstash-token");
  const deployed = await startDeployed(bridge, { google: [googleReply] });
  const [flights, trains] = await Promise.all([
    startFlightStandIn({ daily: true }),
    startTrainStandIn({ daily: true }),
  ]);
  const env: Record<string, string> = {
    ...deployed.env,
    AERODATABOX_API_KEY: "check-vercel-aerodatabox-key",
    AERODATABOX_BASE_URL: flights.url,
    SNCF_API_KEY: "check-vercel-sncf-token",
    SNCF_API_BASE_URL: trains.url,
    GOOGLE_PLACE_ID,
    OVERRIDE_BOTID_SERVER_URL: deployed.botid.url,
    VERCEL_OIDC_TOKEN: OIDC_TOKEN,
  };
  for (const [name, value] of Object.entries(env)) {
    if (/^https?:/.test(value) && new URL(value).hostname !== "127.0.0.1") fail(`${name} is not on this machine`);
  }
  return {
    env,
    redis: redis.client,
    sendgrid: deployed.sendgrid,
    google: deployed.google,
    botid: deployed.botid,
    flights,
    async close() {
      await Promise.all([deployed.close(), flights.close(), trains.close()]);
      await bridge.close();
      await redis.stop();
    },
  };
}

export type Providers = Awaited<ReturnType<typeof startProviders>>;
