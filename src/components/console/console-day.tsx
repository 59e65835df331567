import { Landmark, MessageSquare, Navigation, Phone, Plane, StickyNote } from "lucide-react";
import { useEffect, useState } from "react";
import type { DayTrip, DayView } from "~/server/console/day";
import { actWithPasskey, callConsole } from "./console-call";
import {
  Badge,
  dialable,
  longDay,
  mapsHref,
  RouteLine,
  type Said,
  SaidLine,
  SectionTitle,
  saidOf,
} from "./console-parts";
import { consoleWords, formatCents } from "./console.text";

const t = consoleWords.fr;

/** His trips from today to the seventh day, each with what he needs at the wheel; conflicts and absences first. */
export function DayList({ view, onChanged }: { view: DayView; onChanged: () => void }) {
  const conflicted = new Set(view.conflicts.flatMap((c) => [c.reference, c.with]));
  const timeOf = new Map(view.days.flatMap((d) => d.trips.map((trip) => [trip.reference, trip.time] as const)));
  const named = (reference: string) => `${timeOf.get(reference) ?? ""} ${reference}`.trim();
  return (
    <div className="grid gap-10">
      {view.conflicts.length > 0 && (
        <section
          aria-labelledby="conflicts"
          className="rounded-2xl border border-[#b42318]/30 bg-white p-5 shadow-card"
        >
          <h2 id="conflicts" className="font-sans text-base font-semibold text-[#8f1d13]">
            {t.conflictsTitle}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {view.conflicts.map((c) => (
              <li key={`${c.reference}-${c.with}`}>{t.conflict(c.kind, named(c.reference), named(c.with))}</li>
            ))}
          </ul>
        </section>
      )}
      {view.unavailable.length > 0 && (
        <section aria-labelledby="away" className="rounded-2xl border border-gold/40 bg-gold/10 p-5">
          <h2 id="away" className="font-sans text-base font-semibold">
            {t.awayTitle}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {view.unavailable.map((p) => (
              <li key={`${p.from}-${p.to}`}>
                {t.away(p.from.replace("T", " à "), p.to.replace("T", " à "))}
                {p.note ? ` (${p.note})` : ""}
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.days.map((day, i) => {
        const live = day.trips.filter((trip) => !trip.state.startsWith("cancelled") && trip.state !== "declined");
        const title = i === 0 ? t.today : i === 1 ? t.tomorrow : longDay(day.date);
        return (
          <section
            key={day.date}
            aria-labelledby={`day-${day.date}`}
            className={i > 1 && !day.trips.length ? "opacity-80" : ""}
          >
            <SectionTitle id={`day-${day.date}`} aside={t.tripsCount(live.length)}>
              <span className="first-letter:uppercase">{title}</span>
              {i < 2 && <span className="ml-2 font-sans text-sm font-normal text-muted">{longDay(day.date)}</span>}
            </SectionTitle>
            {day.trips.length === 0 ? (
              <p className="mt-3 text-sm text-muted">{t.noTrip}</p>
            ) : (
              <ol className="mt-4 grid gap-4 lg:grid-cols-2">
                {day.trips.map((trip) => (
                  <li key={trip.reference}>
                    <TripCard trip={trip} conflict={conflicted.has(trip.reference)} onChanged={onChanged} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}

function paymentLine(trip: DayTrip): string {
  const parts = [t.modes[trip.mode ?? "none"], t.price(trip.price)];
  if (trip.card) parts.push(trip.card);
  if (trip.owed > 0) parts.push(t.owed(trip.owed));
  else if (trip.held > 0) parts.push(t.held(trip.held));
  return parts.join(" · ");
}

export function TripCard({ trip, conflict, onChanged }: { trip: DayTrip; conflict: boolean; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const cancelled = trip.state.startsWith("cancelled") || trip.state === "declined";
  const name = `${trip.firstName} ${trip.lastName}`;
  const tel = dialable(trip.phone);
  return (
    <article
      id={trip.reference}
      aria-label={`${trip.time} ${name}`}
      className={`card overflow-hidden ${conflict ? "ring-2 ring-[#b42318]/50" : ""} ${cancelled ? "opacity-70" : ""}`}
    >
      <div className="flex items-start gap-4 p-5">
        <div className="w-16 shrink-0 border-r border-line pr-4">
          <p className={`font-display text-2xl leading-none text-ink ${cancelled ? "line-through" : ""}`}>
            {trip.time}
          </p>
          <p className="mt-1.5 text-xs text-muted">{t.passengers(trip.passengers)}</p>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-sans text-base font-semibold text-ink">{name}</h3>
            <Badge tone={trip.state === "confirmed" ? "gold" : "plain"}>{t.states[trip.state] ?? trip.state}</Badge>
            {conflict && <Badge tone="alert">{t.conflictBadge}</Badge>}
            {trip.cardMissing && <Badge tone="alert">{t.cardMissing}</Badge>}
            {trip.changePending && <Badge>{t.changePending}</Badge>}
          </div>
          <p className="mt-0.5 text-xs tracking-wide text-muted">{trip.reference}</p>
          <RouteLine from={trip.from} to={trip.to} className="mt-3" strong />
          <dl className="mt-2 grid gap-1 text-sm">
            {trip.flightOrTrain && <Line icon={Plane} label={t.flight} value={trip.flightOrTrain} />}
            {trip.notes && <Line icon={StickyNote} label={t.notes} value={trip.notes} />}
            {trip.company && <Line icon={Landmark} label={t.company} value={trip.company} />}
          </dl>
          <p className="mt-3 text-sm">
            <span className="text-muted">{t.payment} · </span>
            <span className="font-medium">{paymentLine(trip)}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-line/70 bg-ivory/60 px-5 py-3">
        <a href={`tel:${tel}`} className="btn-dark min-h-10 px-4 text-sm">
          <Phone aria-hidden="true" className="h-4 w-4" /> {t.call}
        </a>
        <a href={`sms:${tel}`} className="btn-ghost-dark min-h-10 px-4 text-sm">
          <MessageSquare aria-hidden="true" className="h-4 w-4" /> {t.text}
        </a>
        <a href={mapsHref(trip.from)} className="btn-ghost-dark min-h-10 px-4 text-sm">
          <Navigation aria-hidden="true" className="h-4 w-4" /> {t.navigate}
        </a>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="btn min-h-10 px-4 text-sm text-gold-ink hover:bg-gold/10 sm:ml-auto"
        >
          {open ? t.close : t.manage}
        </button>
      </div>
      {open && <TripActs reference={trip.reference} onChanged={onChanged} />}
    </article>
  );
}

function Line({ icon: Icon, label, value }: { icon: typeof Plane; label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-ink" />
      <dt className="sr-only">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

const SHOWN = ["no-show", "end", "take-fee", "refund"] as const;
type TripOffers = { offers: string[]; fee: number | null; held: number };

/** The acts the booking's state allows now on this trip; a money act asks the passkey again. */
function TripActs({ reference, onChanged }: { reference: string; onChanged: () => void }) {
  const [offers, setOffers] = useState<TripOffers | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState("");
  const [amount, setAmount] = useState("");
  const read = (data: Record<string, unknown>): TripOffers => {
    const money = (data.money ?? {}) as {
      offers?: string[];
      fee?: { due: number; taken: boolean } | null;
      held?: number;
    };
    const all = new Set([...((data.offers as string[] | undefined) ?? []), ...(money.offers ?? [])]);
    return {
      offers: SHOWN.filter((a) => all.has(a)),
      fee: money.fee && !money.fee.taken ? money.fee.due : null,
      held: money.held ?? 0,
    };
  };
  const load = async () => {
    const { status, data } = await callConsole({ action: "trip", reference, act: { action: "view" } });
    if (status === 200) setOffers(read(data));
    else setSaid(saidOf(status, data, t.unexpected));
  };
  useEffect(() => {
    void load();
  }, []);
  const act = async (action: string) => {
    setBusy(action);
    const body = action === "refund" ? { action, amount: amount.trim() } : { action };
    const { status, data } = await actWithPasskey({ action: "trip", reference, act: body });
    setBusy("");
    setSaid(saidOf(status, data, t.unexpected));
    await load();
    if (status === 200) onChanged();
  };
  return (
    <div className="border-t border-line/70 px-5 py-4">
      {offers && offers.offers.length === 0 && <p className="text-sm text-muted">{t.noAct}</p>}
      {offers?.fee != null && <p className="text-sm">{t.feeLine(offers.fee)}</p>}
      {offers && offers.offers.some((a) => a === "take-fee" || a === "refund") && (
        <p className="mt-1 text-xs text-muted">{t.stepUpNote}</p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {offers?.offers.map((action) =>
          action === "refund" ? (
            <form
              key={action}
              className="flex items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void act(action);
              }}
            >
              <label className="text-sm">
                <span className="field-label">{t.refundAmount}</span>
                <input
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  placeholder={formatCents(offers.held).replace(/\u00a0€$/, "")}
                  className="field-input min-h-10 w-32"
                />
              </label>
              <button type="submit" disabled={busy !== ""} className="btn-ghost-dark min-h-10 px-4 text-sm">
                {t.acts.refund}
              </button>
            </form>
          ) : (
            <button
              key={action}
              type="button"
              disabled={busy !== ""}
              onClick={() => void act(action)}
              className={`${action === "take-fee" ? "btn-gold" : "btn-ghost-dark"} min-h-10 px-4 text-sm`}
            >
              {t.acts[action]}
            </button>
          ),
        )}
      </div>
      <SaidLine said={said} />
    </div>
  );
}
