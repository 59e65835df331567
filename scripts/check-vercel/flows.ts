import { randomUUID } from "node:crypto";
import { botHeaders, HUMAN_HEADER, humanHeaders } from "../../tests/support/botid-stand-in";
import { fromIp, validBooking } from "../../tests/support/booking-fixtures";
import type { Recorded } from "../../tests/support/stub-server";
import type { Cli } from "./cli";
import { detail, record, short } from "./output";
import type { BuiltFunction, Target } from "./project";
import { GOOGLE_SUGGESTION, OIDC_TOKEN, type Providers } from "./providers";
import { type Answer, type Running, startFunction } from "./runtime";

/** One built deployment and what its functions are called with. */
export type Deployment = {
  target: Target;
  cli: Cli;
  providers: Providers;
  /** The deployment's settings: the providers' stand-ins, the system variables Vercel sets. */
  env: Record<string, string>;
  functions: Record<"booking" | "confirm" | "places", BuiltFunction>;
  /** Where the site's pages are served from: the Origin a browser sends to the functions. */
  pageOrigin: string;
  /** Where the business e-mail's links must point. */
  linkOrigin: string;
};

type SentMail = {
  personalizations: { to: { email: string }[] }[];
  content: { type: string; value: string }[];
  custom_args: { kind: string; reference: string };
  attachments?: { type: string; filename: string }[];
};

const CUSTOMER = validBooking().email as string;

function mailsAt(providers: Providers, reference: string): SentMail[] {
  return providers.sendgrid.requests
    .map((request) => JSON.parse(request.body) as SentMail)
    .filter((mail) => mail.custom_args?.reference === reference);
}
const recipient = (mail: SentMail | undefined) => mail?.personalizations[0]?.to[0]?.email;

/** The function's own log lines ("[bot] …"), shown under the step. */
function ownLines(logs: string[]): string[] {
  return logs.filter((line) => /^\[[a-z-]+\]/.test(line));
}

function bookingDate(daysAhead: number): string {
  // sv-SE formats as YYYY-MM-DD; the day as seen in Nantes, like the form's.
  return new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
}

/** What BotID asked the stand-in about, from the requests it received since `from`. */
function botIdCalls(providers: Providers, from: number): { token: unknown; challenge: string | undefined }[] {
  return providers.botid.requests.slice(from).map((request: Recorded) => {
    const call = JSON.parse(request.body) as { headers: [string, string][] };
    return { token: request.headers["x-vercel-oidc-token"], challenge: new Map(call.headers).get(HUMAN_HEADER) };
  });
}

function describe(answer: Answer): string {
  return `${answer.status || "no answer"} ${short(answer.body, 120)}`;
}

async function withFunction<T>(
  d: Deployment,
  name: keyof Deployment["functions"],
  label: string,
  run: (fn: Running) => Promise<T>,
  options = { platformContext: true, env: d.env },
): Promise<(T & { logs: string[] }) | undefined> {
  const started = await startFunction(d.cli, d.functions[name], options.env, options);
  if (!started.ok) {
    record(label, false, `api/${name} did not start: ${started.reason}`);
    for (const line of started.logs.slice(-12)) detail(line);
    return undefined;
  }
  const fn = started.running;
  let value: T;
  try {
    value = await run(fn);
  } catch (error) {
    await fn.stop();
    throw error;
  }
  const { newFiles } = await fn.stop();
  for (const line of ownLines(fn.logs)) detail(line);
  if (newFiles.length) {
    record(
      `${d.target} api/${name} folder`,
      false,
      `wrote into its own (read-only on Vercel) folder: ${newFiles.join(", ")}`,
    );
  }
  return { ...value, logs: fn.logs };
}

/** BotID's fail-open line, when a check could not decide (src/server/bot.ts). */
const failOpenLine = (logs: string[]) => logs.find((line) => line.startsWith("[bot] BotID could not decide ("));

/**
 * A booking as the form sends it (BotID's challenge says human): 200, then the business e-mail at the
 * SendGrid stand-in with the operator's links, and the acknowledgement (sent after the answer, through
 * waitUntil). Then, on production, the same request with a bot's challenge: 403 and no e-mail.
 * Returns the sealed token of the « Confirmer » link.
 */
export async function booking(d: Deployment): Promise<{ token: string; reference: string } | undefined> {
  const label = `${d.target} booking`;
  const botFrom = d.providers.botid.requests.length;
  const mailFrom = d.providers.sendgrid.requests.length;
  const post = (challenge: Record<string, string>, ip: string) =>
    ({
      method: "POST",
      path: "/api/booking",
      headers: {
        "content-type": "application/json",
        origin: d.pageOrigin,
        "idempotency-key": randomUUID(),
        ...fromIp(ip),
        ...challenge,
      },
      body: validBooking({ datePriseEnCharge: bookingDate(4) }),
    }) as const;
  const answers = await withFunction(d, "booking", label, async (fn) => {
    const human = await fn.call(post(humanHeaders, "203.0.113.7"));
    const bot = d.target === "production" ? await fn.call(post(botHeaders, "203.0.113.8")) : undefined;
    return { human, bot };
  });
  if (!answers) return undefined;
  const { human, bot, logs } = answers;
  const reference = typeof human.json.reference === "string" ? human.json.reference : "";
  const mails = mailsAt(d.providers, reference);
  const business = mails.find((mail) => mail.custom_args.kind === "business");
  const acknowledgement = mails.find((mail) => mail.custom_args.kind === "customer");
  const text = business?.content.find((part) => part.type === "text/plain")?.value ?? "";
  const origin = d.linkOrigin.replaceAll(".", "\\.");
  const token = new RegExp(`${origin}/confirmer#(v1\\.[\\w-]+)`).exec(text)?.[1];
  const declines = new RegExp(`${origin}/confirmer#indisponible\\.v1\\.`).test(text);
  const calls = botIdCalls(d.providers, botFrom);
  const humanVerdict =
    calls.some((call) => call.challenge === "human" && call.token === OIDC_TOKEN) && !failOpenLine(logs);
  const ok =
    human.status === 200 &&
    Boolean(reference) &&
    Boolean(token) &&
    declines &&
    recipient(acknowledgement) === CUSTOMER &&
    humanVerdict;
  record(
    label,
    ok,
    human.status === 200
      ? `200 ${reference}; SendGrid stand-in: business e-mail to ${recipient(business) ?? "nobody"} ${token ? `with links to ${d.linkOrigin}/confirmer` : "WITHOUT the confirmation links"}, acknowledgement to ${recipient(acknowledgement) ?? "nobody"}; BotID stand-in ${humanVerdict ? "asked with the OIDC token, challenge « human »" : "gave NO verdict"}`
      : describe(human),
  );
  if (bot) {
    const asked = calls.some((call) => call.challenge === "bot");
    // Every e-mail sent while this function ran belongs to the human's booking.
    const others = d.providers.sendgrid.requests
      .slice(mailFrom)
      .filter((request) => (JSON.parse(request.body) as SentMail).custom_args?.reference !== reference).length;
    record(
      `${d.target} booking, bot's challenge`,
      bot.status === 403 && asked && others === 0,
      `${describe(bot)}${asked ? " (BotID stand-in's verdict)" : "; BotID stand-in NOT asked"}${others ? `; ${others} other e-mail(s) sent` : ""}`,
    );
  }
  return ok && token ? { token, reference } : undefined;
}

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
 * The operator's link from the business e-mail: view (200, the request), confirm with a price (200, the
 * proof to the customer and its copy to the business at the SendGrid stand-in, the answer claimed in
 * Redis), then the same link again (409, already answered).
 */
export async function confirm(d: Deployment, booked: { token: string; reference: string }): Promise<void> {
  const { token, reference } = booked;
  const post = (body: Record<string, unknown>, ip: string) =>
    ({
      method: "POST",
      path: "/api/confirm",
      headers: { "content-type": "application/json", origin: d.linkOrigin, ...fromIp(ip) },
      body: { token, ...body },
    }) as const;
  const answers = await withFunction(d, "confirm", `${d.target} confirm`, async (fn) => ({
    view: await fn.call(post({ action: "view" }, "198.51.100.1")),
    confirmed: await fn.call(post({ action: "confirm", price: 45 }, "198.51.100.1")),
    again: await fn.call(post({ action: "confirm", price: 45 }, "198.51.100.2")),
  }));
  if (!answers) return;
  const { view, confirmed, again } = answers;
  const shown = (view.json.request ?? {}) as { reference?: string };
  record(
    `${d.target} confirm, view`,
    view.status === 200 && shown.reference === reference,
    view.status === 200 ? `200, the request ${shown.reference ?? "MISSING"}` : describe(view),
  );
  const mails = mailsAt(d.providers, reference);
  const proof = mails.find((mail) => mail.custom_args.kind === "proof");
  const copy = mails.find((mail) => mail.custom_args.kind === "proof-copy");
  const ics = proof?.attachments?.some((a) => a.type === "text/calendar");
  const stored = await d.providers.redis.get(`booking:answer:${reference}`);
  const claim = stored ? (JSON.parse(stored) as { state?: string; answer?: string; price?: number }) : undefined;
  const claimed = claim?.state === "done" && claim.answer === "confirmed" && claim.price === 45;
  record(
    `${d.target} confirm, 45 €`,
    confirmed.status === 200 && recipient(proof) === CUSTOMER && Boolean(ics) && Boolean(recipient(copy)) && claimed,
    confirmed.status === 200
      ? `200; SendGrid stand-in: proof to ${recipient(proof) ?? "nobody"}${ics ? " with its .ics" : " WITHOUT .ics"}, copy to ${recipient(copy) ?? "nobody"}; Redis booking:answer:${reference} = ${stored ?? "nothing"}`
      : describe(confirmed),
  );
  record(`${d.target} confirm, same link again`, again.status === 409, describe(again));
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

/** A function started without `drop` (or with `env`), which must refuse to start, naming `expected`. */
export async function refusesToStart(
  d: Deployment,
  name: keyof Deployment["functions"],
  label: string,
  env: Record<string, string>,
  expected: RegExp,
): Promise<void> {
  const started = await startFunction(d.cli, d.functions[name], env, { platformContext: true });
  let logs = started.ok ? [] : started.logs;
  let status = 0;
  if (started.ok) {
    // An edge function's code is evaluated when the sandbox is made; the dev server exits on the first request.
    status = (await started.running.call({ method: "GET", path: `/api/${name}` })).status;
    await started.running.stop();
    logs = started.running.logs;
  }
  const named = logs.find((line) => expected.test(line));
  record(
    label,
    status === 0 && Boolean(named),
    named
      ? `refused to start: ${named.replace(/^.*?(Refuses to start)/, "$1")}`
      : `answered ${status}, no refusal logged`,
  );
}
