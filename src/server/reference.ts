const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read aloud over the phone

/** "VPN-261122-K7QM": the day, then 4 random characters (about a million per day). */
export function bookingReference(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, "");
  const random = crypto.getRandomValues(new Uint8Array(4));
  return `VPN-${day}-${Array.from(random, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The client's Idempotency-Key when well formed; otherwise a hash of the request itself, so the same
 * request sent twice (a double submit from a script) is still sent once.
 */
export async function idempotencyKeyFor(header: string | null, booking: object): Promise<string> {
  if (header && KEY.test(header)) return `key:${header}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(booking)));
  return `body:${Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
