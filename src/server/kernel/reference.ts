const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read aloud over the phone

/** "VPN-261122-K7QM": the day, then 4 random characters (about a million per day). */
export function bookingReference(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, "");
  const random = crypto.getRandomValues(new Uint8Array(4));
  return `VPN-${day}-${Array.from(random, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

const REFERENCE = new RegExp(`^VPN-\\d{6}-[${ALPHABET}]{4}$`);

/** Whether a text has a reference's shape: checked before one names a file or a Redis key. */
export function isReference(text: string): boolean {
  return REFERENCE.test(text);
}

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** Hex SHA-256 of a text: web crypto, so it runs on Node and on the edge alike. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What binds an idempotency key to its request: the validated booking, in the schema's field order. */
export function bookingDigest(booking: object): Promise<string> {
  return sha256(JSON.stringify(booking));
}

/**
 * The client's Idempotency-Key when well formed; otherwise the booking's own digest, so the same request
 * sent twice (a double submit from a script) is still sent once.
 */
export function idempotencyKeyFor(header: string | null, digest: string): string {
  return header && KEY.test(header) ? `key:${header}` : `body:${digest}`;
}
