/**
 * What the site measures, once the visitor has accepted it (docs/decisions/120-measurement-with-consent.md).
 * Code that knows something happened (the booking form) only announces it here; the measurement code, loaded
 * after consent, listens and forwards it to Vercel Web Analytics. Without consent nobody listens: the event
 * goes nowhere, and the form carries no analytics code.
 */
export const MEASURE_EVENT = "vtc:measure";

/** Property values the operator groups by: never a name, e-mail, phone, address or flight number. */
export type Measured =
  | {
      name: "Booking request sent";
      data: { language: string; page: string; fare: number | "sur devis"; commitment: "booking" | "request" };
    }
  | { name: "Phone tap" | "WhatsApp tap"; data: { language: string; page: string } }
  | { name: "Quote page opened"; data: { language: string; from: string; fromPath: string } };

export function measure(event: Measured) {
  window.dispatchEvent(new CustomEvent<Measured>(MEASURE_EVENT, { detail: event }));
}
