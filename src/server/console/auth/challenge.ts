import { randomBytes } from "node:crypto";
import { CHALLENGE_MINUTES } from "../../../config/console.js";
import { seal, unseal } from "../../kernel/links/seal.js";

/**
 * A passkey's question, stateless (docs/decisions/260-operator-console.md): the challenge the browser signs is a
 * token sealed with the link secret, naming what it is for (enrolling from a given link, signing in, or one money act
 * of one session on one booking), when it lapses, and a nonce. Issuing one costs no store command, so a script asking
 * for thousands spends nothing; answering one is checked locally first, and its nonce is claimed once when it passes.
 */
export type ChallengeFor =
  | { kind: "enrol"; link: string }
  | { kind: "signin" }
  | { kind: "step-up"; session: string; reference: string; act: string };

type Sealed = ChallengeFor & { nonce: string; exp: number };

/** The challenge to hand to the browser, as the WebAuthn library takes it (its text is what gets signed). */
export function issueChallenge(what: ChallengeFor, secret: string, now: number): string {
  const sealed: Sealed = {
    ...what,
    nonce: randomBytes(12).toString("base64url"),
    exp: now + CHALLENGE_MINUTES * 60_000,
  };
  return seal(sealed, secret, "console-challenge");
}

/**
 * What the browser signed, read from its answer's client data, checked: sealed by us, not lapsed, for `kind`.
 * Returns the challenge as the library compares it (base64url) and what it was for, or null.
 */
export function challengeOf(
  clientDataJSON: unknown,
  secret: string,
  now: number,
): { expected: string; sealed: Sealed } | null {
  if (typeof clientDataJSON !== "string" || clientDataJSON.length > 4096) return null;
  let expected: unknown;
  try {
    expected = (JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown })
      .challenge;
  } catch {
    return null;
  }
  if (typeof expected !== "string") return null;
  const opened = unseal(Buffer.from(expected, "base64url").toString("utf8"), secret, "console-challenge");
  if (!opened.ok) return null;
  const sealed = opened.value as Sealed;
  if (typeof sealed?.exp !== "number" || now > sealed.exp || typeof sealed.nonce !== "string") return null;
  return { expected, sealed };
}
