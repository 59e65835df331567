import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The address the flight-data provider posts a flight's alerts to. Its alerts carry no signature, so the address
 * itself is the secret: it names the booking and carries a MAC of it under a key derived from BOOKING_LINK_SECRET,
 * for this purpose only; the webhook refuses any other (docs/decisions/250-arrivals-followed.md). The provider is the
 * only one told it.
 */
const INFO = Buffer.from("vtc-premium-nantes flight alert webhook v1");

function mac(reference: string, secret: string): string {
  const key = Buffer.from(hkdfSync("sha256", secret, "vtc-flight-alert", INFO, 32));
  return createHmac("sha256", key).update(`flight-alert:${reference}`).digest("base64url");
}

export const ALERT_PATH = "/api/flight-alert";

export function alertUrl(origin: string, reference: string, secret: string): string {
  return `${origin}${ALERT_PATH}?ref=${encodeURIComponent(reference)}&sig=${mac(reference, secret)}`;
}

/** Whether `sig` is this reference's MAC, compared in constant time. */
export function alertSigned(reference: string, sig: string, secret: string): boolean {
  const wanted = Buffer.from(mac(reference, secret));
  const given = Buffer.from(sig);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
