import { answerDeadline } from "../kernel/functions.js";
import { guarded, isPlainObject, json, readJsonBody } from "../kernel/http.js";
import { clientKey } from "../kernel/limits/client-ip.js";
import { retryAfterSeconds } from "../kernel/limits/rate-limit.js";
import { requestAct, tripConsoleAct } from "./acts.js";
import { enrol, enrolmentOptions, requestEnrolment } from "./auth/enrol.js";
import { sessionOf, signedOut, signin, signinOptions } from "./auth/signin.js";
import type { Party } from "./auth/webauthn.js";
import { consoleText } from "./console.text.js";
import { type ConsoleDeps, defaultConsoleDeps } from "./deps.js";
import { dayView } from "./day.js";
import { getKeptDocuments } from "../settlement/kept-documents.js";
import { registerCsv, registerOf, registerTotals } from "./register.js";
import { registerArchive } from "./register-documents.js";
import * as settings from "./settings.js";

const t = consoleText.fr;
const MAX_BODY_BYTES = 16 * 1024;
const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * POST /api/console {action, …}: the operator's console (docs/decisions/260-operator-console.md); GET
 * /api/console?register=2026-11: its receipts register as CSV, ?documents=2026-11 with its documents' PDFs as a
 * ZIP. Every call comes from the console's own page: a POST names its origin, one of the site's own, which is also
 * the passkey's relying party. Signed out, only the passkey's own steps answer, each bounded (./auth); anything else
 * needs the session cookie, checked locally before the store is asked, then the client's limit.
 */
export function handleConsole(request: Request, deps?: ConsoleDeps): Promise<Response> {
  return guarded("console", async () => {
    const d = deps ?? defaultConsoleDeps();
    const answerBy = answerDeadline("console");
    if (request.method === "GET") return download(request, d, answerBy);
    if (request.method !== "POST") return json(405, { error: t.method }, { allow: "GET, POST" });
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (!body.ok || !isPlainObject(body.value)) return json(body.ok ? 400 : body.status, { error: t.type });
    const party = partyOf(request, d);
    if (!party) return json(403, { error: t.forbidden });
    if (!d.secret) return json(503, { error: t.off });
    const b = body.value;
    switch (b.action) {
      case "enrol-request":
        return requestEnrolment(request, d, party.origin);
      case "enrol-options":
        return enrolmentOptions(b, d, party);
      case "enrol":
        return enrol(request, b, d, party);
      case "signin-options":
        return signinOptions(d, party);
      case "signin":
        return signin(request, b, d, party);
      case "status":
        return status(request, d);
      default:
        return signedIn(request, b, d, party, answerBy);
    }
  });
}

/** The site's origin the request came from (never its Host, which anyone may write), as the passkey's party. */
function partyOf(request: Request, deps: ConsoleDeps): Party | null {
  const origin = request.headers.get("origin");
  if (!origin || !(deps.origins.has(origin) || (deps.local && LOCAL.test(origin)))) return null;
  return { origin, rpID: new URL(origin).hostname };
}

async function signedIn(
  request: Request,
  b: Record<string, unknown>,
  d: ConsoleDeps,
  party: Party,
  answerBy: number,
): Promise<Response> {
  const session = await sessionOf(request, d);
  if (!session) return signedOut();
  const refused = await overLimit(request, d);
  if (refused) return refused;
  switch (b.action) {
    case "day":
      return json(200, await dayView(d));
    case "request":
      return requestAct(b, d, answerBy, party.origin);
    case "trip":
      return tripConsoleAct(b, session, d, party, answerBy, party.origin);
    case "sessions":
      return settings.sessions(session, d);
    case "revoke":
      return settings.revoke(b, session, d);
    case "sign-out":
      return settings.signOut(session, d);
    case "devices":
      return settings.devices(d);
    case "subscribe":
      return settings.subscribe(b, d);
    case "unsubscribe":
      return settings.unsubscribe(b, d);
    case "test-push":
      return settings.testPush(d);
    case "periods":
      return settings.periods(d);
    case "add-period":
      return settings.addPeriod(b, d);
    case "remove-period":
      return settings.removePeriod(b, d);
    case "register-totals": {
      const lines = await registerOf(String(b.period ?? ""), d);
      return lines ? json(200, registerTotals(lines)) : json(400, { error: t.invalidPeriodText });
    }
    default:
      return json(400, { error: t.unknownAction });
  }
}

/**
 * Whether this browser holds a session, as the console opens: 200 either way, so a phone signed out logs no error. The
 * cookie is checked locally first: without a valid one, no store command.
 */
async function status(request: Request, d: ConsoleDeps): Promise<Response> {
  const session = await sessionOf(request, d);
  return json(
    200,
    session ? { signedIn: true, session: { label: session.label, expires: session.expires } } : { signedIn: false },
  );
}

/**
 * GET ?register=2026-11 (or 2026): the register as a CSV file; GET ?documents=2026-11 (or 2026): the same lines and
 * the PDFs of the documents they name, as one ZIP (./register-documents.ts). For a signed-in console only.
 */
async function download(request: Request, d: ConsoleDeps, answerBy: number): Promise<Response> {
  if (!d.secret) return json(503, { error: t.off });
  const session = await sessionOf(request, d);
  if (!session) return signedOut();
  // A download reads the month's or the year's records (and PDFs): within the same limit as any other call.
  const refused = await overLimit(request, d);
  if (refused) return refused;
  const query = new URL(request.url).searchParams;
  const documents = query.has("documents");
  const period = (documents ? query.get("documents") : query.get("register")) ?? "";
  const lines = await registerOf(period, d);
  if (!lines) return json(400, { error: t.invalidPeriodText });
  if (!documents) {
    console.info(`[console] receipts register ${period}: ${lines.length} line(s)`);
    return attachment(registerCsv(lines), "text/csv; charset=utf-8", `registre-recettes-${period}.csv`);
  }
  const archive = await registerArchive(period, lines, getKeptDocuments(), answerBy);
  if (!archive.ok) {
    console.warn(`[console] register documents ${period}: no archive (${archive.status})`);
    return json(archive.status, { error: archive.error });
  }
  console.info(
    `[console] register documents ${period}: ${archive.documents} PDF(s), ${archive.missing} not kept, ${archive.zip.length} bytes`,
  );
  return attachment(archive.zip, "application/zip", `pieces-${period}.zip`);
}

/** The signed-in client's limit: a 429 with its wait once spent, else null. */
async function overLimit(request: Request, d: ConsoleDeps): Promise<Response | null> {
  const decision = await d.limits.console.limit(clientKey(request));
  if (decision.success) return null;
  const retryAfter = retryAfterSeconds(decision);
  return json(429, { error: t.limited, retryAfter }, { "retry-after": String(retryAfter) });
}

function attachment(body: string | Uint8Array<ArrayBuffer>, type: string, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
      "referrer-policy": "no-referrer",
    },
  });
}
