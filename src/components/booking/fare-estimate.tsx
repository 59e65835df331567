import { BadgeEuro } from "lucide-react";
import { memo } from "react";
import type { BookingLocale } from "~/lib/booking/schema";
import { estimateFare, formatEuros, type Trip, vehiclesText } from "~/lib/fares";
import { NewTabLink } from "./fields";
import { bookingFormText } from "./booking-form.text";

/**
 * Step 2's indicative fare, from the grid (content/fares.json), the towns both addresses name and the
 * vehicles the passengers need. The server computes the same figure for the e-mails; sending accepts it
 * subject to confirmation, and a higher price is proposed to the customer first, so the text says so.
 */
export const FareEstimate = memo(function FareEstimate({ trip, locale }: { trip: Trip; locale: BookingLocale }) {
  const t = bookingFormText[locale];
  const fare = estimateFare(trip);
  const amount = fare.kind === "fare" ? `${formatEuros(fare.amount, locale)} ${t.fareVat}` : t.fareQuote;
  return (
    <section
      aria-live="polite"
      data-fare={fare.kind === "fare" ? fare.amount : "quote"}
      className="flex gap-4 rounded-xl border border-gold/50 bg-ivory p-4 sm:p-5"
    >
      <BadgeEuro aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-gold-ink" />
      <div>
        <p className="text-ink">
          {t.fareLabel}
          {t.fareColon}
          <strong className="font-display text-2xl font-semibold whitespace-nowrap">{amount}</strong>
        </p>
        {fare.kind === "fare" && (
          <p className="mt-1 text-sm text-ink">
            {t.fareVehicles(vehiclesText(fare.vehicles, locale), trip.passengers)}
          </p>
        )}
        <p className="mt-1 text-xs leading-relaxed text-muted">
          {fare.kind === "fare"
            ? t.fareIncludes(fare.night, fare.sunday)
            : fare.reason === "group"
              ? t.fareGroupText
              : t.fareQuoteText}{" "}
          <NewTabLink href={t.faresHref}>{t.fareGrid}</NewTabLink>.
        </p>
      </div>
    </section>
  );
});
