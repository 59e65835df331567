import { MAX_PRICE } from "../config/booking.js";

/**
 * The price the operator types on /confirmer, read the same way by the page (to show what will leave) and by
 * /api/confirm (the authority): "42", "42.5", "42,50" or a number → euros with at most two decimals, from 1 €
 * to the ceiling (src/config/booking.ts); anything else is undefined.
 */
export function parsePrice(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,5}([.,]\d{1,2})?$/.test(text)) return undefined;
  const price = Number(text.replace(",", "."));
  return price >= 1 && price <= MAX_PRICE ? price : undefined;
}

/**
 * At or below the fare the customer saw, his request already accepted that price: the proof goes out. Above
 * it, or on a « sur devis » trip, he is asked first (docs/decisions/090-price-acceptance.md).
 */
export function needsAcceptance(request: { estimate: number | null }, price: number): boolean {
  return request.estimate === null || price > request.estimate;
}
