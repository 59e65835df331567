import { CHALLENGE_MINUTES } from "../../../config/console.js";
import { json } from "../../kernel/http.js";
import { clientKey } from "../../kernel/limits/client-ip.js";
import { retryAfterSeconds } from "../../kernel/limits/rate-limit.js";
import { consoleText } from "../console.text.js";
import type { ConsoleDeps } from "../deps.js";
import { type ChallengeFor, challengeOf, issueChallenge } from "./challenge.js";
import { clearedCookie, sessionCookie, sessionIdOf } from "./cookie.js";
import { deviceLabel } from "./enrol.js";
import type { Session } from "./sessions.js";
import { authenticationOptions, type Party, responseOf, verifyAssertion } from "./webauthn.js";

const t = consoleText.fr;

/**
 * Signing in with the passkey, and asking it again before a money act (docs/decisions/260-operator-console.md). The
 * options cost no store command (./challenge.ts); an answer is held per client and for everyone together before
 * anything is read, then checked against the passkey kept, its challenge claimed once.
 */
export async function signinOptions(deps: ConsoleDeps, party: Party): Promise<Response> {
  const challenge = issueChallenge({ kind: "signin" }, deps.secret!, deps.now().getTime());
  return json(200, { options: await authenticationOptions(party, challenge) });
}

/** Checks a passkey's answer to a challenge issued for `what`; true once, for this answer only. */
async function answered(
  value: unknown,
  what: (sealed: ChallengeFor) => boolean,
  deps: ConsoleDeps,
  party: Party,
): Promise<boolean> {
  const response = responseOf(value);
  if (!response) return false;
  const challenge = challengeOf(response.response.clientDataJSON, deps.secret!, deps.now().getTime());
  if (!challenge || !what(challenge.sealed)) return false;
  const passkey = await deps.passkeys.get(response.id);
  if (!passkey) return false;
  const counter = await verifyAssertion(party, response, passkey, challenge.expected);
  if (counter === null) return false;
  if (!(await deps.sessions.claimNonce(challenge.sealed.nonce, CHALLENGE_MINUTES * 60))) return false;
  if (counter > passkey.counter) await deps.passkeys.setCounter(passkey.id, counter);
  return true;
}

export async function signin(
  request: Request,
  body: Record<string, unknown>,
  deps: ConsoleDeps,
  party: Party,
): Promise<Response> {
  if (!responseOf(body.response)) return json(400, { error: t.signinFailed });
  for (const [limiter, key] of [
    [deps.limits.signin, clientKey(request)],
    [deps.limits.signinsAll, "all"],
  ] as const) {
    const decision = await limiter.limit(key);
    if (!decision.success) {
      const retryAfter = retryAfterSeconds(decision);
      return json(429, { error: t.limited, retryAfter }, { "retry-after": String(retryAfter) });
    }
  }
  if (!(await answered(body.response, (s) => s.kind === "signin", deps, party))) {
    console.warn(`[console] a sign-in was refused (${clientKey(request)})`);
    return json(401, { error: t.signinFailed });
  }
  const now = deps.now().getTime();
  const session = await deps.sessions.open(deviceLabel(request), now);
  console.info(`[console] signed in (${session.label})`);
  return json(200, { signedIn: true }, { "set-cookie": sessionCookie(session.id, deps.secret!, now) });
}

/** The session a request's cookie opens: the cookie checked locally, then the session read (revoked: none). */
export async function sessionOf(request: Request, deps: ConsoleDeps): Promise<Session | null> {
  const now = deps.now().getTime();
  const id = sessionIdOf(request, deps.secret!, now);
  if (!id) return null;
  const session = await deps.sessions.get(id);
  return session && session.expires > now ? session : null;
}

export const signedOut = () => json(401, { error: t.signedOut, signedOut: true }, { "set-cookie": clearedCookie });

/**
 * A money act asks the passkey again: without an answer, the question, bound to this session, this booking and this
 * act, for CHALLENGE_MINUTES; with one, whether it holds.
 */
export async function stepUp(
  body: Record<string, unknown>,
  session: Session,
  reference: string,
  act: string,
  deps: ConsoleDeps,
  party: Party,
): Promise<Response | null> {
  const bound = (s: ChallengeFor) =>
    s.kind === "step-up" && s.session === session.id && s.reference === reference && s.act === act;
  if (body.stepUp !== undefined) {
    if (await answered(body.stepUp, bound, deps, party)) return null;
    return json(401, { error: t.stepUpFailed, stepUpFailed: true });
  }
  const challenge = issueChallenge(
    { kind: "step-up", session: session.id, reference, act },
    deps.secret!,
    deps.now().getTime(),
  );
  return json(401, { error: t.stepUp, stepUp: await authenticationOptions(party, challenge) });
}
