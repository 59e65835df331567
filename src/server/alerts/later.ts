import { waitUntil } from "@vercel/functions";
import { alertOperator } from "./alert.js";
import type { AlertEvent } from "./events.js";

/**
 * `alertOperator` after the answer: the function's answer leaves at once and the alert finishes within the
 * platform's `waitUntil` (its own time bound holds it anyway). Outside a request (a job's loop), it simply runs.
 */
export function alertLater(event: AlertEvent): void {
  waitUntil(alertOperator(event));
}
