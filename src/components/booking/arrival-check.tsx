import { Check, Plane, TrainFront, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { followedPlace } from "~/lib/arrival-number";
import type { BookingLocale } from "~/lib/booking/schema";
import { arrivalCheckText } from "./arrival-check.text";

/** /api/arrival's answer (src/server/arrivals/handler.ts). */
type Answer =
  | {
      status: "here";
      kind: "flight" | "train";
      number: string;
      scheduled: string;
      estimated?: string;
      landed?: string;
      international: boolean;
      origin?: string;
      pickup: string;
      waitingMinutes: number;
    }
  | { status: "elsewhere"; kind: "flight"; number: string; lands: string[] }
  | { status: "none"; kind: "flight" | "train"; number: string }
  | { status: "unchecked" }
  | { status: "not-followed" };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A pause in typing before the number is checked: one call per number, not per key. */
const PAUSE_MS = 700;

/**
 * Beside the flight or train number, once a pickup at the airport or the station, a date and a number are given: the
 * flight's scheduled landing at Nantes Atlantique (the train's arrival at the Gare de Nantes), whether it comes from
 * abroad, the pickup it proposes; or, plainly, that it does not arrive at Nantes that day. One call to our function
 * (the provider's key stays on the server), nothing more in the bundle (docs/decisions/250-arrivals-followed.md).
 */
export function ArrivalCheck({
  id,
  locale,
  number,
  date,
  from,
  time,
  onPickup,
}: {
  id: string;
  locale: BookingLocale;
  number: string;
  date: string;
  from: string;
  time: string;
  onPickup: (time: string) => void;
}) {
  const t = arrivalCheckText[locale];
  const followed = followedPlace(from);
  const [answer, setAnswer] = useState<Answer | "checking" | null>(null);
  const given = number.trim();

  useEffect(() => {
    if (!followed || given.length < 3 || !DATE.test(date)) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setAnswer("checking");
      try {
        const response = await fetch("/api/arrival", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ number: given, date, from }),
          signal: controller.signal,
        });
        setAnswer(response.ok ? ((await response.json()) as Answer) : { status: "unchecked" });
      } catch {
        if (!controller.signal.aborted) setAnswer({ status: "unchecked" });
      }
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [followed, given, date, from]);

  if (answer === "checking")
    return (
      <p id={id} role="status" className="mt-1.5 text-xs text-muted">
        {t.checking}
      </p>
    );
  if (!answer || answer.status === "not-followed")
    return (
      <p id={id} className="mt-1.5 text-xs text-muted">
        {t.hint(followed)}
      </p>
    );
  if (answer.status !== "here")
    return (
      <p id={id} role="status" className="mt-2 flex gap-2 text-sm leading-relaxed text-ink">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-ink" />
        <span>
          {answer.status === "elsewhere"
            ? t.elsewhere(answer.number, date, answer.lands)
            : answer.status === "none"
              ? t.none(answer.kind, answer.number, date)
              : t.unchecked}
        </span>
      </p>
    );
  const Icon = answer.kind === "flight" ? Plane : TrainFront;
  const chosen = time === answer.pickup;
  return (
    <div id={id} role="status" className="mt-3 rounded-xl border border-gold/60 bg-ivory p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-gold-ink" />
        {t.title(answer.kind, answer.number, answer.origin)}
      </p>
      <p className="mt-2 leading-relaxed">
        {answer.landed
          ? t.landed(answer.kind, answer.landed)
          : `${t.scheduled(answer.kind, answer.scheduled, date)}${answer.estimated ? t.estimated(answer.estimated) : ""}`}
        .
      </p>
      <p className="mt-1 leading-relaxed text-muted">
        {t.origin(answer.kind, answer.international, answer.waitingMinutes)}
      </p>
      {chosen ? (
        <p className="mt-3 flex items-center gap-2 font-medium text-ink">
          <Check aria-hidden="true" className="h-4 w-4 text-gold-ink" /> {t.pickupSet(answer.pickup)}
        </p>
      ) : (
        <button type="button" onClick={() => onPickup(answer.pickup)} className="btn-ghost-dark mt-3">
          {t.usePickup(answer.pickup)}
        </button>
      )}
    </div>
  );
}
