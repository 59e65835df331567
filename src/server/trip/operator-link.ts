import { seal, unseal } from "../kernel/links/seal.js";
import { isReference } from "../kernel/reference.js";
import { err, ok, type Result } from "../kernel/result.js";
import { removalOf, type Trip } from "./store.js";

/**
 * The operator's page for one trip (/course): a link sealed for its own purpose ("operator-trip"), sent only to the
 * business's mailbox (the proof's copy, the evening list). It names the trip and nothing else: what the page shows
 * and does comes from the trip's record. It works as long as the record is kept.
 */
export type OperatorTripLink = { reference: string; expiresAt: number };

export function sealOperatorTrip(link: OperatorTripLink, secret: string): string {
  return seal(link, secret, "operator-trip");
}

export function openOperatorTrip(
  token: unknown,
  secret: string,
  now: number,
): Result<OperatorTripLink, { kind: "invalid" | "expired" }> {
  const opened = unseal(token, secret, "operator-trip");
  if (!opened.ok) return opened;
  const v = (typeof opened.value === "object" && opened.value !== null ? opened.value : {}) as Record<string, unknown>;
  if (typeof v.reference !== "string" || !isReference(v.reference)) return err({ kind: "invalid" });
  if (typeof v.expiresAt !== "number" || !Number.isFinite(v.expiresAt)) return err({ kind: "invalid" });
  if (now > v.expiresAt) return err({ kind: "expired" });
  return ok({ reference: v.reference, expiresAt: v.expiresAt });
}

/** The page, its token in the fragment (never sent to a server). */
export function operatorTripUrl(origin: string, token: string): string {
  return `${origin}/course#${token}`;
}

/** The operator's page for this trip, valid as long as its record is kept. */
export function operatorTripUrlFor(trip: Trip, secret: string, origin: string, retention: number): string {
  const token = sealOperatorTrip({ reference: trip.request.reference, expiresAt: removalOf(trip, retention) }, secret);
  return operatorTripUrl(origin, token);
}
