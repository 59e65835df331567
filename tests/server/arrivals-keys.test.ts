import { expect, test } from "vitest";
import { VAPID } from "../support/deployed";
import { loadFunction } from "../support/vercel-function";

/** What a deployment sets for the functions that read flight and train data (docs/environment.md). */
const DEPLOYED = {
  SENDGRID_API_KEY: "SG.x",
  UPSTASH_REDIS_REST_URL: "https://eu1-x.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "t",
  BOOKING_LINK_SECRET: "a production secret of thirty-two characters or more",
  CRON_SECRET: "a production secret for Vercel Cron",
  AERODATABOX_API_KEY: "aerodatabox-x",
  SNCF_API_KEY: "sncf-x",
  // The pickup moved or the flight diverted is pushed to the operator's phone (docs/decisions/260-operator-console.md).
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
};

function without(...names: (keyof typeof DEPLOYED)[]): Record<string, string> {
  return Object.fromEntries(Object.entries(DEPLOYED).filter(([name]) => !names.includes(name as never)));
}

test("deployed, each function that reads flight data refuses to start without AeroDataBox's key, naming it", async () => {
  for (const name of ["arrival", "follow-arrivals", "flight-alert"] as const) {
    await expect(loadFunction(name, without("AERODATABOX_API_KEY")), name).rejects.toThrow(
      /Refuses to start without AERODATABOX_API_KEY: /,
    );
    await expect(loadFunction(name, DEPLOYED), name).resolves.toHaveProperty("call");
  }
  // On Vercel with no key at all, every one is named.
  await expect(loadFunction("follow-arrivals", { VERCEL: "1", VERCEL_ENV: "production" })).rejects.toThrow(
    "Refuses to start without SENDGRID_API_KEY, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, BOOKING_LINK_SECRET, CRON_SECRET, AERODATABOX_API_KEY, SNCF_API_KEY, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: on Vercel",
  );
});

test("deployed, the form's check and the following job refuse to start without SNCF's key; the flight alerts need none", async () => {
  for (const name of ["arrival", "follow-arrivals"] as const)
    await expect(loadFunction(name, without("SNCF_API_KEY")), name).rejects.toThrow(
      /Refuses to start without SNCF_API_KEY: /,
    );
  await expect(loadFunction("flight-alert", without("SNCF_API_KEY", "CRON_SECRET"))).resolves.toHaveProperty("call");
});
