import { randomUUID } from "node:crypto";

/**
 * The smoke's bookings say what they are: « Test Smoke », a fictional phone number (the range ARCEP reserves
 * for fiction), an address at example.com (a domain reserved for examples: nobody receives it), a date a month
 * ahead, and a note asking not to handle it. Each run has its own address, so the per-recipient cap on
 * acknowledgements never hides one.
 */
export type SmokeBooking = {
  prenom: string;
  nom: string;
  telephone: string;
  email: string;
  datePriseEnCharge: string;
  heurePriseEnCharge: string;
  informationsSupplementaires: string;
};

export function smokeBooking(now = new Date()): SmokeBooking {
  const run = now.toISOString().replace(/\D/g, "").slice(0, 14);
  return {
    prenom: "Test",
    nom: "Smoke",
    telephone: "06 39 98 00 00",
    email: `test-smoke+${run}@example.com`,
    datePriseEnCharge: new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
    heurePriseEnCharge: "10:00",
    informationsSupplementaires: `Demande de test envoyée par npm run smoke (${run}) : ne pas traiter.`,
  };
}

/** The same test request as a script would POST it, with no browser and so no BotID headers. */
export function barePostBody(booking: SmokeBooking) {
  return {
    ...booking,
    lieuDepart: "Gare de Nantes, 27 boulevard de Stalingrad, 44000 Nantes",
    lieuArrivee: "Aéroport Nantes Atlantique, 44340 Bouguenais",
    typeDeplacementProfessionnel: false,
    nombrePassagers: "1",
    consentementRgpd: true,
    informationsSupplementaires: `${booking.informationsSupplementaires} (POST sans navigateur)`,
  };
}

export const newKey = () => randomUUID();
