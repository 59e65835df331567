/**
 * Money is counted in integer cents wherever it is computed, stored or compared (docs/decisions/200-booking-state.md):
 * a price typed as « 8,20 » is read from its text, never through a floating-point product. Euros appear only at
 * the edges, for display and in the records written before cents.
 */
export type Cents = number;

/**
 * « 42 », « 42.5 », « 42,50 » or a number → cents, read digit by digit (never `× 100` on a float); undefined for
 * anything else or outside [min, max] cents.
 */
export function parseCents(value: unknown, bounds: { min?: Cents; max?: Cents } = {}): Cents | undefined {
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : typeof value === "string"
        ? value.trim()
        : "";
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = bounds;
  return cents >= min && cents <= max ? cents : undefined;
}

/** Euros kept with at most two decimals (a record written in euros) → cents. */
export function centsOf(euros: number): Cents {
  return Math.round(euros * 100);
}

/** `percent` % of an amount, rounded to the cent. */
export function shareOf(amount: Cents, percent: number): Cents {
  return Math.round((amount * percent) / 100);
}

/** Whether a value is an amount of cents: a whole, non-negative, safe number. */
export function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** French puts a word that agrees with an amount of euros in the plural from 2 € on (« 1,50 € remboursé », « 20 € remboursés »). */
export const manyEuros = (amount: Cents) => amount >= 200;
