import data from "../../content/figures.json" with { type: "json" };

/**
 * The figures the client stated (500+ clients, 5/5 on 41 reviews…), kept in one place: content/figures.json,
 * whose note reminds the operator that each must be provable. Read by the pages at build time; the content
 * tests check its shape.
 */
export type Figures = {
  clients: string;
  trips: string;
  punctuality: string;
  availability: string;
  rating: { value: number; count: number };
  loyalty: string;
  years: number;
};

export const figures: Figures = data;

/** "5 000+" → "5,000+", "99 %" → "99%": the same figure as an English page writes it. */
export function figureEn(value: string): string {
  return value.replace(/(\d)\u00a0(?=\d{3})/g, "$1,").replace(/\u00a0%/g, "%");
}
