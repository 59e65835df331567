/**
 * Every link we send that acts (the operator's answer, a price proposal, « Gérer ma réservation ») carries what
 * it acts on, so no database is needed: encrypted and authenticated with AES-256-GCM under a key derived from
 * BOOKING_LINK_SECRET, for one purpose each. Nobody without the secret can read a link's content, change a byte
 * of it, or make one. What each kind of link carries, and how it is checked once opened, belongs to its stage.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { type Env, isLocal } from "../env.js";
import { err, ok, type Result } from "../result.js";

const VERSION = "v1";
/** A request with its longest notes (1,000 characters, up to 3 bytes each) seals to about 5,500 characters. */
const MAX_TOKEN_CHARS = 8192;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * What a sealed link is for. The purpose is bound into the key (HKDF info) and the authenticated data, so a
 * token sealed for one purpose can never be opened as another: the operator's link is not a customer's
 * acceptance, and the other way round.
 */
export type LinkPurpose =
  | "confirmation"
  | "proposal"
  | "manage"
  | "operator-trip"
  | "payment"
  | "unsubscribe"
  | "console-enrol"
  | "console-challenge"
  | "console-session";
const PURPOSES: Record<LinkPurpose, Buffer> = {
  confirmation: Buffer.from("vtc-premium-nantes booking confirmation link v1"),
  proposal: Buffer.from("vtc-premium-nantes price proposal link v1"),
  manage: Buffer.from("vtc-premium-nantes booking management link v1"),
  "operator-trip": Buffer.from("vtc-premium-nantes operator trip page link v1"),
  payment: Buffer.from("vtc-premium-nantes payment link v1"),
  unsubscribe: Buffer.from("vtc-premium-nantes one-click unsubscribe link v1"),
  // The operator's console (src/server/console): its enrolment link, a passkey's question, a session's cookie.
  "console-enrol": Buffer.from("vtc-premium-nantes console enrolment link v1"),
  "console-challenge": Buffer.from("vtc-premium-nantes console passkey challenge v1"),
  "console-session": Buffer.from("vtc-premium-nantes console session cookie v1"),
};
/**
 * In the local mode (a developer's machine, the tests) links work without any setting. This value is public,
 * so it is never used anywhere else: deployed, a function refuses to start without the secret.
 */
export const LOCAL_LINK_SECRET = "local-only booking link secret, never used on Vercel";

/**
 * The secret in force, or undefined when links are off. Deployed, a link needs the secret and a shared store:
 * each answer is claimed once in Upstash; in one instance's memory, every instance would answer it again.
 */
export function linkSecret(env: Env): string | undefined {
  if (isLocal(env)) return env.BOOKING_LINK_SECRET ?? LOCAL_LINK_SECRET;
  const shared = Boolean(env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN);
  return shared ? env.BOOKING_LINK_SECRET : undefined;
}

function keyOf(secret: string, purpose: LinkPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "vtc-booking-link", PURPOSES[purpose], 32));
}

/** A sealed token wherever it stands in a text: `v1.` then base64url, long enough to hold an IV, a byte and a tag. */
const TOKEN_IN_TEXT = /\bv1\.[\w-]{38,}/g;

/**
 * A text with every sealed token taken out, for a log line: a link that acts is a capability, and logs are kept,
 * copied and read by more people than its recipient (docs/decisions/210-abuse-fourth-round.md). What the link
 * was for stays readable (« …/ma-reservation#[link removed] »).
 */
export function withoutTokens(text: string): string {
  return text.replace(TOKEN_IN_TEXT, "[link removed]");
}

/** `v1.` then base64url(iv ‖ ciphertext ‖ tag): URL-safe, so it fits a link's fragment as is. */
export function seal(payload: unknown, secret: string, purpose: LinkPurpose): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret, purpose), iv);
  cipher.setAAD(PURPOSES[purpose]);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
}

/**
 * What a token of `purpose` carries, or "invalid" for every way a link can be wrong (cut, altered, made up,
 * sealed under another secret or for another purpose): GCM's tag fails and nothing of the content is trusted.
 */
export function unseal(token: unknown, secret: string, purpose: LinkPurpose): Result<unknown, { kind: "invalid" }> {
  if (typeof token !== "string" || token.length > MAX_TOKEN_CHARS || !token.startsWith(`${VERSION}.`))
    return err({ kind: "invalid" });
  const bytes = Buffer.from(token.slice(VERSION.length + 1), "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return err({ kind: "invalid" });
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, purpose), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(PURPOSES[purpose]);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return ok(JSON.parse(plain.toString("utf8")) as unknown);
  } catch {
    return err({ kind: "invalid" });
  }
}
