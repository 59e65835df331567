import { CalendarCheck, CalendarX, Loader2, MailX, PencilLine } from "lucide-react";
import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import type { BookingLocale } from "~/lib/booking/schema";
import { formatEuros } from "~/lib/fares";
import { decodedFragment, keepLinkAcrossLanguages, reloadOnNewLink } from "~/lib/fragment";
import { dayText, parisDateTime } from "~/lib/paris-time";
import type { TripDetails } from "~/server/mail/rows";
import type {
  ArrivalView,
  CancellationView as Cancellation,
  NoShowView as TripOutcome,
  PendingChange,
} from "~/server/booking/views";
import { ArrivalBand } from "./arrival-band";
import { type ManageState, managePanelText } from "./manage-panel.text";
import { callPanel, openLink } from "~/components/panel-call";
import {
  BusyIcon,
  CallUs,
  DetailRows,
  type Loaded,
  type Notice,
  PanelError,
  PanelLoading,
} from "~/components/panel-parts";

/** The booking as /api/manage shows it. */
type View = {
  trip: TripDetails & { reference: string; locale: BookingLocale; firstName: string; price: number; changed: boolean };
  state: ManageState;
  cancellation?: Pick<Cancellation, "at" | "feePercent" | "fee" | "reason"> & { by: "customer" | "operator" };
  noShow?: Pick<TripOutcome, "at" | "feePercent" | "fee">;
  /** What cancelling costs now: its share, and its amount in cents. */
  fee?: { percent: number; amount: number };
  schedule: { percent: number; until: string | null }[];
  deadlines: { change: string; pickup: string };
  canChange: boolean;
  pendingChange?: Pick<PendingChange, "at" | "date" | "time" | "from" | "to">;
  unsubscribed: boolean;
  /** How the booking is paid, and the payment page while something is left to do there. */
  payment?: { text: string; link?: string };
  /** The flight or train the pickup waits for, and the pickup it moved to. */
  arrival?: ArrivalView;
};
type Intent = "cancel" | "change" | "unsubscribe" | null;
type Change = { date: string; time: string; from: string; to: string };

const INTENTS: Record<string, Intent> = {
  annuler: "cancel",
  modifier: "change",
  desabonner: "unsubscribe",
};
const FIELDS: Record<string, keyof Change> = {
  datePriseEnCharge: "date",
  heurePriseEnCharge: "time",
  lieuDepart: "from",
  lieuArrivee: "to",
};

/** The link's token and what it was opened for: `#annuler.<token>`, `#modifier.…`, `#desabonner.…` or `#<token>`. */
export function manageFromLocation(hash: string): {
  token: string;
  intent: Intent;
} {
  const raw = decodedFragment(hash);
  const match = /^(annuler|modifier|desabonner)\.(.*)$/.exec(raw);
  return match ? { token: match[2] ?? "", intent: INTENTS[match[1]!] ?? null } : { token: raw, intent: null };
}

const callManage = (body: Record<string, unknown>, locale: BookingLocale) =>
  callPanel("/api/manage", body, managePanelText[locale].offline, locale);

const parisText = (iso: string, locale: BookingLocale) => parisDateTime(new Date(iso), locale);

/**
 * « Gérer ma réservation » (/ma-reservation, /en/my-booking): the booking as recorded, and what the customer
 * may still do. Cancelling shows the fee the terms of sale set at this moment and asks to confirm it; a change
 * is sent as a request, the booking standing until we answer; the review messages can be refused. Everything
 * is decided by /api/manage; nothing happens on opening the link.
 */
export function ManagePanel({ locale = "fr" }: { locale?: BookingLocale }) {
  const t = managePanelText[locale];
  const [loaded, setLoaded] = useState<Loaded<View>>({ kind: "loading" });
  const [intent, setIntent] = useState<Intent>(null);
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState<"cancel" | "change" | "unsubscribe" | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [change, setChange] = useState<Change>({
    date: "",
    time: "",
    from: "",
    to: "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Change, string>>>({});
  const [unsubscribed, setUnsubscribed] = useState(false);
  const token = useRef("");
  const cancelSection = useRef<HTMLElement>(null);
  const changeSection = useRef<HTMLElement>(null);
  const unsubscribeSection = useRef<HTMLElement>(null);
  const noticeBox = useRef<HTMLParagraphElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(reloadOnNewLink, []);

  useEffect(() => {
    const found = manageFromLocation(window.location.hash);
    token.current = found.token;
    setIntent(found.intent);
    keepLinkAcrossLanguages();
    openLink(
      found.token,
      t,
      (body) => callManage(body, locale),
      setLoaded,
      (data) => {
        const view = data as unknown as View;
        setChange({
          date: view.trip.date,
          time: view.trip.time,
          from: view.trip.from,
          to: view.trip.to,
        });
        setUnsubscribed(view.unsubscribed);
        setLoaded({ kind: "ready", view });
      },
    );
  }, [locale, t]);

  // Opened from « Annuler », « Modifier » or the unsubscribe line: that section first.
  useEffect(() => {
    if (loaded.kind === "loading") return;
    const target = {
      cancel: cancelSection,
      change: changeSection,
      unsubscribe: unsubscribeSection,
    }[intent ?? "cancel"];
    if (intent && target.current) {
      target.current.scrollIntoView({ block: "start" });
      target.current.focus();
    }
  }, [loaded.kind, intent]);

  useEffect(() => {
    if (reviewing) confirmButton.current?.focus();
  }, [reviewing]);

  function show(text: string, tone: "done" | "warn") {
    setNotice({ tone, text });
    setTimeout(() => noticeBox.current?.focus(), 0);
  }

  async function cancel() {
    if (loaded.kind !== "ready" || busy) return;
    setBusy("cancel");
    const { status, data } = await callManage(
      { token: token.current, action: "cancel", fee: loaded.view.fee?.percent },
      locale,
    );
    setBusy(null);
    setReviewing(false);
    if (data.trip) setLoaded({ kind: "ready", view: data as unknown as View });
    if (status === 200) show(typeof data.warning === "string" ? data.warning : "", "done");
    else show(String(data.error ?? t.unexpected), "warn");
  }

  async function askChange(event: FormEvent) {
    event.preventDefault();
    if (loaded.kind !== "ready" || busy) return;
    setBusy("change");
    setErrors({});
    const { status, data } = await callManage({ token: token.current, action: "change", change }, locale);
    setBusy(null);
    if (data.trip) setLoaded({ kind: "ready", view: data as unknown as View });
    if (status === 200) return show(t.changeSent, "done");
    const fieldErrors: Partial<Record<keyof Change, string>> = {};
    for (const [name, message] of Object.entries((data.errors as Record<string, string> | undefined) ?? {}))
      if (FIELDS[name]) fieldErrors[FIELDS[name]] = message;
    setErrors(fieldErrors);
    show(String(data.error ?? t.unexpected), "warn");
  }

  async function unsubscribe() {
    if (busy) return;
    setBusy("unsubscribe");
    const { status, data } = await callManage({ token: token.current, action: "unsubscribe" }, locale);
    setBusy(null);
    if (status === 200) setUnsubscribed(true);
    else show(String(data.error ?? t.unexpected), "warn");
  }

  const unsubscribeCard = (intent === "unsubscribe" || unsubscribed) && (
    <section
      ref={unsubscribeSection}
      tabIndex={-1}
      aria-labelledby="manage-unsubscribe"
      className="card flex gap-4 p-6 outline-none sm:p-8"
    >
      <MailX aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-gold-ink" />
      <div>
        <h2 id="manage-unsubscribe" className="font-sans text-lg font-semibold">
          {t.unsubscribeTitle}
        </h2>
        {unsubscribed ? (
          <p role="status" className="mt-2 leading-relaxed">
            {t.unsubscribed}
          </p>
        ) : (
          <>
            <p className="mt-2 leading-relaxed text-muted">{t.unsubscribeText}</p>
            <button type="button" onClick={() => void unsubscribe()} className="btn-ghost-dark mt-5">
              {busy === "unsubscribe" && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
              {t.unsubscribe}
            </button>
          </>
        )}
      </div>
    </section>
  );

  if (loaded.kind === "loading") return <PanelLoading>{t.loading}</PanelLoading>;
  if (loaded.kind === "error")
    return (
      <div className="grid gap-6">
        {unsubscribeCard}
        <PanelError message={loaded.message} />
      </div>
    );

  const v = loaded.view;
  const p = v.trip;
  const price = formatEuros(p.price, locale);
  const feeText = (fee: { percent: number; amount: number }) =>
    fee.percent === 0 ? t.freeFee : t.paidFee(fee.percent, formatEuros(fee.amount / 100, locale));
  const badge = v.pendingChange && v.state === "booked" ? t.badge.changing : t.badge[v.state];
  // The time agreed; when the arrival followed moved the pickup, the summary says so too (the band below says why).
  const moved =
    v.state === "booked" && v.arrival?.moved && v.arrival.status !== "diverted" && v.arrival.status !== "cancelled"
      ? `, ${t.movedTo(v.arrival.pickup)}`
      : "";
  const rows: [string, string][] = [
    [t.date, `${dayText(p.date)}${t.at}${p.time}${moved}`],
    [t.from, p.from],
    [t.to, p.to],
    [t.passengers, p.passengers],
    ...(p.flightOrTrain ? ([[t.flight, p.flightOrTrain]] as [string, string][]) : []),
  ];

  return (
    <div className="grid gap-6">
      {intent === "unsubscribe" && unsubscribeCard}
      <div className="card overflow-hidden">
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line bg-ivory px-6 py-5 sm:px-8">
          <div>
            <p className="text-sm text-muted">
              {t.reference} <span className="font-semibold whitespace-nowrap text-ink">{p.reference}</span>
            </p>
            <h2 className="mt-1 font-display text-2xl">{t.hello(p.firstName)}</h2>
          </div>
          <span
            data-state={v.state}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${v.state === "booked" ? "bg-ink text-ivory" : "border border-ink/25 text-ink"}`}
          >
            {badge}
          </span>
        </div>
        <div className="grid gap-8 px-6 py-6 sm:px-8 md:grid-cols-[1fr_13rem]">
          <DetailRows rows={rows} className="grid content-start gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]" />
          <div className="order-first self-start rounded-xl border border-gold/60 bg-ivory p-5 md:order-none">
            <p className="eyebrow text-gold-ink">{t.price}</p>
            <p className="mt-2 font-display text-3xl whitespace-nowrap">{price}</p>
            <p className="mt-1 text-sm text-muted">{t.vat}</p>
            {v.payment && (
              <p className="mt-3 text-xs leading-relaxed text-ink">
                <span className="text-muted">{t.payment}</span> {v.payment.text}
                {v.payment.link && (
                  <a href={v.payment.link} className="mt-2 block font-semibold underline underline-offset-2">
                    {t.payNow}
                  </a>
                )}
              </p>
            )}
            {p.changed && <p className="mt-3 text-xs text-muted">{t.changedNote}</p>}
          </div>
        </div>
        {v.arrival && v.state === "booked" && <ArrivalBand arrival={v.arrival} agreed={p.time} locale={locale} />}
        {v.state !== "booked" && (
          <div role="status" className="flex gap-3 border-t border-line bg-sand/40 px-6 py-5 sm:px-8">
            <CalendarX aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
            <p className="leading-relaxed">
              {v.cancellation
                ? v.cancellation.by === "operator"
                  ? t.cancelledByUs(parisText(v.cancellation.at, locale), v.cancellation.reason)
                  : t.cancelledText(
                      parisText(v.cancellation.at, locale),
                      feeText({
                        percent: v.cancellation.feePercent,
                        amount: v.cancellation.fee,
                      }),
                    )
                : v.noShow
                  ? t.noShowText(
                      parisText(v.noShow.at, locale),
                      feeText({
                        percent: v.noShow.feePercent,
                        amount: v.noShow.fee,
                      }),
                    )
                  : t.pastText}
            </p>
          </div>
        )}
        {v.pendingChange && v.state === "booked" && (
          <div className="flex gap-3 border-t border-line bg-sand/40 px-6 py-5 sm:px-8">
            <CalendarCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
            <div>
              <h3 className="font-sans font-semibold">{t.pendingTitle}</h3>
              <p className="mt-1 leading-relaxed">
                {t.pendingText(
                  parisText(v.pendingChange.at, locale),
                  `${dayText(v.pendingChange.date)}${t.at}${v.pendingChange.time}, ${v.pendingChange.from} → ${v.pendingChange.to}`,
                )}
              </p>
            </div>
          </div>
        )}
      </div>

      {notice?.text && (
        <p
          ref={noticeBox}
          tabIndex={-1}
          role={notice.tone === "warn" ? "alert" : "status"}
          className="rounded-xl border border-gold-ink/40 bg-white p-4 leading-relaxed outline-none"
        >
          {notice.text}
        </p>
      )}

      {v.state === "booked" && v.fee && (
        <ActSection id="manage-cancel" title={t.cancelTitle} ref={cancelSection}>
          <p className="mt-2 leading-relaxed">{t.cancelNow(feeText(v.fee))}</p>
          <p className="mt-1 text-sm text-muted">
            {t.schedule(
              v.schedule.map((step) => ({
                percent: step.percent,
                until: step.until === null ? null : Date.parse(step.until),
              })),
            )}
          </p>
          {reviewing ? (
            <div className="mt-5 rounded-xl border border-gold/60 bg-ivory p-5">
              <p className="leading-relaxed">{t.cancelReview(feeText(v.fee))}</p>
              <div className="mt-5 flex flex-col gap-12 sm:flex-row sm:items-center sm:gap-8">
                <button
                  ref={confirmButton}
                  type="button"
                  onClick={() => void cancel()}
                  aria-disabled={busy !== null || undefined}
                  className="btn-dark w-full aria-disabled:opacity-60 sm:w-auto"
                >
                  {busy === "cancel" && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
                  {v.fee.percent === 0
                    ? t.cancelConfirmFree
                    : t.cancelConfirmPaid(formatEuros(v.fee.amount / 100, locale))}
                </button>
                <button type="button" onClick={() => setReviewing(false)} className="btn-ghost-dark w-full sm:w-auto">
                  {t.keep}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" onClick={() => setReviewing(true)} className="btn-ghost-dark mt-5">
              <CalendarX aria-hidden="true" className="h-4 w-4" />
              {t.cancelStart}
            </button>
          )}
        </ActSection>
      )}

      {v.state === "booked" && !v.pendingChange && (
        <ActSection id="manage-change" title={t.changeTitle} ref={changeSection}>
          {v.canChange ? (
            <form onSubmit={(event) => void askChange(event)} noValidate className="mt-2">
              <p className="leading-relaxed text-muted">{t.changeText}</p>
              <p className="mt-1 text-sm text-muted">{t.changeUntil(parisText(v.deadlines.change, locale))}</p>
              <div className="mt-5 grid gap-4 sm:grid-cols-2">
                {(
                  [
                    ["date", t.newDate, "date"],
                    ["time", t.newTime, "time"],
                    ["from", t.newFrom, "text"],
                    ["to", t.newTo, "text"],
                  ] as const
                ).map(([name, label, type]) => (
                  <div key={name} className={type === "text" ? "sm:col-span-2" : undefined}>
                    <label htmlFor={`manage-${name}`} className="field-label">
                      {label}
                    </label>
                    <input
                      id={`manage-${name}`}
                      name={name}
                      type={type}
                      value={change[name]}
                      onChange={(event) => setChange({ ...change, [name]: event.target.value })}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={errors[name] ? `manage-${name}-error` : undefined}
                      autoComplete={type === "text" ? "street-address" : "off"}
                      className="field-input"
                    />
                    {errors[name] && (
                      <p id={`manage-${name}-error`} className="field-error">
                        {errors[name]}
                      </p>
                    )}
                  </div>
                ))}
              </div>
              <button
                type="submit"
                aria-disabled={busy !== null || undefined}
                className="btn-gold mt-6 aria-disabled:opacity-60"
              >
                {<BusyIcon busy={busy === "change"} icon={PencilLine} />}
                {t.changeSend}
              </button>
            </form>
          ) : (
            <p className="mt-2 leading-relaxed text-muted">{t.changeClosed}</p>
          )}
        </ActSection>
      )}

      {intent !== "unsubscribe" && unsubscribed && unsubscribeCard}

      <CallUs question={t.question} locale={locale} className="text-sm text-muted" />
    </div>
  );
}

/** What the customer may do with his booking, each in its own card: the link may open on it (focused, scrolled to). */
function ActSection({
  id,
  title,
  ref,
  children,
}: {
  id: string;
  title: string;
  ref: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={id} className="card p-6 outline-none sm:p-8">
      <h2 id={id} className="font-sans text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
