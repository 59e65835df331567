import type { BookingRequest } from "../../../lib/booking/schema.js";
import { LINK_LIFETIME_MS, sealRequest, type SealedRequest } from "./seal.js";
import { type Env, isLocal, isProduction } from "../env.js";
import type { ConfirmationLinks } from "../../request/emails.js";

const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Where the operator's links point. Production: the public site. A preview: its own deployment, whose
 * /confirmer page and function hold the same code. In the local mode: the page the request came from (its
 * Origin, accepted only as a local address), so a run on any port links back to itself.
 */
export function linkOrigin(request: Request, env: Env): string {
  const site = new URL(env.SITE_URL).origin;
  if (isLocal(env)) {
    const origin = request.headers.get("origin");
    return origin && LOCAL.test(origin) ? origin : site;
  }
  if (!isProduction(env) && env.VERCEL_URL) return `https://${env.VERCEL_URL}`;
  return site;
}

/** What a link seals: the validated request, its reference, when it came and the indicative fare. */
export function sealedRequestOf(
  booking: BookingRequest,
  reference: string,
  receivedAt: Date,
  estimate: number | null,
): SealedRequest {
  return {
    reference,
    receivedAt: receivedAt.toISOString(),
    expiresAt: receivedAt.getTime() + LINK_LIFETIME_MS,
    estimate,
    locale: booking.locale ?? "fr",
    firstName: booking.prenom,
    lastName: booking.nom,
    phone: booking.telephone,
    email: booking.email,
    date: booking.datePriseEnCharge,
    time: booking.heurePriseEnCharge,
    from: booking.lieuDepart,
    to: booking.lieuArrivee,
    passengers: booking.nombrePassagers,
    professional: booking.typeDeplacementProfessionnel,
    flightOrTrain: booking.numeroVolTrain ?? "",
  };
}

/**
 * The two links of the business e-mail. The sealed request rides in the fragment (after #), which browsers
 * never send to a server: it stays out of access logs and referrers. « Indisponible » opens the same page
 * with that answer selected.
 */
export function confirmationLinks(origin: string, request: SealedRequest, secret: string): ConfirmationLinks {
  const token = sealRequest(request, secret);
  return { confirm: `${origin}/confirmer#${token}`, decline: `${origin}/confirmer#indisponible.${token}` };
}
