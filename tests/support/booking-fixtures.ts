import { memoryStore } from "../../src/server/idempotency";
import type { BookingDeps } from "../../src/server/booking";
import { memoryLimiter, type Limiter } from "../../src/server/rate-limit";
import type { Mailer, MailMessage } from "../../src/server/mail";
import { ok } from "../../src/server/result";

export const NOW = new Date("2026-11-22T10:00:00Z");

export function validBooking(overrides: Record<string, unknown> = {}) {
  return {
    prenom: "Anne",
    nom: "Lemaire",
    telephone: "06 12 34 56 78",
    email: "anne.lemaire@exemple.fr",
    datePriseEnCharge: "2026-12-03",
    heurePriseEnCharge: "06:15",
    lieuDepart: "12 rue Crébillon, 44000 Nantes",
    lieuArrivee: "Aéroport Nantes Atlantique",
    typeDeplacementProfessionnel: true,
    nombrePassagers: "2",
    numeroVolTrain: "AF1234",
    informationsSupplementaires: "Deux valises.\nMerci !",
    consentementRgpd: true,
    ...overrides,
  };
}

export function bookingRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost:3000/api/booking", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Records sent messages in memory; tests that need real files or SendGrid use those mailers instead. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    name: "memory",
    sent,
    async send(message) {
      sent.push(message);
      return ok({ id: String(sent.length) });
    },
  };
}

export function deps(overrides: Partial<BookingDeps> = {}, limiter?: Limiter): BookingDeps {
  return {
    limiter: limiter ?? memoryLimiter({ requests: 100, windowMs: 60_000 }),
    store: memoryStore(),
    mailer: memoryMailer(),
    inbox: "reservations-test@vtc-premium-nantes.fr",
    siteUrl: "https://www.vtc-premium-nantes.fr",
    extraOrigins: [],
    now: () => NOW,
    ...overrides,
  };
}
