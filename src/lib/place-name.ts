/**
 * A place name reduced to what identifies it: "Rezé" and "reze", "Saint-Herblain" and "saint herblain",
 * "Aéroport" and "aero…" compare equal (accents, case and punctuation ignored). Shared by the address
 * suggestions and the fare grid, so a town the one finds is a town the other recognises.
 */
export function normalizePlace(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
