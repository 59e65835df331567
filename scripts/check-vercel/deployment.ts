import { HUMAN_HEADER } from "../../tests/support/botid-stand-in";
import { validBooking } from "../../tests/support/booking-fixtures";
import type { Recorded } from "../../tests/support/stub-server";
import type { Cli } from "./cli";
import { detail, record, short } from "./output";
import type { BuiltFunction, Target } from "./project";
import type { Providers } from "./providers";
import { type Answer, type Running, startFunction } from "./runtime";

/** One built deployment and what its functions are called with. */
export type Deployment = {
  target: Target;
  cli: Cli;
  providers: Providers;
  /** The deployment's settings: the providers' stand-ins, the system variables Vercel sets. */
  env: Record<string, string>;
  functions: Record<
    | "booking"
    | "confirm"
    | "places"
    | "payment"
    | "stripe-webhook"
    | "settle-rides"
    | "arrival"
    | "follow-arrivals"
    | "flight-alert"
    | "console"
    | "escalate-alerts",
    BuiltFunction
  >;
  /** Where the site's pages are served from: the Origin a browser sends to the functions. */
  pageOrigin: string;
  /** Where the business e-mail's links must point. */
  linkOrigin: string;
};

export type SentMail = {
  personalizations: { to: { email: string }[] }[];
  content: { type: string; value: string }[];
  custom_args: { kind: string; reference: string };
  attachments?: { type: string; filename: string }[];
};

export const CUSTOMER = validBooking().email as string;

export function mailsAt(providers: Providers, reference: string): SentMail[] {
  return providers.sendgrid.requests
    .map((request) => JSON.parse(request.body) as SentMail)
    .filter((mail) => mail.custom_args?.reference === reference);
}
export const recipient = (mail: SentMail | undefined) => mail?.personalizations[0]?.to[0]?.email;

/** The function's own log lines ("[bot] …"), shown under the step. */
function ownLines(logs: string[]): string[] {
  return logs.filter((line) => /^\[[a-z-]+\]/.test(line));
}

export function bookingDate(daysAhead: number): string {
  // sv-SE formats as YYYY-MM-DD; the day as seen in Nantes, like the form's.
  return new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
}

/** What BotID asked the stand-in about, from the requests it received since `from`. */
export function botIdCalls(providers: Providers, from: number): { token: unknown; challenge: string | undefined }[] {
  return providers.botid.requests.slice(from).map((request: Recorded) => {
    const call = JSON.parse(request.body) as { headers: [string, string][] };
    return { token: request.headers["x-vercel-oidc-token"], challenge: new Map(call.headers).get(HUMAN_HEADER) };
  });
}

export function describe(answer: Answer): string {
  return `${answer.status || "no answer"} ${short(answer.body, 120)}`;
}

export async function withFunction<T>(
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

/** BotID's fail-open line, when a check could not decide (src/server/kernel/guards/bot.ts). */
export const failOpenLine = (logs: string[]) => logs.find((line) => line.startsWith("[bot] BotID could not decide ("));
