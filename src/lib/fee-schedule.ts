import { CANCELLATION } from "../config/terms-of-sale.js";
import { feeStepsText } from "./fee-schedule.text.js";

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const NBSP = "\u00a0";
type Locale = "fr" | "en";

/** One step of what cancelling costs: this share of the price until `until` (epoch ms), or for good (null). */
export type FeeStep = { percent: number; until: number | null };

/**
 * What cancelling costs over time under the terms of sale (src/config/terms-of-sale.ts), for a trip picked up at `pickup`
 * and firm since `firmAt`: free until the free deadline, or, when the booking became firm inside a fee window,
 * for the grace minutes after that; then the late share until the late deadline; then all of it (and for a
 * no-show). Only the steps still to come at `now` are given, the first being the one in force: no screen ever
 * shows a free deadline that has already passed.
 */
export function feeSchedule(pickup: number, firmAt: number, now: number): FeeStep[] {
  const freeDeadline = pickup - CANCELLATION.freeBeforeHours * HOUR_MS;
  const lateDeadline = pickup - CANCELLATION.lateBeforeHours * HOUR_MS;
  const freeUntil =
    firmAt > freeDeadline ? Math.min(firmAt + CANCELLATION.graceMinutes * MINUTE_MS, pickup) : freeDeadline;
  const steps: FeeStep[] = [
    { percent: 0, until: freeUntil },
    ...(lateDeadline > freeUntil ? [{ percent: CANCELLATION.latePercent, until: lateDeadline }] : []),
    { percent: CANCELLATION.lastPercent, until: null },
  ];
  return steps.filter((step) => step.until === null || step.until > now);
}

/** The share of the price cancelling costs at `now`, or null once the pickup time has come. */
export function feePercentAt(pickup: number, firmAt: number, now: number): number | null {
  if (now >= pickup) return null;
  return feeSchedule(pickup, firmAt, now)[0]?.percent ?? CANCELLATION.lastPercent;
}

/** Whether a booking made firm at `firmAt` gets the grace minutes (it became firm inside a fee window). */
export function inGrace(pickup: number, firmAt: number): boolean {
  return firmAt > pickup - CANCELLATION.freeBeforeHours * HOUR_MS;
}

/**
 * The schedule in words: « Gratuite jusqu’au 03/12/2026 à 06:15 ; 50 % du prix jusqu’au 04/12/2026 à 04:15 ;
 * 100 % ensuite. », "Free until …; 50% of the price until …; 100% after that." `freeUntil` replaces the first
 * step's date when it is not known yet (« pendant 15 minutes après notre confirmation »).
 */
export function feeScheduleText(steps: FeeStep[], locale: Locale, freeUntil?: string): string {
  const t = feeStepsText[locale];
  const parts = steps.map((step, i) => {
    const until = step.until === null ? null : i === 0 && freeUntil ? freeUntil : t.until(step.until);
    if (step.percent === 0) return until === null ? t.freeForGood : t.free(until);
    if (until === null) return steps.length === 1 ? t.only(step.percent) : t.last(step.percent);
    return t.share(step.percent, until);
  });
  const text = parts.join(t.separator);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * What cancelling would cost a booking made now, said before the customer binds himself (beside the form's button,
 * on a price proposal): the booking becomes firm at our confirmation (a booking at the fare shown) or at his
 * acceptance (a proposal); inside a fee window, the grace minutes run from that moment.
 */
export function bookingFeesText(
  pickup: number,
  now: number,
  locale: Locale,
  firmBy: "confirmation" | "acceptance" = "confirmation",
): string {
  const grace = inGrace(pickup, now);
  const steps = feeSchedule(pickup, now, now);
  const minutes = `${CANCELLATION.graceMinutes}${NBSP}minutes`;
  const freeUntil = grace ? feeStepsText[locale].grace[firmBy](minutes) : undefined;
  return feeScheduleText(steps, locale, freeUntil);
}
