import { CalendarCheck, Check, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { BookingLocale } from "~/lib/booking/schema";
import { formatEuros, vehiclesFor, vehiclesText, waitingText } from "~/lib/fares";
import { termsOfSaleText } from "~/lib/terms-of-sale.text";
import { type PaymentMode, paymentModes } from "~/config/payment";
import type { TripDetails } from "~/server/mail/rows";
import { proposalPanelText } from "./proposal-panel.text";
import { decodedFragment, keepLinkAcrossLanguages, reloadOnNewLink } from "~/lib/fragment";
import { dayText, parisDateTime } from "~/lib/paris-time";
import { callPanel, openLink } from "~/components/panel-call";
import { BusyIcon, CallUs, DetailRows, PanelAlert, PanelError, PanelLoading } from "~/components/panel-parts";

/** The proposal as /api/proposal shows it. */
type Proposal = TripDetails & {
  reference: string;
  locale: BookingLocale;
  firstName: string;
  lastName: string;
  estimate: number | null;
  price: number;
  deadline: string;
  /** Why he is asked to accept this price, and what cancelling would cost once he has: the server's words. */
  reason: string;
  fees: string;
  booked: boolean;
  /** The booking this proposal would change, for a change he asked for. */
  change?: string;
};
type Status = "proposed" | "accepted" | "declined" | "expired" | "pending" | "uncertain";
type State =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | {
      kind: "ready";
      proposal: Proposal;
      status: Status;
      at?: string;
      warning?: string;
      /** What is left to do online once accepted: the payment page, for the fare or the card. */
      payment?: { mode: "prepaid" | "guarantee"; url: string };
    };

/** The link's token and the answer it was opened for: `#accept.<token>`, `#decline.<token>` or `#<token>`. */
export function proposalFromLocation(hash: string): {
  token: string;
  intent: "accept" | "decline" | null;
} {
  const raw = decodedFragment(hash);
  const match = /^(accept|decline)\.(.*)$/.exec(raw);
  return match ? { token: match[2] ?? "", intent: match[1] as "accept" | "decline" } : { token: raw, intent: null };
}

const callProposal = (body: Record<string, unknown>, locale: BookingLocale) =>
  callPanel("/api/proposal", body, proposalPanelText[locale].offline, locale);

/**
 * The customer's answer to a price proposal (/proposition, /en/proposal): the page reads the link's token,
 * shows the trip, the price and its terms, and two buttons far apart. Nothing happens on opening the link; one
 * press answers, once. Opening the token and sending the e-mails happen in /api/proposal.
 */
export function ProposalPanel({ locale = "fr" }: { locale?: BookingLocale }) {
  const t = proposalPanelText[locale];
  const [state, setState] = useState<State>({ kind: "loading" });
  const [sending, setSending] = useState<"accept" | "decline" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [modeMissing, setModeMissing] = useState(false);
  const modes = paymentModes();
  const token = useRef("");
  const intent = useRef<"accept" | "decline" | null>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const statusBox = useRef<HTMLDivElement>(null);

  useEffect(reloadOnNewLink, []);

  useEffect(() => {
    const found = proposalFromLocation(window.location.hash);
    token.current = found.token;
    intent.current = found.intent;
    keepLinkAcrossLanguages();
    openLink(
      found.token,
      t,
      (body) => callProposal(body, locale),
      setState,
      (data) =>
        setState({
          kind: "ready",
          proposal: data.proposal as Proposal,
          status: data.state as Status,
          at: data.at as string | undefined,
        }),
    );
  }, [locale, t]);

  useEffect(() => {
    if (state.kind !== "ready" || state.status !== "proposed") return;
    if (intent.current === "decline") declineButton.current?.focus();
    else if (intent.current === "accept") acceptButton.current?.focus();
  }, [state]);

  async function answer(action: "accept" | "decline") {
    if (state.kind !== "ready" || sending) return;
    // Accepting binds him: he says how he pays first, when there is a choice (a change keeps the booking's own).
    const choose = action === "accept" && !state.proposal.change && modes.length > 1;
    if (choose && !mode) {
      setModeMissing(true);
      document.querySelector<HTMLInputElement>('input[name="paiement"]')?.focus();
      return;
    }
    setSending(action);
    setError(null);
    const chosen = action === "accept" && !state.proposal.change ? (mode ?? modes[0]) : undefined;
    const { status, data } = await callProposal(
      { token: token.current, action, ...(chosen ? { payment: chosen } : {}) },
      locale,
    );
    setSending(null);
    if (typeof data.state === "string" && data.proposal) {
      setState({
        kind: "ready",
        proposal: data.proposal as Proposal,
        status: data.state as Status,
        at: data.at as string | undefined,
        warning: typeof data.warning === "string" ? data.warning : undefined,
        payment: data.payment as { mode: "prepaid" | "guarantee"; url: string } | undefined,
      });
      setTimeout(() => statusBox.current?.focus(), 0);
      return;
    }
    setError(String(data.error ?? t.unexpected));
    if (status === 410) setState({ ...state, status: "expired" });
  }

  if (state.kind === "loading") return <PanelLoading>{t.loading}</PanelLoading>;
  if (state.kind === "error") return <PanelError message={state.message} />;

  const p = state.proposal;
  const price = formatEuros(p.price, locale);
  const vehicles = vehiclesFor(p.passengers);
  const rows: [string, string][] = [
    [t.date, `${dayText(p.date)}${t.at}${p.time}`],
    [t.from, p.from],
    [t.to, p.to],
    [t.passengers, p.passengers],
    ...(vehicles ? ([[t.vehicles, vehiclesText(vehicles, locale)]] as [string, string][]) : []),
    ...(p.flightOrTrain ? ([[t.flight, p.flightOrTrain]] as [string, string][]) : []),
  ];
  const terms: [string, string][] = [
    [t.fees, p.fees],
    [t.waiting, waitingText(locale)],
    [t.cancellation, termsOfSaleText[locale].cancellation],
  ];
  return (
    <div className="card overflow-hidden">
      <div className="border-b border-line bg-ivory px-6 py-5 sm:px-8">
        <p className="text-sm text-muted">
          {t.reference} <span className="font-semibold whitespace-nowrap text-ink">{p.reference}</span>
        </p>
        <h2 className="mt-1 font-display text-2xl">{t.hello(p.firstName)}</h2>
      </div>
      <div className="grid gap-8 px-6 py-6 sm:px-8 md:grid-cols-[1fr_15rem]">
        <DetailRows rows={rows} className="grid content-start gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]" />
        {/* The price first on a phone, beside the trip on a wide screen. */}
        <div className="order-first self-start rounded-xl border border-gold/60 bg-ivory p-5 md:order-none">
          <p className="eyebrow text-gold-ink">{t.priceLabel}</p>
          <p className="mt-2 font-display text-4xl whitespace-nowrap" data-price={p.price}>
            {price}
          </p>
          <p className="mt-1 text-sm text-muted">
            {t.vat} · {termsOfSaleText[locale].includes}
          </p>
          <p className="mt-3 text-xs leading-relaxed text-muted">{p.reason}</p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 border-t border-line px-6 py-6 text-sm sm:grid-cols-[max-content_1fr] sm:px-8">
        {terms.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="-mt-2 leading-relaxed text-muted sm:mt-0">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold">{t.termsLabel}</dt>
          <dd className="-mt-2 sm:mt-0">
            <a
              href={termsOfSaleText[locale].termsPath}
              target="_blank"
              rel="noopener"
              className="font-medium text-gold-ink underline underline-offset-2"
            >
              {t.termsLink}
            </a>
          </dd>
        </div>
      </dl>
      <div className="border-t border-line bg-sand/40 px-6 py-6 sm:px-8">
        {state.status === "proposed" ? (
          <>
            <p id="proposal-before" className="leading-relaxed">
              {t.before(price, parisText(p.deadline, locale), Boolean(p.change))}
            </p>
            {!p.change && modes.length > 1 && (
              <fieldset className="mt-6">
                <legend className="font-semibold">{t.paymentTitle}</legend>
                <div className="mt-2 grid gap-3 sm:grid-cols-2" role="radiogroup" aria-required="true">
                  {modes.map((option) => (
                    <label
                      key={option}
                      className={`flex cursor-pointer flex-col gap-1 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--ring) ${mode === option ? "border-gold-ink bg-white" : "border-line bg-white/60 hover:border-ink/30"}`}
                    >
                      <input
                        type="radio"
                        name="paiement"
                        value={option}
                        className="sr-only"
                        checked={mode === option}
                        onChange={() => {
                          setMode(option);
                          setModeMissing(false);
                        }}
                      />
                      <span className="font-medium">{t.payment[option].title(price)}</span>
                      <span className="text-xs leading-relaxed text-muted">{t.payment[option].text}</span>
                    </label>
                  ))}
                </div>
                {modeMissing && <p className="field-error">{t.paymentMissing}</p>}
              </fieldset>
            )}
            <div className="mt-6 flex flex-col gap-12 sm:flex-row sm:items-center sm:gap-8">
              <button
                type="button"
                ref={acceptButton}
                aria-describedby="proposal-before"
                onClick={() => void answer("accept")}
                aria-disabled={sending !== null || undefined}
                className="btn-gold w-full aria-disabled:opacity-60 sm:w-auto sm:whitespace-nowrap"
              >
                {<BusyIcon busy={sending === "accept"} icon={Check} />}
                {t.accept(price, Boolean(p.change))}
              </button>
              <button
                type="button"
                ref={declineButton}
                onClick={() => void answer("decline")}
                aria-disabled={sending !== null || undefined}
                className="btn-ghost-dark w-full aria-disabled:opacity-60 sm:w-auto sm:whitespace-nowrap"
              >
                {<BusyIcon busy={sending === "decline"} icon={X} />}
                {t.decline}
              </button>
            </div>
          </>
        ) : (
          <div
            ref={statusBox}
            tabIndex={-1}
            role="status"
            className="flex gap-3 outline-none"
            data-state={state.status}
          >
            <CalendarCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
            <div>
              <p className="leading-relaxed">
                {t.status[state.status](state.at ? parisText(state.at, locale) : "", price)}
              </p>
              {state.status === "accepted" && state.payment && (
                <>
                  <p className="mt-3 leading-relaxed">{t.paymentStep[state.payment.mode](price)}</p>
                  <a href={state.payment.url} className="btn-gold mt-4">
                    {t.paymentButton[state.payment.mode](price)}
                  </a>
                </>
              )}
            </div>
          </div>
        )}
        {(error || state.warning) && <PanelAlert>{error ?? state.warning}</PanelAlert>}
        <CallUs question={t.question} locale={locale} />
      </div>
    </div>
  );
}

const parisText = (iso: string, locale: BookingLocale) => parisDateTime(new Date(iso), locale);
