/**
 * The rules of the terms of sale, each written once (docs/decisions/140-one-source-per-rule.md). Every text that
 * states one (the terms of sale in both languages, the pages, the e-mails, the articles through their MDX props,
 * « Gérer ma réservation ») is built from here by src/lib/terms-of-sale.text.ts, and the manage function applies the same
 * values; a test fails when a text says something else. Times are hours before the pickup.
 */
export const CANCELLATION = {
  /** Free when cancelled more than this many hours before the pickup. */
  freeBeforeHours: 24,
  /** From then until this many hours before the pickup, `latePercent` of the price. */
  lateBeforeHours: 2,
  latePercent: 50,
  /** Later than that, or the customer absent at the pickup (a no-show): this share of the price. */
  lastPercent: 100,
  /**
   * A booking made firm inside a fee window (less than `freeBeforeHours` before the pickup) may still be cancelled
   * free for this many minutes after it became firm: no fee is due for a minute the customer could not avoid.
   */
  graceMinutes: 15,
} as const;

/** A change of date, time or places can be asked for until this many hours before the pickup (terms, art. 6). */
export const CHANGE_UNTIL_HOURS = 2;

/** A difficulty is best reported within this many hours after the trip (terms, art. 11; a request, not a bar). */
export const COMPLAINT_WITHIN_HOURS = 48;
