/**
 * What a price includes and the cancellation terms, said one way in both languages by the e-mails, the
 * customer's proposal page and /tarifs; content/FACTS.md and the terms of sale say the same. The waiting
 * terms come from the fare grid (`waitingText` in src/lib/fares.ts).
 */
const NBSP = "\u00a0";

export const cancellationText = {
  fr: `Annulation gratuite plus de 24${NBSP}h avant la prise en charge${NBSP}; entre 24${NBSP}h et 2${NBSP}h avant${NBSP}: 50${NBSP}% du prix${NBSP}; moins de 2${NBSP}h avant ou absence${NBSP}: 100${NBSP}% du prix. Modification possible jusqu’à 2${NBSP}h avant la prise en charge.`,
  en: `Free cancellation more than 24${NBSP}hours before pickup; between 24 and 2${NBSP}hours before: 50% of the price; less than 2${NBSP}hours before, or no-show: 100% of the price. Changes possible up to 2${NBSP}hours before pickup.`,
} as const;

export const includesText = {
  fr: "carburant, péages et stationnement compris",
  en: "fuel, tolls and parking included",
} as const;

export const termsPath = { fr: "/cgv", en: "/en/terms" } as const;
export const faresPath = { fr: "/tarifs", en: "/en/fares" } as const;
