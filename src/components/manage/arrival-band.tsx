import { Plane, TrainFront } from "lucide-react";
import type { BookingLocale } from "~/lib/booking/schema";
import type { ArrivalView } from "~/server/booking/views";
import { arrivalBandText } from "./arrival-band.text";

/**
 * The flight or train the customer's pickup waits for, on « Gérer ma réservation »: the pickup as it now stands when it
 * moved with the arrival, the arrival's times, and the free waiting from it (docs/decisions/250-arrivals-followed.md).
 */
export function ArrivalBand({
  arrival: a,
  agreed,
  locale,
}: {
  arrival: ArrivalView;
  agreed: string;
  locale: BookingLocale;
}) {
  const t = arrivalBandText[locale];
  const Icon = a.kind === "flight" ? Plane : TrainFront;
  const times = a.landed
    ? t.landed(a.kind, a.landed)
    : a.scheduled
      ? `${t.scheduled(a.kind, a.scheduled)}${a.estimated ? t.estimated(a.estimated) : ""}`
      : null;
  const status =
    a.status === "diverted"
      ? t.diverted
      : a.status === "cancelled"
        ? t.cancelled(a.kind)
        : a.following === "not-here"
          ? t.notHere(a.kind)
          : a.following === "ceiling" || a.following === "no-news"
            ? t.unfollowed
            : !times
              ? t.unchecked(a.kind)
              : null;
  const disrupted = a.status === "diverted" || a.status === "cancelled";
  return (
    <section aria-labelledby="manage-arrival" className="flex gap-4 border-t border-line px-6 py-5 sm:px-8">
      <Icon aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-gold-ink" />
      <div className="grid gap-1">
        <h3 id="manage-arrival" className="font-sans font-semibold">
          {t.title(a.kind, a.number)}
        </h3>
        {a.moved && !disrupted && (
          <p data-moved-pickup className="font-display text-2xl text-ink">
            {t.pickup(a.pickup)}{" "}
            <span className="block font-sans text-sm text-muted sm:inline">{t.insteadOf(agreed)}</span>
          </p>
        )}
        {times && !disrupted && <p className="leading-relaxed">{times}.</p>}
        {status && <p className="leading-relaxed">{status}</p>}
        {!disrupted && a.following !== "not-here" && (
          <p className="text-sm text-muted">{t.waiting(a.waitingMinutes, a.waitingFrom)}</p>
        )}
      </div>
    </section>
  );
}
