import data from "../../content/figures.json" with { type: "json" };

/**
 * The figures the client stated (500+ clients, 99 % on time…), kept in one place: content/figures.json, where
 * each carries the operator's evidence (what proves it, the day he checked it). Pages read only the values; the
 * production build refuses while a figure has no evidence (src/content/figures.server.ts). The rating and the
 * number of reviews are not among them: they come from Google (src/content/google-rating.ts).
 */
export type Figures = {
  clients: string;
  trips: string;
  punctuality: string;
  loyalty: string;
  years: number;
  /** The service's hours: a commitment, not a measured result, so it carries no evidence. */
  availability: string;
};

/** The figures that state a result, each of which must be proved. */
export const CLAIMS = ["clients", "trips", "punctuality", "loyalty", "years"] as const;
export type ClaimName = (typeof CLAIMS)[number];

export const figures: Figures = {
  clients: data.clients.value,
  trips: data.trips.value,
  punctuality: data.punctuality.value,
  loyalty: data.loyalty.value,
  years: data.years.value,
  availability: data.availability,
};

/** "5 000+" → "5,000+", "99 %" → "99%": the same figure as an English page writes it. */
export function figureEn(value: string): string {
  return value.replace(/(\d)\u00a0(?=\d{3})/g, "$1,").replace(/\u00a0%/g, "%");
}

/** "500+" → "500": the figure a sentence says « plus de » (more than). */
export function atLeast(value: string): string {
  return value.replace(/\+$/, "");
}
