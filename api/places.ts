import { startFunction } from "../src/server/kernel/env.js";
import { handlePlaces } from "../src/server/places/index.js";

export const config = { runtime: "edge", regions: ["cdg1"] };

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("places");

/** Vercel edge function: address suggestions, the key kept server-side. Logic: src/server/places. */
export default function handler(request: Request): Promise<Response> {
  return handlePlaces(request);
}
