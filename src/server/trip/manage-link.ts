import * as z from "zod/mini";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { seal, unseal } from "../kernel/links/seal.js";
import { removalOf, type Trip } from "./store.js";
import { isReference } from "../kernel/reference.js";
import { err, ok, type Result } from "../kernel/result.js";

/**
 * « Gérer ma réservation »: a link sealed like the others under BOOKING_LINK_SECRET, for its own purpose
 * ("manage"), so no other token opens as one. It names the trip and the address it was sent to, nothing else:
 * what the page shows and does comes from the trip's record, which exists only once a proof has left
 * (docs/decisions/110-trips.md). It works until the trip's record is removed.
 */
export type ManageLink = { reference: string; email: string; locale: BookingLocale; expiresAt: number };
export type ManageIntent = "cancel" | "change" | "unsubscribe";

const email = z.email();

export function sealManage(link: ManageLink, secret: string): string {
  return seal(link, secret, "manage");
}

/** The trip a manage link names, checked again (a reference's shape, an address, a language), or why not. */
export function openManage(
  token: unknown,
  secret: string,
  now: number,
): Result<ManageLink, { kind: "invalid" } | { kind: "expired"; link: ManageLink }> {
  const opened = unseal(token, secret, "manage");
  if (!opened.ok) return opened;
  const v = (typeof opened.value === "object" && opened.value !== null ? opened.value : {}) as Record<string, unknown>;
  if (typeof v.reference !== "string" || !isReference(v.reference)) return err({ kind: "invalid" });
  if (typeof v.email !== "string" || !z.safeParse(email, v.email).success) return err({ kind: "invalid" });
  if (v.locale !== "fr" && v.locale !== "en") return err({ kind: "invalid" });
  if (typeof v.expiresAt !== "number" || !Number.isFinite(v.expiresAt)) return err({ kind: "invalid" });
  const link: ManageLink = { reference: v.reference, email: v.email, locale: v.locale, expiresAt: v.expiresAt };
  return now > link.expiresAt ? err({ kind: "expired", link }) : ok(link);
}

/** The customer's page, in his language. */
export const managePagePath = { fr: "/ma-reservation", en: "/en/my-booking" } as const satisfies Record<
  BookingLocale,
  string
>;

const INTENT_PREFIX: Record<ManageIntent, string> = {
  cancel: "annuler",
  change: "modifier",
  unsubscribe: "desabonner",
};

/** The page with the token in its fragment (never sent to a server), an answer preselected when `intent` says so. */
export function manageUrl(origin: string, token: string, locale: BookingLocale, intent?: ManageIntent): string {
  return `${origin}${managePagePath[locale]}#${intent ? `${INTENT_PREFIX[intent]}.` : ""}${token}`;
}

/** « Gérer ma réservation » for this trip, valid as long as its record is kept. */
export function manageUrlFor(
  trip: Trip,
  secret: string,
  origin: string,
  retention: number,
  intent?: ManageIntent,
): string {
  return manageUrl(origin, manageToken(trip, secret, retention), trip.request.locale, intent);
}

/** The trip's sealed « Gérer ma réservation » token, valid as long as its record is kept. */
export function manageToken(trip: Trip, secret: string, retention: number): string {
  const r = trip.request;
  return sealManage(
    { reference: r.reference, email: r.email, locale: r.locale, expiresAt: removalOf(trip, retention) },
    secret,
  );
}
