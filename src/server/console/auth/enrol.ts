import { randomBytes } from "node:crypto";
import { CONSOLE_PATH, ENROL_LINK_MINUTES } from "../../../config/console.js";
import { json } from "../../kernel/http.js";
import { clientKey } from "../../kernel/limits/client-ip.js";
import { retryAfterSeconds } from "../../kernel/limits/rate-limit.js";
import { seal, unseal } from "../../kernel/links/seal.js";
import { consoleText } from "../console.text.js";
import type { ConsoleDeps } from "../deps.js";
import { enrolEmail } from "../enrol-email.js";
import { issueChallenge } from "./challenge.js";
import { sessionCookie } from "./cookie.js";
import { type Party, registrationOptions, responseOf, verifyRegistration } from "./webauthn.js";

const t = consoleText.fr;
const MINUTE_MS = 60_000;

/**
 * Enrolling the operator's phone (docs/decisions/260-operator-console.md): anyone may ask for a link, which goes to the
 * business mailbox only, never to an address the asker gives; the link opens for ENROL_LINK_MINUTES, once. Asking
 * changes nothing: only the enrolment itself, from the mailbox's link, replaces the passkeys kept (a lost phone's
 * included) and closes every session. Asking is held per client and for everyone together in a day, so a script
 * with many addresses can put at most RATE_LIMIT_CONSOLE_ENROLS_ALL e-mails in the mailbox.
 */
type EnrolLink = { nonce: string; exp: number };

export async function requestEnrolment(request: Request, deps: ConsoleDeps, origin: string): Promise<Response> {
  const client = await deps.limits.enrol.limit(clientKey(request));
  if (!client.success) return limited(client.retryAt);
  const all = await deps.limits.enrolsAll.limit("all");
  if (!all.success) {
    console.error("[console] enrolment link REFUSED: RATE_LIMIT_CONSOLE_ENROLS_ALL reached for today");
    return json(429, { error: t.enrolCeiling, ceiling: true });
  }
  const now = deps.now();
  const link: EnrolLink = {
    nonce: randomBytes(12).toString("base64url"),
    exp: now.getTime() + ENROL_LINK_MINUTES * MINUTE_MS,
  };
  const url = `${origin}${CONSOLE_PATH}#enrol=${seal(link, deps.secret!, "console-enrol")}`;
  const sent = await deps.mailer.send(enrolEmail(url, deps.inbox, ENROL_LINK_MINUTES, now), {
    deadline: Date.now() + 10_000,
  });
  if (!sent.ok && !sent.error.uncertain) {
    console.error(`[console] enrolment link NOT SENT (${sent.error.reason})`);
    return json(502, { error: t.enrolNotSent });
  }
  console.info("[console] an enrolment link was sent to the business mailbox");
  return json(200, { sent: true, message: t.enrolSent });
}

function limited(retryAt: number): Response {
  const retryAfter = retryAfterSeconds({ success: false, limit: 0, remaining: 0, retryAt });
  return json(429, { error: t.limited, retryAfter }, { "retry-after": String(retryAfter) });
}

/** The link's content, if it is ours and not lapsed (whether it was used is known when it is used). */
function openLink(token: unknown, secret: string, now: number): EnrolLink | null {
  const opened = unseal(token, secret, "console-enrol");
  if (!opened.ok) return null;
  const link = opened.value as EnrolLink;
  return typeof link.nonce === "string" && typeof link.exp === "number" && now <= link.exp ? link : null;
}

/** The passkey's creation options for the phone that opened the link: no store command. */
export async function enrolmentOptions(body: Record<string, unknown>, deps: ConsoleDeps, party: Party) {
  const now = deps.now().getTime();
  const link = openLink(body.token, deps.secret!, now);
  if (!link) return json(400, { error: t.enrolInvalid, invalid: true });
  const challenge = issueChallenge({ kind: "enrol", link: link.nonce }, deps.secret!, now);
  return json(200, { options: await registrationOptions(party, challenge) });
}

/**
 * The passkey made, checked, kept in place of every other; the link used up; every session closed; a session opened
 * for this phone.
 */
export async function enrol(request: Request, body: Record<string, unknown>, deps: ConsoleDeps, party: Party) {
  const now = deps.now().getTime();
  const link = openLink(body.token, deps.secret!, now);
  const response = responseOf(body.response);
  if (!link || !response) return json(400, { error: t.enrolInvalid, invalid: true });
  const client = await deps.limits.enrol.limit(clientKey(request));
  if (!client.success) return limited(client.retryAt);
  const verified = await verifyRegistration(party, response, deps.secret!, now);
  if (!verified || verified.challenge?.sealed.kind !== "enrol" || verified.challenge.sealed.link !== link.nonce)
    return json(400, { error: t.enrolFailed });
  // The link works once: its nonce is claimed before anything changes.
  if (!(await deps.sessions.claimNonce(`enrol:${link.nonce}`, ENROL_LINK_MINUTES * 60)))
    return json(400, { error: t.enrolInvalid, invalid: true });
  const label = deviceLabel(request);
  await deps.passkeys.replaceAll({ ...verified.passkey, at: new Date(now).toISOString(), label });
  await deps.sessions.revokeAll();
  const session = await deps.sessions.open(label, now);
  console.info(`[console] a phone was enrolled (${label}); every other passkey and session is revoked`);
  return json(200, { enrolled: true }, { "set-cookie": sessionCookie(session.id, deps.secret!, now) });
}

/** « Android · Chrome », « iPhone · Safari »: enough to tell sessions apart, nothing more of the browser kept. */
export function deviceLabel(request: Request): string {
  const agent = request.headers.get("user-agent") ?? "";
  const system = /iPhone/.test(agent)
    ? "iPhone"
    : /iPad/.test(agent)
      ? "iPad"
      : /Android/.test(agent)
        ? "Android"
        : /Mac OS X/.test(agent)
          ? "Mac"
          : /Windows/.test(agent)
            ? "Windows"
            : /Linux/.test(agent)
              ? "Linux"
              : "Appareil";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrome\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : "navigateur";
  return `${system} · ${browser}`;
}
