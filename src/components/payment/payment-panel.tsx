import { CreditCard, LockKeyhole } from "lucide-react";
import { useEffect, useState } from "react";
import type { BookingLocale } from "~/lib/booking/schema";
import { formatEuros } from "~/lib/fares";
import { decodedFragment, reloadOnNewLink } from "~/lib/fragment";
import { dayText, parisDateTime } from "~/lib/paris-time";
import { callPanel, openLink } from "~/components/panel-call";
import {
  BusyIcon,
  CallUs,
  DetailRows,
  type Loaded,
  PanelAlert,
  PanelError,
  PanelLoading,
} from "~/components/panel-parts";
import { paymentPanelText } from "./payment-panel.text";

/** The payment link as /api/payment shows it: never the address it was sent to. */
type Shown = {
  reference: string;
  act: "booking" | "due";
  mode: "prepaid" | "guarantee" | "in-car";
  label: string;
  amount: number;
  locale: BookingLocale;
  name: string;
  date: string;
  time: string;
  from: string;
  to: string;
  expiresAt: string;
};
type View = {
  payment: Shown;
  /** Where the link stands, from the booking's record: what is asked now, or nothing (and why). */
  state: "awaiting" | "card-saved" | "paid" | "nothing-due";
  why?: "declined" | "cancelled" | "replaced" | "ended";
  expired: boolean;
  card?: { brand: string | null; last4: string | null };
  paidAt?: string;
  /** Paid, but the price has risen since: what is left, taken at the ride's end. */
  rest?: number;
  /** Paid, then more since (the rest at the ride's end, its extras): how much more. */
  later?: number;
  /** The ride took place (or the customer did not come): what was paid is no longer promised back. */
  over?: boolean;
};

const callPayment = (body: Record<string, unknown>, locale: BookingLocale) =>
  callPanel("/api/payment", body, paymentPanelText[locale].offline, locale);

/**
 * The payment page (/paiement, /en/payment; docs/decisions/190-getting-paid.md): the booking, what is asked and
 * why, and one button to Stripe's hosted page, where the card is typed (never here). Coming back from it, the page
 * says what Stripe recorded: the fare paid, the card kept, or nothing yet. What is asked comes from the booking as it
 * stands: a booking declined, cancelled or repriced since asks nothing through this link, and the page says so.
 */
export function PaymentPanel({ locale = "fr" }: { locale?: BookingLocale }) {
  const t = paymentPanelText[locale];
  const [loaded, setLoaded] = useState<Loaded<View>>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState("");

  useEffect(reloadOnNewLink, []);

  useEffect(() => {
    const found = decodedFragment(window.location.hash);
    setToken(found);
    // Back from Stripe's page, the session says what it recorded.
    const session = new URLSearchParams(window.location.search).get("session");
    const view = (body: Record<string, unknown>) => callPayment({ ...body, ...(session ? { session } : {}) }, locale);
    openLink(found, t, view, setLoaded, (data) => setLoaded({ kind: "ready", view: data as unknown as View }));
  }, [locale, t]);

  async function checkout() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const { status, data } = await callPayment({ token, action: "checkout" }, locale);
    if (status === 200 && typeof data.url === "string") {
      window.location.assign(data.url);
      return;
    }
    setBusy(false);
    if (data.state && loaded.kind === "ready") setLoaded({ kind: "ready", view: data as unknown as View });
    setError(String(data.error ?? t.unexpected));
  }

  if (loaded.kind === "loading") return <PanelLoading>{t.loading}</PanelLoading>;
  if (loaded.kind === "error") return <PanelError message={loaded.message} />;
  const { view } = loaded;
  const p = view.payment;
  const amount = formatEuros(p.amount / 100, locale);
  // The ride's price now, when more than the page's amount is or was due: what was paid, then, and what is left.
  const price = formatEuros((p.amount + (view.rest ?? 0) + (view.later ?? 0)) / 100, locale);
  const paidAt = view.paidAt ? parisDateTime(new Date(view.paidAt), locale) : "";
  const rows: [string, string][] = [
    [t.reference, p.reference],
    [t.trip, `${dayText(p.date)}${t.at}${p.time}`],
    [t.from, p.from],
    [t.to, p.to],
    // « À régler maintenant » only while something is: a page with nothing due names the price as a price, and so
    // does a fare paid for a price that has risen since (the price now; the status below says what is left).
    view.rest || view.later
      ? [t.fareLater, `${price} ${t.vat}`]
      : [
          p.act === "due" ? t.due : p.mode === "prepaid" && view.state === "awaiting" ? t.fare : t.fareLater,
          `${amount} ${t.vat}`,
        ],
  ];
  const back = typeof window !== "undefined" && new URLSearchParams(window.location.search).has("session");
  return (
    <div className="card overflow-hidden">
      <div className="border-b border-line bg-ivory px-6 py-5 sm:px-8">
        <p className="text-sm text-muted">{t.hello(p.name)}</p>
        <h2 className="mt-1 font-display text-2xl">{headingOf(view, t)}</h2>
      </div>
      <DetailRows rows={rows} className="grid gap-x-8 gap-y-3 px-6 py-6 sm:grid-cols-[max-content_1fr] sm:px-8" />
      <div className="border-t border-line bg-sand/40 px-6 py-6 sm:px-8">
        {view.state === "awaiting" ? (
          <>
            <p className="leading-relaxed">
              {p.act === "due" ? t.dueText(amount) : p.mode === "prepaid" ? t.prepaidText(amount) : t.guaranteeText}
            </p>
            {back && <p className="mt-3 text-sm text-muted">{t.notYet}</p>}
            {view.expired ? (
              <p role="alert" className="mt-4 font-medium">
                {t.expired}
              </p>
            ) : (
              <button
                type="button"
                onClick={() => void checkout()}
                aria-disabled={busy || undefined}
                className="btn-gold mt-6 w-full aria-disabled:opacity-60 sm:w-auto"
              >
                <BusyIcon busy={busy} icon={CreditCard} />
                {p.act === "due" || p.mode === "prepaid" ? t.pay(amount) : t.saveCard}
              </button>
            )}
            <p className="mt-4 flex gap-2 text-xs leading-relaxed text-muted">
              <LockKeyhole aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {t.stripe}
            </p>
          </>
        ) : view.state === "nothing-due" ? (
          <div role="status" className="leading-relaxed" data-state={view.state}>
            {t.nothingDue[view.why ?? "ended"]}
          </div>
        ) : (
          <div role="status" className="leading-relaxed" data-state={view.state}>
            {view.state === "paid"
              ? view.later
                ? t.paidInAll(
                    formatEuros((p.amount + view.later) / 100, locale),
                    amount,
                    paidAt,
                    formatEuros(view.later / 100, locale),
                  )
                : (p.act === "due" || view.over ? t.paidDue : t.paid)(amount, paidAt)
              : t.cardSaved(view.card?.brand ?? null, view.card?.last4 ?? null)}
            {view.rest ? ` ${t.rest(formatEuros(view.rest / 100, locale), price, Boolean(view.card))}` : null}
          </div>
        )}
        {error && <PanelAlert>{error}</PanelAlert>}
        <CallUs question={t.question} locale={locale} />
      </div>
    </div>
  );
}

/** The page's heading: what is asked, or, once done, what was done (a card kept, a fare paid, nothing due). */
function headingOf(view: View, t: (typeof paymentPanelText)["fr"]): string {
  const p = view.payment;
  if (view.state === "nothing-due") return t.title.nothingDue;
  if (view.state === "card-saved") return t.title.cardSaved;
  if (view.state === "paid") return p.act === "due" ? p.label : view.rest ? t.title.paidPart : t.title.paid;
  return p.act === "due" ? p.label : t.title[p.mode === "prepaid" ? "prepaid" : "guarantee"];
}
