import { expect, test, vi } from "vitest";
import { LOCAL_BOT_HEADER } from "../../src/server/bot";
import { bookingRequest, validBooking } from "../support/booking-fixtures";
import { loadFunction, placesRequest } from "../support/vercel-function";

const asBot = { [LOCAL_BOT_HEADER]: "bot" };

test("a bot verdict answers 403 with a French message on both functions, before anything else runs", async () => {
  const booking = await loadFunction("booking", { OUTBOX_DIR: `/tmp/vtc-test-outbox-${process.pid}` });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const refused = await booking.call(bookingRequest(validBooking(), asBot));
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toMatch(
    /^Votre demande n’a pas pu être vérifiée\. Rechargez la page/,
  );
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("bot verdict"));
  // Even a malformed body from a bot gets the bot answer: nothing is parsed for it.
  expect((await booking.call(bookingRequest("{not json", asBot))).status).toBe(403);

  const places = await loadFunction("places", {});
  const lookup = await places.call(placesRequest("gare", asBot));
  expect(lookup.status).toBe(403);
  expect(((await lookup.json()) as { error: string }).error).toMatch(/^Recherche refusée/);
  expect((await places.call(placesRequest("gare"))).status).toBe(200);
});

test("on Vercel the local verdict header means nothing: BotID decides", async () => {
  const places = await loadFunction("places", { VERCEL: "1" });
  // Outside Vercel's runtime BotID reports a human (and warns that its client part did not run here).
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const response = await places.call(placesRequest("gare", { ...asBot, origin: "https://www.vtc-premium-nantes.fr" }));
  expect(response.status).toBe(200);
  expect(error).toHaveBeenCalledWith(expect.stringContaining("Possible misconfiguration of Vercel BotId"));
});
