import { Clock, Phone, Plane, StickyNote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { OpenItem } from "~/server/console/day";
import { callConsole } from "./console-call";
import { Badge, dialable, RouteLine, type Said, SaidLine, saidOf, shortMoment } from "./console-parts";
import { consoleWords } from "./console.text";

const t = consoleWords.fr;

/** The answers awaited, soonest deadline first, each with the time left; `focus` is the one an alert opened. */
export function OpenList({
  items,
  now,
  focus,
  onChanged,
}: {
  items: OpenItem[];
  now: number;
  focus: string;
  onChanged: () => void;
}) {
  // What the last answer did stays here: the card answered leaves the list as it reloads.
  const [said, setSaid] = useState<Said>(null);
  const answered = (line: Said) => {
    setSaid(line);
    onChanged();
  };
  return (
    <div>
      <SaidLine said={said} className="mb-4" />
      {items.length === 0 ? (
        <p className="card p-6 text-muted">{t.nothingOpen}</p>
      ) : (
        <ol className="grid gap-4 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.reference}>
              <OpenCard item={item} now={now} focused={focus === item.reference} onAnswered={answered} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function OpenCard({
  item,
  now,
  focused,
  onAnswered,
}: {
  item: OpenItem;
  now: number;
  focused: boolean;
  onAnswered: (said: Said) => void;
}) {
  const [open, setOpen] = useState(focused);
  const [price, setPrice] = useState(item.price === null ? "" : String(item.price));
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const card = useRef<HTMLElement>(null);
  const answerable = item.kind !== "proposal";
  const deadline = item.deadline ?? item.pickup;
  const urgent = deadline - now < 2 * 3_600_000;
  // Opening an item notes it seen: its urgent alert then sends no SMS.
  useEffect(() => {
    if (!open || !answerable) return;
    void callConsole({ action: "request", reference: item.reference, act: { action: "view" } });
  }, [open]);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView({ block: "start" });
  }, [focused]);
  const answer = async (action: "confirm" | "decline") => {
    setBusy(true);
    const { status, data } = await callConsole({
      action: "request",
      reference: item.reference,
      act: action === "confirm" ? { action, price: price.trim() } : { action },
    });
    setBusy(false);
    const line = saidOf(status, data, t.answered);
    if (status >= 200 && status < 300)
      onAnswered(line?.tone === "done" ? { tone: "done", text: t.answeredRef(item.reference) } : line);
    else setSaid(line);
  };
  const name = `${item.firstName} ${item.lastName}`;
  return (
    <article ref={card} id={item.reference} aria-label={`${t.kinds[item.kind]} ${name}`} className="card p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={item.kind === "proposal" ? "plain" : "gold"}>{t.kinds[item.kind]}</Badge>
        <span className="text-xs tracking-wide text-muted">
          {item.reference}
          {item.of ? ` · ${t.ofBooking(item.of)}` : ""}
        </span>
      </div>
      <p
        className={`mt-3 flex items-center gap-2 text-sm font-semibold ${urgent ? "text-[#8f1d13]" : "text-gold-ink"}`}
      >
        <Clock aria-hidden="true" className="h-4 w-4" />
        {item.kind === "proposal" ? t.proposalLeft(deadline - now) : t.timeLeft(deadline - now)}
      </p>
      <h3 className="mt-2 font-sans text-lg font-semibold text-ink">
        {shortMoment(item.pickup)} · {name}
      </h3>
      <RouteLine from={item.from} to={item.to} className="mt-2" />
      <p className="mt-1 text-sm text-muted">
        {t.passengers(item.passengers)}
        {item.price !== null ? ` · ${t.fare(item.price)}` : ""}
        {item.held > 0 ? ` · ${t.heldOpen(item.held)}` : ""}
      </p>
      {item.flightOrTrain && (
        <p className="mt-1 flex gap-2 text-sm">
          <Plane aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-ink" /> {item.flightOrTrain}
        </p>
      )}
      {item.notes && (
        <p className="mt-1 flex gap-2 text-sm">
          <StickyNote aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-ink" /> {item.notes}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={`tel:${dialable(item.phone)}`} className="btn-ghost-dark min-h-10 px-4 text-sm">
          <Phone aria-hidden="true" className="h-4 w-4" /> {item.phone}
        </a>
        {answerable && !open && (
          <button type="button" onClick={() => setOpen(true)} className="btn-gold min-h-10 px-5 text-sm">
            {t.answer}
          </button>
        )}
      </div>
      {answerable && open && (
        <form
          className="mt-4 flex flex-wrap items-end gap-2 border-t border-line/70 pt-4"
          onSubmit={(e) => {
            e.preventDefault();
            void answer("confirm");
          }}
        >
          <label className="text-sm">
            <span className="field-label">{t.priceLabel}</span>
            <input
              inputMode="decimal"
              name="price"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              className="field-input min-h-10 w-28"
            />
          </label>
          <button type="submit" disabled={busy} className="btn-gold min-h-10 px-5 text-sm">
            {item.kind === "request" ? t.propose : t.confirm}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void answer("decline")}
            className="btn-ghost-dark min-h-10 px-4 text-sm"
          >
            {t.decline}
          </button>
        </form>
      )}
      <SaidLine said={said} />
    </article>
  );
}
