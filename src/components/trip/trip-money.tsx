import { ArrowLeft, Banknote, Flag, Send, Undo2, Wallet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { PanelAnswer } from "~/components/panel-call";
import { BusyIcon, DetailRows, type Notice } from "~/components/panel-parts";
import { formatEuros } from "~/lib/fares";
import { parisDateTime } from "~/lib/paris-time";
import { parsePrice } from "~/lib/price";
import { rideTotal } from "~/lib/ride-total";
import { ActNotice, StepForm } from "./trip-parts";
import type { MoneyView } from "~/server/settlement/operator-acts";

const NBSP = "\u00a0";

type Step =
  | { kind: "idle" }
  | { kind: "take-fee" }
  | { kind: "end"; waiting: string; extra: string; label: string }
  | { kind: "refund"; amount: string };

export type Call = (body: Record<string, unknown>) => Promise<PanelAnswer>;

const euros = (cents: number) => `${formatEuros(cents / 100)}${NBSP}TTC`;
const cardName = (card: MoneyView["card"]) =>
  card
    ? [
        card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : "Carte",
        card.last4 && `•••• ${card.last4}`,
      ]
        .filter(Boolean)
        .join(" ")
    : null;

function modeText(v: MoneyView): string {
  if (v.mode === "prepaid")
    return v.paid
      ? `Prix réglé en ligne le ${parisDateTime(new Date(v.paid.at))} (${euros(v.paid.amount)})`
      : `Prix à régler en ligne${NBSP}: pas encore réglé`;
  if (v.mode === "guarantee")
    return v.card
      ? `Carte ${cardName(v.card)} enregistrée en garantie`
      : `Carte en garantie${NBSP}: pas encore enregistrée`;
  return "À bord, auprès du chauffeur";
}

const ACT_NAMES: Record<string, string> = {
  fee: "Frais",
  ride: "Course",
  "refund-declined": "Remboursement (réservation refusée)",
  "refund-proposed": "Remboursement (autre prix proposé)",
  "refund-cancel": "Remboursement à l’annulation",
  "refund-1": "Remboursement",
  "refund-2": "Remboursement",
  "refund-3": "Remboursement",
};

function actText(act: MoneyView["acts"][number]): string {
  const when = parisDateTime(new Date(act.at));
  if (act.state === "pending") return `${euros(act.amount)}${NBSP}: en cours`;
  if (act.state === "uncertain")
    return `${euros(act.amount)}${NBSP}: INCERTAIN (${when}), à vérifier dans le tableau de bord Stripe`;
  switch (act.outcome) {
    case "succeeded":
      return `${euros(act.amount)} encaissés le ${when}`;
    case "refunded":
      return `${euros(act.amount)} remboursés le ${when}`;
    case "pending":
      return `${euros(act.amount)}${NBSP}: paiement en cours chez Stripe`;
    case "needs-customer":
    case "declined":
      return `${euros(act.amount)}${NBSP}: lien de paiement envoyé le ${when}${act.outcome === "declined" ? " (carte refusée)" : ""}`;
    default:
      return `${euros(act.amount)}${NBSP}: échec (${act.reason ?? "inconnu"})`;
  }
}

/**
 * The money half of the operator's trip page: how the trip is paid, what the booking holds, and the three acts
 * (take the fee the terms set, close the ride with its final amount, refund), each reviewed before « Envoyer ».
 * Every amount the server charges is its own: the page's figures are a preview.
 */
export function TripMoney({
  money,
  who,
  price,
  call,
  onChanged,
}: {
  money: MoneyView;
  who: string;
  price: number;
  call: Call;
  onChanged: (money: MoneyView) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [reviewing, setReviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (reviewing) heading.current?.focus();
  }, [reviewing]);

  const v = money;
  const end = step.kind === "end" ? endFigures(step, price, money.waiting.maxMinutes) : null;

  function begin(next: Step) {
    setStep(next);
    setReviewing(next.kind === "take-fee");
    setError(null);
    setNotice(null);
  }

  function review() {
    if (step.kind === "end" && !end) return setError(endHint(v));
    if (step.kind === "refund") {
      const amount = parsePrice(step.amount);
      if (amount === undefined || amount <= 0 || Math.round(amount * 100) > v.held)
        return setError(`Indiquez un montant en euros, au plus ${euros(v.held)}.`);
    }
    setError(null);
    setReviewing(true);
  }

  async function send() {
    if (sending || step.kind === "idle") return;
    setSending(true);
    const body =
      step.kind === "take-fee"
        ? { action: "take-fee" }
        : step.kind === "end"
          ? { action: "end", waitingMinutes: end?.minutes ?? 0, extra: end?.extra ?? 0, label: step.label.trim() }
          : { action: "refund", amount: parsePrice(step.amount) };
    const { data } = await call(body);
    setSending(false);
    setReviewing(false);
    if (data.money) onChanged(data.money as MoneyView);
    const said =
      typeof data.done === "string"
        ? { tone: "done" as const, text: data.done }
        : { tone: "warn" as const, text: String(data.warning ?? data.error ?? "Erreur inattendue.") };
    setNotice(said);
    if (said.tone === "done" || typeof data.warning === "string") setStep({ kind: "idle" });
    setTimeout(() => noticeBox.current?.focus(), 0);
  }

  const rows: [string, React.ReactNode][] = [
    ["Règlement", modeText(v)],
    ...(v.held > 0 ? ([["Détenu sur la réservation", euros(v.held)]] as [string, string][]) : []),
    ...(v.fee
      ? ([
          [
            v.fee.kind === "no-show" ? "Frais d’absence" : "Frais d’annulation",
            `${v.fee.percent}${NBSP}% du prix, soit ${euros(v.fee.amount)}, selon les CGV`,
          ],
        ] as [string, string][])
      : []),
    ...(v.end
      ? ([
          [
            "Course close",
            `le ${parisDateTime(new Date(v.end.at))}${v.end.by === "auto" ? " (d’elle-même)" : ""}${NBSP}: ${formatEuros(v.end.total)}${NBSP}TTC${v.end.waiting ? `, dont attente ${v.end.waitingMinutes}${NBSP}min (${formatEuros(v.end.waiting)})` : ""}${v.end.extra ? `, ${v.end.extraLabel ?? "supplément"} (${formatEuros(v.end.extra)})` : ""}`,
          ],
        ] as [string, string][])
      : []),
    ...v.acts.map((act) => [ACT_NAMES[act.name] ?? act.name, actText(act)] as [string, string]),
  ];

  return (
    <section aria-labelledby="trip-money-title" className="border-t border-line px-6 py-6 sm:px-8">
      <h3 id="trip-money-title" className="font-sans text-base font-semibold">
        Paiement
      </h3>
      <DetailRows rows={rows} className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]" />
      {notice && <ActNotice notice={notice} ref={noticeBox} className="mt-6" done="bg-sand/60" />}
      {reviewing && step.kind !== "idle" ? (
        <div className="mt-6" aria-labelledby="trip-money-review">
          <h4 id="trip-money-review" ref={heading} tabIndex={-1} className="font-semibold outline-none">
            Vérifiez avant d’envoyer
          </h4>
          <p className="mt-2 leading-relaxed">{reviewOf(step, v, who, end)}</p>
          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
            <button
              type="button"
              onClick={() => void send()}
              aria-disabled={sending || undefined}
              className="btn-gold aria-disabled:opacity-60"
            >
              <BusyIcon busy={sending} icon={Send} /> {sendLabel(step)}
            </button>
            <button type="button" onClick={() => begin({ kind: "idle" })} disabled={sending} className="btn-ghost-dark">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Retour
            </button>
          </div>
        </div>
      ) : step.kind === "end" ? (
        <StepForm className="mt-6" icon={Banknote} onReview={review} onBack={() => begin({ kind: "idle" })}>
          <h4 className="font-semibold">Clore la course</h4>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            Sans rien ajouter, la course se clôt d’elle-même quelques heures après la prise en charge. L’attente au-delà
            du temps offert est comptée {formatEuros(v.waiting.perQuarterHour)} par quart d’heure commencé.
          </p>
          <div className="mt-4 grid gap-5 sm:grid-cols-3">
            {END_FIELDS.map(({ key, id, label, input }) => (
              <div key={key}>
                <label htmlFor={id} className="field-label">
                  {label}
                </label>
                <input
                  id={id}
                  {...input}
                  className="field-input"
                  value={step[key]}
                  onChange={(e) => setStep({ ...step, [key]: e.target.value })}
                />
              </div>
            ))}
          </div>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <p className="mt-3 text-sm" aria-live="polite">
            Total{NBSP}: <strong>{end ? `${formatEuros(end.total)} TTC` : "—"}</strong>
          </p>
        </StepForm>
      ) : step.kind === "refund" ? (
        <StepForm className="mt-6" icon={Banknote} onReview={review} onBack={() => begin({ kind: "idle" })}>
          <h4 className="font-semibold">Rembourser</h4>
          <label htmlFor="trip-refund" className="field-label mt-3">
            Montant en euros (au plus {euros(v.held)})
          </label>
          <input
            id="trip-refund"
            inputMode="decimal"
            className="field-input sm:max-w-56"
            value={step.amount}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setStep({ kind: "refund", amount: e.target.value })}
          />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </StepForm>
      ) : (
        (v.canTakeFee || v.canEnd || v.canRefund) && (
          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            {v.canTakeFee && v.fee && (
              <button type="button" className="btn-dark" onClick={() => begin({ kind: "take-fee" })}>
                <Wallet aria-hidden="true" className="h-4 w-4" /> Encaisser les frais ({euros(v.fee.amount)})…
              </button>
            )}
            {v.canEnd && (
              <button
                type="button"
                className="btn-dark"
                onClick={() => begin({ kind: "end", waiting: "0", extra: "0", label: "" })}
              >
                <Flag aria-hidden="true" className="h-4 w-4" /> Clore la course…
              </button>
            )}
            {v.canRefund && (
              <button
                type="button"
                className="btn-ghost-dark"
                onClick={() => begin({ kind: "refund", amount: (v.held / 100).toFixed(2).replace(".", ",") })}
              >
                <Undo2 aria-hidden="true" className="h-4 w-4" /> Rembourser…
              </button>
            )}
          </div>
        )
      )}
    </section>
  );
}

/** The figures a ride is closed with, as the operator types them. */
const END_FIELDS = [
  {
    key: "waiting",
    id: "trip-waiting",
    label: "Attente au-delà du temps offert (minutes)",
    input: { inputMode: "numeric" },
  },
  { key: "extra", id: "trip-extra", label: "Supplément convenu (€ TTC)", input: { inputMode: "decimal" } },
  {
    key: "label",
    id: "trip-extra-label",
    label: "Libellé du supplément",
    input: { maxLength: 120, placeholder: "Arrêt à Vertou" },
  },
] as const;

type EndFigures = { minutes: number; extra: number; total: number };

/** The ride's total as the server will compute it (src/lib/ride-total.ts), or null while a figure is not valid. */
function endFigures(step: Extract<Step, { kind: "end" }>, price: number, maxMinutes: number): EndFigures | null {
  const minutes = step.waiting.trim() === "" ? 0 : Number(step.waiting.trim());
  const extra = step.extra.trim() === "" ? 0 : parsePrice(step.extra);
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > maxMinutes || extra === undefined || extra < 0)
    return null;
  if (extra > 0 && !step.label.trim()) return null;
  return { minutes, extra, total: rideTotal(price, { waitingMinutes: minutes, extra }).total };
}

function endHint(v: MoneyView): string {
  return `Indiquez l’attente en minutes entières (${v.waiting.maxMinutes} au plus) et un supplément en euros avec son libellé.`;
}

function sendLabel(step: Step): string {
  if (step.kind === "take-fee") return "Encaisser les frais";
  if (step.kind === "end") return "Clore la course";
  return "Rembourser";
}

/** What will happen, said before it does, from what the page knows: the server decides the same from its records. */
function reviewOf(step: Step, v: MoneyView, who: string, end: EndFigures | null): string {
  const card = cardName(v.card);
  const fallback = `Si la carte est refusée ou que la banque demande une confirmation, ${who} reçoit un lien de paiement et rien n’est pris.`;
  if (step.kind === "take-fee" && v.fee) {
    if (v.mode === "prepaid" && v.paid && v.held >= v.fee.amount)
      return `${euros(v.fee.amount)} sont retenus sur le prix réglé en ligne${NBSP}; ${who} reçoit sa note.`;
    if (card)
      return `La carte ${card} est débitée de ${euros(v.fee.amount)}${NBSP}; ${who} reçoit sa note. ${fallback}`;
    return `Aucune carte n’est enregistrée${NBSP}: ${who} reçoit un lien de paiement de ${euros(v.fee.amount)}.`;
  }
  if (step.kind === "end" && end) {
    const total = `${formatEuros(end.total)} TTC`;
    if (v.mode === "prepaid" && v.paid) {
      const extras = Math.round(end.total * 100) - v.paid.amount;
      return extras > 0
        ? `Le prix a été réglé en ligne${NBSP}; ${card ? `la carte ${card} est débitée` : `${who} reçoit un lien de paiement`} des ${euros(extras)} en plus, puis sa note de ${total}.`
        : `Le prix a été réglé en ligne${NBSP}: ${who} reçoit sa note de ${total}.`;
    }
    if (v.mode === "guarantee")
      return card
        ? `La carte ${card} est débitée de ${total}${NBSP}; ${who} reçoit sa note. ${fallback}`
        : `Aucune carte n’est enregistrée${NBSP}: ${who} reçoit un lien de paiement de ${total}.`;
    return `${who} reçoit sa note de ${total}, «${NBSP}à régler à bord${NBSP}»${NBSP}: rien n’est débité en ligne.`;
  }
  if (step.kind === "refund") {
    const amount = parsePrice(step.amount) ?? 0;
    return `${formatEuros(amount)} TTC sont remboursés sur le moyen de paiement utilisé${NBSP}; ${who} en est averti par e-mail. Un remboursement ne se reprend pas.`;
  }
  return "";
}
