const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2024-01-15" → "15 janvier 2024" (dates are calendar days, read in UTC to stay stable). */
export function frenchDate(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}
