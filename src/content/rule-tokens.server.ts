import { numbersText } from "../lib/numbers.text";
import { grid } from "../lib/fares";
import { CANCELLATION, CHANGE_UNTIL_HOURS } from "../config/terms-of-sale";
import { figures } from "./figures";
import { arrivalTermsText } from "../lib/arrival-terms.text";

const arrivals = arrivalTermsText.fr;

const NBSP = "\u00a0";

/**
 * Where a JSON content file (a commune's texts, the services…) states a figure of a rule, it writes a token
 * instead, replaced at build time from the rule's one source: the waiting terms from content/fares.json, the terms
 * of sale's deadlines from src/config/terms-of-sale.ts, the client's punctuality from content/figures.json, what is
 * done with an arrival followed from src/lib/arrival-terms.text.ts. MDX texts
 * use their props instead (src/content/mdx.server.tsx).
 */
export const ruleTokens: Record<string, string> = {
  "{attente-offerte}": `${grid.waiting.freeMinutes}${NBSP}minutes`,
  "{attente-vol-international}": `${grid.waiting.internationalArrivalFreeMinutes}${NBSP}minutes`,
  "{annulation-gratuite-avant}": numbersText.fr.hours(CANCELLATION.freeBeforeHours),
  "{modification-avant}": numbersText.fr.hours(CHANGE_UNTIL_HOURS),
  // A figure the client stated, with its evidence in content/figures.json: stated from there, never retyped.
  "{ponctualite}": figures.punctuality,
  // What is done with a flight or a train followed (docs/decisions/250-arrivals-followed.md), never retyped.
  "{arrivee-titre}": arrivals.cardTitle,
  "{arrivee-carte}": arrivals.card,
  "{arrivee-aeroport}": arrivals.airport,
  "{arrivee-aeroport-court}": arrivals.airportFeature,
  "{arrivee-gare}": arrivals.station,
  "{arrivee-gare-court}": arrivals.stationFeature,
  "{arrivee-vol}": arrivals.flight,
};

/** `value` with every token replaced, strings deep inside included; an unknown token throws, naming `file`. */
export function withRuleTokens(value: unknown, file: string): unknown {
  if (typeof value === "string")
    return value.replace(/\{[^{}\s]+\}/g, (token) => {
      const said = ruleTokens[token];
      if (said === undefined)
        throw new Error(`${file}: unknown token ${token} (known: ${Object.keys(ruleTokens).join(", ")})`);
      return said;
    });
  if (Array.isArray(value)) return value.map((item) => withRuleTokens(item, file));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRuleTokens(item, file)]));
  return value;
}
