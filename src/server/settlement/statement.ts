import { formatEuros, vehiclesFor, vehiclesText } from "../../lib/fares.js";
import { type Cents, manyEuros } from "../../lib/money.js";
import { parisDateTime, parisToUtc } from "../../lib/paris-time.js";
import { waitingOffered } from "../booking/facts.js";
import { type BookingRecord, feeBilled } from "../booking/record.js";
import type { ServiceLine } from "../payment/documents/parts.js";
import type { Trip } from "../trip/store.js";
import { statementText } from "./statement.text.js";

const NBSP = "\u00a0";

/**
 * What one of a trip's documents states (docs/decisions/200-booking-state.md), from the booking's record and the
 * terms' rules, never from a browser: the ride (its price, the waiting past the time offered in quarter hours at the
 * grid's rate, an extra agreed on the way, each on its own line, as the terms' art. 4 and 8 say it is charged), the
 * fee of a late cancellation or a no-show (art. 7), or the fare paid online at the customer's act.
 */
export type Billed = "ride" | "fee" | "fare";

export type Statement = {
  what: Billed;
  /** What the customer's statement, the payment page and the e-mails call it. */
  label: { fr: string; en: string };
  lines: ServiceLine[];
  total: Cents;
};

const day = (date: string) => date.split("-").reverse().join("/");

/** « Transport de personnes avec chauffeur (VTC), 1 voiture, 2 passagers » : the service as the documents name it. */
function serviceText(trip: Trip): string {
  const vehicles = vehiclesFor(trip.request.passengers);
  return `Transport de personnes avec chauffeur (VTC)${vehicles ? `, ${vehiclesText(vehicles)}` : ""}, ${trip.request.passengers}${NBSP}passager${trip.request.passengers === "1" ? "" : "s"}`;
}

const euros = (cents: Cents) => formatEuros(cents / 100);

export function statementOf(what: Billed, trip: Trip, record: BookingRecord): Statement | null {
  const r = trip.request;
  const pickup = parisToUtc(r.date, r.time);
  const course = {
    fr: statementText.fr.course(day(r.date), r.time),
    en: statementText.en.course(day(r.date), r.time),
  };
  switch (what) {
    case "fare": {
      const paid = record.farePaid;
      if (!paid) return null;
      return {
        what,
        label: course,
        lines: [
          {
            description: `${serviceText(trip)} — réglée en ligne à la réservation`,
            date: pickup,
            from: r.from,
            to: r.to,
            amount: paid.amount,
          },
        ],
        total: paid.amount,
      };
    }
    case "fee": {
      const fee = record.fee;
      if (!fee || fee.amount <= 0) return null;
      const kind = fee.kind === "no-show" ? "no-show" : "late";
      const name = { fr: statementText.fr.fee[kind], en: statementText.en.fee[kind] };
      // What the operator gave back before is given up for good: the fee kept counts it out, and so does its note.
      const due = feeBilled(record);
      if (due <= 0) return null;
      const less =
        due < fee.amount
          ? `, soit ${euros(fee.amount)}, moins ${euros(fee.amount - due)} déjà remboursé${manyEuros(fee.amount - due) ? "s" : ""}`
          : "";
      return {
        what,
        label: {
          fr: statementText.fr.feeLabel(name.fr, course.fr),
          en: statementText.en.feeLabel(name.en, course.en),
        },
        lines: [
          {
            description: `${name.fr}${NBSP}: ${fee.percent}${NBSP}% du prix convenu de ${euros(record.price)} (conditions générales de vente, art.${NBSP}7${fee.kind === "no-show" ? ` et${NBSP}8` : ""})${less} — course du ${day(r.date)} à ${r.time}, de ${r.from} à ${r.to}`,
            date: pickup,
            amount: due,
          },
        ],
        total: due,
      };
    }
    case "ride": {
      const end = record.end;
      if (!end) return null;
      const lines: ServiceLine[] = [
        {
          description: serviceText(trip),
          date: pickup,
          from: r.from,
          to: r.to,
          amount: end.total - end.waiting - end.extra,
        },
      ];
      if (end.waiting > 0)
        lines.push({
          description: waitingText(end, waitingOffered(r)),
          date: pickup,
          amount: end.waiting,
        });
      if (end.extra > 0)
        lines.push({
          description: end.extraLabel || statementText.fr.extra,
          date: pickup,
          amount: end.extra,
        });
      return { what, label: course, lines, total: end.total };
    }
    default: {
      const never: never = what;
      throw new Error(`unknown statement ${String(never)}`);
    }
  }
}

/** « Attente au-delà des 15 min offertes : 32 min, soit 3 quarts d’heure commencés à 15,00 € (CGV, art. 8) ». */
export function waitingText(
  end: { waitingMinutes: number; quarters: number; rate: Cents },
  offered: number,
  locale: "fr" | "en" = "fr",
): string {
  return statementText[locale].waiting(offered, end.waitingMinutes, end.quarters, end.rate);
}

/** The parts of a ride's total in the customer's words, for his e-mail: what the price became, and why. */
export function rideParts(trip: Trip, record: BookingRecord, locale: "fr" | "en"): string[] {
  const end = record.end;
  if (!end) return [];
  const t = statementText[locale];
  const parts = [t.part(t.agreed, end.total - end.waiting - end.extra)];
  if (end.waiting > 0) parts.push(t.part(waitingText(end, waitingOffered(trip.request), locale), end.waiting));
  if (end.extra > 0) parts.push(t.part(end.extraLabel || t.extra, end.extra));
  parts.push(t.part(t.total, end.total));
  return parts;
}

/** When the ride was closed, in words: « close le 03/12/2026 à 10:12 ». */
export const endedAt = (record: BookingRecord) => (record.end ? parisDateTime(new Date(record.end.at)) : "");
