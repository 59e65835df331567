import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { site } from "../../../config/site.js";
import { isPlainObject } from "../../kernel/http.js";
import { challengeOf } from "./challenge.js";
import type { Passkey } from "./passkeys.js";

/**
 * The passkey ceremonies, through @simplewebauthn/server (docs/decisions/260-operator-console.md). The relying party
 * is the origin the console was opened on, among the site's own (the public site, a preview, the local server): a
 * passkey made on one answers there only. User verification is required: the phone's lock (face, fingerprint,
 * code) is the second factor the passkey carries.
 */
export type Party = { origin: string; rpID: string };

/** The operator's fixed user handle: one user, whose passkey a new enrolment replaces on his phone too. */
const USER_ID = new TextEncoder().encode("vtc-premium-nantes-operator");

export function registrationOptions(party: Party, challenge: string) {
  return generateRegistrationOptions({
    rpName: site.brand,
    rpID: party.rpID,
    userID: USER_ID,
    userName: site.email.contact,
    userDisplayName: `Exploitant – ${site.brand}`,
    challenge,
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: 120_000,
  });
}

export function authenticationOptions(party: Party, challenge: string) {
  return generateAuthenticationOptions({ rpID: party.rpID, challenge, userVerification: "required", timeout: 120_000 });
}

type ClientResponse = { id: string; response: { clientDataJSON: string } } & Record<string, unknown>;

/** A browser's answer as it arrives in a request body, in its shape, or null. */
export function responseOf(value: unknown): ClientResponse | null {
  if (!isPlainObject(value) || typeof value.id !== "string" || value.id.length > 400) return null;
  if (!isPlainObject(value.response) || typeof value.response.clientDataJSON !== "string") return null;
  return value as ClientResponse;
}

/** The passkey an enrolment made, checked against its challenge; null when anything fails. */
export async function verifyRegistration(
  party: Party,
  response: ClientResponse,
  secret: string,
  now: number,
): Promise<{ passkey: Omit<Passkey, "at" | "label">; challenge: ReturnType<typeof challengeOf> } | null> {
  const challenge = challengeOf(response.response.clientDataJSON, secret, now);
  if (!challenge || challenge.sealed.kind !== "enrol") return null;
  try {
    const verified = await verifyRegistrationResponse({
      // The shape was checked above; the library checks the rest of it.
      response: response as unknown as Parameters<typeof verifyRegistrationResponse>[0]["response"],
      expectedChallenge: challenge.expected,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: true,
    });
    if (!verified.verified) return null;
    const c = verified.registrationInfo.credential;
    return {
      passkey: {
        id: c.id,
        publicKey: Buffer.from(c.publicKey).toString("base64url"),
        counter: c.counter,
        transports: c.transports ?? [],
      },
      challenge,
    };
  } catch {
    return null;
  }
}

/** A passkey's answer to a sign-in or a money act's question, checked; the new counter, or null. */
export async function verifyAssertion(
  party: Party,
  response: ClientResponse,
  passkey: Passkey,
  expected: string,
): Promise<number | null> {
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as unknown as Parameters<typeof verifyAuthenticationResponse>[0]["response"],
      expectedChallenge: expected,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: true,
    });
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
