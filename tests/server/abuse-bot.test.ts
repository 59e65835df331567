import { expect, onTestFinished, test, vi } from "vitest";
import { ANSWER_MARGIN_MS, MAX_DURATION_MS } from "../../src/server/request/handler";
import { BOTID_TIMEOUT_MS, LOCAL_BOT_HEADER } from "../../src/server/kernel/guards/bot";
import { botHeaders } from "../support/botid-stand-in";
import { startDeployed } from "../support/deployed";
import { useRedisBridge } from "../support/redis-bridge";
import type { StubAnswer } from "../support/stub-server";
import { bookingRequest, validBooking } from "../support/booking-fixtures";
import { loadFunction, placesRequest } from "../support/vercel-function";

const ctx = useRedisBridge();
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

/** Booking through the deployed rules, every provider a local stand-in; BotID's answers as given. */
async function deployedBooking(botid?: StubAnswer[], extra: Record<string, string> = {}) {
  const deployed = await startDeployed(ctx.bridge, { botid });
  onTestFinished(() => deployed.close());
  return { deployed, booking: await loadFunction("booking", { ...deployed.env, ...extra }) };
}

const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const booking = (name: string, headers: Record<string, string> = {}) =>
  bookingRequest(validBooking({ nom: name, datePriseEnCharge: future() }), headers);

test("deployed, BotID decides and the local verdict header means nothing", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { deployed, booking: fn } = await deployedBooking();
  expect((await fn.call(booking("Humain", asBot))).status).toBe(200);
  const refused = await fn.call(booking("Robot", botHeaders));
  expect(refused.status).toBe(403);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("bot verdict"));
  expect(deployed.botid.requests).toHaveLength(2);
  await fn.settled();
});

test("BotID hanging: the booking still answers within maxDuration − 5 s, and the log says why once", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const { booking: fn } = await deployedBooking(["hang"]);
  const started = performance.now();
  const answers = await Promise.all([fn.call(booking("Attente1")), fn.call(booking("Attente2"))]);
  const took = performance.now() - started;
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(took).toBeLessThan(MAX_DURATION_MS - ANSWER_MARGIN_MS);
  expect(took).toBeGreaterThanOrEqual(BOTID_TIMEOUT_MS - 50);
  const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith("[bot]"));
  expect(lines).toEqual([
    `[bot] BotID could not decide (BotID timed out after ${BOTID_TIMEOUT_MS} ms): request allowed, the rate limits still apply`,
  ]);
  await fn.settled();
}, 30_000);

test("BotID answering an error without a verdict: the request goes on, logged with the answer", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const { booking: fn } = await deployedBooking([{ status: 500, body: { error: "internal" } }]);
  expect((await fn.call(booking("Erreur"))).status).toBe(200);
  expect(log).toHaveBeenCalledWith(
    "[bot] BotID could not decide (BotID answered without a verdict): request allowed, the rate limits still apply",
  );
  await fn.settled();
});

test("without an OIDC token BotID cannot ask Vercel: every request passes, and the log names the setting", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const { booking: fn } = await deployedBooking();
  const saved = process.env.VERCEL_OIDC_TOKEN;
  delete process.env.VERCEL_OIDC_TOKEN;
  try {
    expect((await fn.call(booking("SansJeton"))).status).toBe(200);
  } finally {
    process.env.VERCEL_OIDC_TOKEN = saved;
  }
  expect(log).toHaveBeenCalledWith(
    expect.stringMatching(/^\[bot\] BotID could not decide \(.*OIDC.*\): request allowed/),
  );
  await fn.settled();
});
