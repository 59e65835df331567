import { randomUUID } from "node:crypto";
import { botHeaders, humanHeaders } from "../../tests/support/botid-stand-in";
import { fromIp } from "../../tests/support/booking-fixtures";
import { botIdCalls, type Deployment, describe, failOpenLine, withFunction } from "./deployment";
import { record } from "./output";
import { GOOGLE_SUGGESTION, OIDC_TOKEN } from "./providers";

/** An address lookup: 200 with `source: google` and the Google stand-in's suggestion; a bot's: 403. */
export async function lookup(d: Deployment): Promise<void> {
  const label = `${d.target} lookup`;
  const googleFrom = d.providers.google.requests.length;
  const botFrom = d.providers.botid.requests.length;
  const post = (challenge: Record<string, string>, ip: string) =>
    ({
      method: "POST",
      path: "/api/places",
      headers: { "content-type": "application/json", origin: d.pageOrigin, ...fromIp(ip), ...challenge },
      body: { input: "aéroport", sessionToken: randomUUID() },
    }) as const;
  const answers = await withFunction(d, "places", label, async (fn) => {
    const human = await fn.call(post(humanHeaders, "203.0.113.9"));
    const bot = d.target === "production" ? await fn.call(post(botHeaders, "203.0.113.10")) : undefined;
    return { human, bot };
  });
  if (!answers) return;
  const { human, bot, logs } = answers;
  const calls = botIdCalls(d.providers, botFrom);
  const humanVerdict =
    calls.some((call) => call.challenge === "human" && call.token === OIDC_TOKEN) && !failOpenLine(logs);
  const suggestions = (human.json.suggestions ?? []) as { text?: string }[];
  const keyed = d.providers.google.requests
    .slice(googleFrom)
    .some((request) => request.headers["x-goog-api-key"] === d.env.GOOGLE_PLACES_API_KEY);
  record(
    label,
    human.status === 200 &&
      human.json.source === "google" &&
      suggestions[0]?.text === GOOGLE_SUGGESTION &&
      keyed &&
      humanVerdict,
    human.status === 200
      ? `200, source ${String(human.json.source)}, « ${suggestions[0]?.text ?? "no suggestion"} »${keyed ? " (the Google stand-in got the key)" : "; the Google stand-in got NO call with the key"}; BotID stand-in ${humanVerdict ? "asked, challenge « human »" : "gave NO verdict"}`
      : describe(human),
  );
  if (bot) {
    const asked = calls.some((call) => call.challenge === "bot");
    record(
      `${d.target} lookup, bot's challenge`,
      bot.status === 403 && asked,
      `${describe(bot)}${asked ? " (BotID stand-in's verdict)" : "; BotID stand-in NOT asked"}`,
    );
  }
}

/**
 * BotID under @vercel/node's dev server alone, whose request context holds `waitUntil` only: BotID cannot
 * see the request, so a bot's challenge cannot be refused there. The check accepts that only when the
 * function says so in its log (fail-open, `[bot] BotID could not decide (…)`), or when BotID did decide.
 */
export async function devServerAlone(d: Deployment): Promise<void> {
  const label = `${d.target} lookup, bot's challenge, dev server's own context`;
  const answer = await withFunction(
    d,
    "places",
    label,
    async (fn) => ({
      answer: await fn.call({
        method: "POST",
        path: "/api/places",
        headers: { "content-type": "application/json", origin: d.pageOrigin, ...fromIp("203.0.113.11"), ...botHeaders },
        body: { input: "gare", sessionToken: randomUUID() },
      }),
    }),
    { platformContext: false, env: d.env },
  );
  if (!answer) return;
  const failOpen = failOpenLine(answer.logs);
  const status = answer.answer.status;
  record(
    label,
    status === 403 || (status === 200 && Boolean(failOpen)),
    status === 403
      ? "403: BotID decided (the dev server now gives it the request)"
      : `${status || "no answer"}, let through${failOpen ? `, logged: ${failOpen.replace(/: request allowed.*/, "")}` : " SILENTLY (no fail-open line)"}`,
  );
}
