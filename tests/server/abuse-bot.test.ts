import { expect, onTestFinished, test, vi } from "vitest";
import { ANSWER_MARGIN_MS, MAX_DURATION_MS } from "../../src/server/request/handler";
import { BOTID_TIMEOUT_MS, failOpenLog, LOCAL_BOT_HEADER, vercelBotCheck } from "../../src/server/kernel/guards/bot";
import { platformOidcToken } from "../../src/server/kernel/guards/oidc-token";
import { botHeaders, DEPLOYMENT_OIDC_TOKEN } from "../support/botid-stand-in";
import { startDeployed } from "../support/deployed";
import { useRedisBridge } from "../support/redis-bridge";
import type { StubAnswer } from "../support/stub-server";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { loadFunction, placesRequest } from "../support/vercel-function";
import { onVirtualClock } from "../support/virtual-time";

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

/** A token shaped as Vercel's (a JWT from its issuer, not expired), but made up: Vercel's API refuses it. */
const forgedJwt = [
  { alg: "RS256", typ: "JWT", kid: "made-up" },
  { iss: "https://oidc.vercel.com/team", sub: "owner:x:project:y:environment:production", exp: 4_000_000_000 },
]
  .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
  .concat("c2lnbmF0dXJl")
  .join(".");

test("BotID asks with the platform's token only: a bot sending its own x-vercel-oidc-token still gets 403, and the request is logged", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { deployed, booking: fn } = await deployedBooking();
  for (const forged of ["anything", forgedJwt]) {
    const refused = await fn.call(
      booking("Robot", { ...botHeaders, ...fromIp("198.51.100.31"), "x-vercel-oidc-token": forged }),
    );
    expect(refused.status, forged).toBe(403);
  }
  // The verdict decides, not the header: a person whose request carries one is served.
  const person = booking("Humain", { ...fromIp("198.51.100.32"), "x-vercel-oidc-token": "anything" });
  expect((await fn.call(person)).status).toBe(200);
  const places = await loadFunction("places", deployed.env);
  const lookup = await places.call(placesRequest("gare", { ...botHeaders, "x-vercel-oidc-token": "anything" }));
  expect(lookup.status).toBe(403);
  // Vercel's API was asked with the deployment's token every time.
  expect(deployed.botid.requests.map((r) => r.headers["x-vercel-oidc-token"])).toEqual(
    Array(4).fill(DEPLOYMENT_OIDC_TOKEN),
  );
  const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("x-vercel-oidc-token"));
  expect(lines.length).toBeGreaterThanOrEqual(1);
  expect(lines[0]).toMatch(/^\[bot\] /);
  expect(lines.join("\n")).not.toContain("anything");
  await fn.settled();
});

test("the platform's token: the variable first, else the request context's when shaped as a live Vercel token; never a made-up one", () => {
  const jwt = (claims: Record<string, unknown>) =>
    [{ alg: "RS256" }, claims].map((p) => Buffer.from(JSON.stringify(p)).toString("base64url")).join(".") + ".c2ln";
  const live = jwt({ iss: "https://oidc.vercel.com/team", sub: "owner:t:project:p:environment:production", exp: 4e9 });
  const rotated = jwt({
    iss: "https://oidc.vercel.com/team",
    sub: "owner:t:project:p:environment:production",
    exp: 5e9,
  });
  const expired = jwt({ iss: "https://oidc.vercel.com/team", sub: "owner:t:project:p:environment:production", exp: 1 });
  const globals = globalThis as Record<symbol, unknown>;
  const key = Symbol.for("@vercel/request-context");
  const within = (header: string | undefined, env: string | undefined) => {
    const saved = process.env.VERCEL_OIDC_TOKEN;
    if (env === undefined) delete process.env.VERCEL_OIDC_TOKEN;
    else process.env.VERCEL_OIDC_TOKEN = env;
    const headers: Record<string, string> = header ? { "x-vercel-oidc-token": header } : {};
    globals[key] = { get: () => ({ headers }) };
    try {
      return platformOidcToken(new Request("https://www.vtc-premium-nantes.fr/api/booking", { headers }));
    } finally {
      delete globals[key];
      if (saved === undefined) delete process.env.VERCEL_OIDC_TOKEN;
      else process.env.VERCEL_OIDC_TOKEN = saved;
    }
  };
  // Where Vercel's functions receive it: in the request context, with no variable.
  expect(within(live, undefined)).toEqual({ token: live, foreign: false });
  // A client's own header is never used, and is said.
  expect(within("anything", undefined)).toEqual({ token: undefined, foreign: true });
  expect(within("anything", live)).toEqual({ token: live, foreign: true });
  expect(within(forgedJwt, "the deployment's")).toEqual({ token: "the deployment's", foreign: true });
  // The platform's newer header beside the variable is the same deployment's: nothing to say.
  expect(within(rotated, live)).toEqual({ token: live, foreign: false });
  // A build's copy that has expired is passed over for the context's.
  expect(within(live, expired)).toEqual({ token: live, foreign: false });
  expect(within(undefined, expired)).toEqual({ token: undefined, foreign: false });
});

test("BotID hanging: the booking still answers within maxDuration − 5 s, and the log says why once", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const { booking: fn } = await deployedBooking(["hang"]);
  // On the controlled clock: the time BotID's scripted silence costs, nothing of the machine's.
  const { answers, took } = await onVirtualClock(async () => {
    const started = Date.now();
    const answers = await Promise.all([fn.call(booking("Attente1")), fn.call(booking("Attente2"))]);
    const took = Date.now() - started;
    await fn.settled();
    return { answers, took };
  });
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(took).toBeLessThan(MAX_DURATION_MS - ANSWER_MARGIN_MS);
  expect(took).toBeGreaterThanOrEqual(BOTID_TIMEOUT_MS);
  const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith("[bot]"));
  expect(lines).toEqual([
    `[bot] BotID could not decide (BotID timed out after ${BOTID_TIMEOUT_MS} ms): 1 request allowed (this one), the rate limits still apply`,
  ]);
});

test("BotID answering an error without a verdict: the request goes on, logged with the answer", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const { booking: fn } = await deployedBooking([{ status: 500, body: { error: "internal" } }]);
  expect((await fn.call(booking("Erreur"))).status).toBe(200);
  expect(log).toHaveBeenCalledWith(
    "[bot] BotID could not decide (BotID answered without a verdict): 1 request allowed (this one), the rate limits still apply",
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
    expect.stringMatching(/^\[bot\] BotID could not decide \(.*OIDC.*\): 1 request allowed \(this one\)/),
  );
  await fn.settled();
});

test("each fail-open line counts the passes it stands for, the one it is written for included", async () => {
  let clock = 0;
  const lines: string[] = [];
  const log = failOpenLog(
    60_000,
    (line) => lines.push(line),
    () => clock,
  );
  const failing = vercelBotCheck(
    () => Promise.reject(new Error("BotID unreachable")),
    BOTID_TIMEOUT_MS,
    log,
    () => ({ token: "the deployment's", foreign: false }),
  );
  const request = new Request("https://www.vtc-premium-nantes.fr/api/booking", { method: "POST" });
  const pass = async (times: number) => {
    for (let i = 0; i < times; i++) expect(await failing(request)).toBe(false);
  };
  const line = (counted: string) =>
    `[bot] BotID could not decide (BotID unreachable): ${counted}, the rate limits still apply`;

  // The outage begins: its first pass is written at once, and says it is one.
  await pass(1);
  expect(lines).toEqual([line("1 request allowed (this one)")]);
  // 36 more within the minute: silent.
  clock = 59_999;
  await pass(36);
  expect(lines).toHaveLength(1);
  // The next line, a minute after the first, stands for those 36 and itself.
  clock = 60_000;
  await pass(1);
  expect(lines.at(-1)).toBe(line("37 requests allowed (this one and 36 since the last line)"));
  // Each reason keeps its own minute and its own count.
  log("BotID answered without a verdict");
  expect(lines.at(-1)).toBe(
    "[bot] BotID could not decide (BotID answered without a verdict): 1 request allowed (this one), the rate limits still apply",
  );
  // After a quiet spell, the count starts again from the last line written.
  clock = 500_000;
  await pass(1);
  expect(lines.at(-1)).toBe(line("1 request allowed (this one)"));
  expect(lines).toHaveLength(4);
});
