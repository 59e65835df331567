import { ArrowLeft, Banknote, Building2, Flag, HandCoins, type LucideIcon, Send, Undo2, Wallet } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { PanelAnswer } from "~/components/panel-call";
import { BusyIcon, DetailRows, type Notice } from "~/components/panel-parts";
import { formatEuros } from "~/lib/fares";
import { parisDateTime, parisHour } from "~/lib/paris-time";
import { manyEuros, parseCents } from "~/lib/money";
import { paymentMethodsText } from "~/lib/payment-methods.text";
import { rideTotal } from "~/lib/ride-total";
import { ActNotice, StepForm } from "./trip-parts";
import type { MoneyView } from "~/server/settlement/money-acts";

const NBSP = "\u00a0";

type Step =
  | { kind: "idle" }
  | { kind: "take-fee" }
  | { kind: "end"; waiting: string; extra: string; label: string }
  | { kind: "refund"; amount: string }
  | { kind: "record-paid"; amount: string; method: string }
  | { kind: "edit-company"; name: string; address: string; siren: string; vatNumber: string };

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
  if (v.cardMissing) return `AUCUNE CARTE ENREGISTRÉE ni prix réglé${NBSP}: un lien de paiement a été envoyé au client`;
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

/** What each money act of the record is called on the page (its name on the booking, ../server/booking). */
function actName(name: string): string {
  if (name === "fee") return "Frais";
  if (name === "ride") return "Course";
  if (name.startsWith("refund-")) return "Remboursement";
  if (name.startsWith("excess-")) return "Remboursement automatique";
  if (name.startsWith("paid-")) return "Paiement enregistré";
  if (name.startsWith("fee-paid-")) return "Frais, paiement enregistré";
  return name;
}

function actText(act: MoneyView["acts"][number]): string {
  const when = parisDateTime(new Date(act.at));
  if (act.state === "pending") return `${euros(act.amount)}${NBSP}: en cours`;
  if (act.state === "uncertain")
    return `${euros(act.amount)}${NBSP}: INCERTAIN (${when}), à vérifier dans le tableau de bord Stripe`;
  switch (act.outcome) {
    case "succeeded":
      return `${euros(act.amount)} encaissés le ${when}${act.method === "kept" ? " (retenus sur le prix réglé)" : ""}`;
    case "recorded":
      return `${euros(act.amount)} reçus le ${when} (${act.method ?? "hors ligne"})`;
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
  const priceCents = Math.round(price * 100);
  const end = step.kind === "end" ? endFigures(step, priceCents, money.waiting.maxMinutes) : null;
  const can = (act: MoneyView["offers"][number]) => v.offers.includes(act);

  function begin(next: Step) {
    setStep(next);
    setReviewing(next.kind === "take-fee");
    setError(null);
    setNotice(null);
  }
  const idle = () => begin({ kind: "idle" });
  /** One of the step's text fields (StepFields) changed. */
  const edit = (key: string, value: string) => setStep({ ...step, [key]: value });

  function review() {
    if (step.kind === "end" && !end) return setError(endHint(v));
    if (step.kind === "refund") {
      const amount = parseCents(step.amount, { min: 1 });
      if (amount === undefined || amount > v.held)
        return setError(`Indiquez un montant en euros, au plus ${euros(v.held)}.`);
    }
    if (step.kind === "record-paid") {
      const amount = parseCents(step.amount, { min: 1 });
      if (amount === undefined || amount > v.owed || !step.method)
        return setError(`Indiquez un montant en euros, au plus ${euros(v.owed)}, et le moyen de paiement.`);
    }
    if (step.kind === "edit-company" && !step.name.trim()) return setError("Indiquez la raison sociale.");
    setError(null);
    setReviewing(true);
  }

  async function send() {
    if (sending || step.kind === "idle") return;
    setSending(true);
    const body = bodyOf(step, end);
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
    ...(v.owed > 0 && v.mode !== "in-car" ? ([["Reste dû", euros(v.owed)]] as [string, string][]) : []),
    ...(v.company
      ? ([
          [
            "Société facturée",
            [
              v.company.name,
              v.company.address,
              v.company.siren && `SIREN ${v.company.siren}`,
              v.company.vatNumber && `TVA ${v.company.vatNumber}`,
            ]
              .filter(Boolean)
              .join(", "),
          ],
        ] as [string, string][])
      : []),
    ...Object.entries(v.documents).map(([id, number]) => [documentName(id), number] as [string, string]),
    ...(v.fee
      ? ([
          [
            v.fee.kind === "no-show" ? "Frais d’absence" : "Frais d’annulation",
            `${v.fee.percent}${NBSP}% du prix, soit ${euros(v.fee.amount)}, selon les CGV${v.fee.refunded > 0 ? `${NBSP}; ${euros(v.fee.due)} après ${manyEuros(v.fee.refunded) ? `les ${euros(v.fee.refunded)} remboursés` : `le ${euros(v.fee.refunded)} remboursé`}` : ""}`,
          ],
        ] as [string, string][])
      : []),
    ...(v.end
      ? ([
          [
            "Course close",
            `le ${parisDateTime(new Date(v.end.at))}${v.end.by === "auto" ? " (d’elle-même)" : ""}${NBSP}: ${euros(v.end.total)}${v.end.waiting ? `, dont attente ${v.end.waitingMinutes}${NBSP}min, ${v.end.quarters} quart${v.end.quarters > 1 ? "s" : ""} d’heure (${euros(v.end.waiting)})` : ""}${v.end.extra ? `, ${v.end.extraLabel ?? "supplément"} (${euros(v.end.extra)})` : ""}`,
          ],
        ] as [string, string][])
      : []),
    ...v.acts.map((act) => [actName(act.name), actText(act)] as [string, string]),
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
        <MoneyStep
          icon={Banknote}
          title="Clore la course"
          error={error}
          onReview={review}
          onBack={idle}
          after={
            <p className="mt-3 text-sm" aria-live="polite">
              Total{NBSP}: <strong>{end ? euros(end.total) : "—"}</strong>
            </p>
          }
        >
          <p className="mt-1 text-sm leading-relaxed text-muted">
            Sans rien ajouter, la course se clôt d’elle-même quelques heures après la prise en charge. L’attente au-delà
            du temps offert ({v.waiting.offeredMinutes}
            {NBSP}minutes, écoulé à {parisHour(new Date(v.waiting.offeredUntil))}) est comptée{" "}
            {formatEuros(v.waiting.perQuarterHour / 100)} par quart d’heure commencé.
          </p>
          <StepFields className="sm:grid-cols-3" fields={END_FIELDS} values={step} onChange={edit} />
        </MoneyStep>
      ) : step.kind === "refund" ? (
        <MoneyStep icon={Banknote} title="Rembourser" error={error} onReview={review} onBack={idle}>
          <AmountField
            id="trip-refund"
            most={v.held}
            value={step.amount}
            onChange={(amount) => setStep({ kind: "refund", amount })}
            invalid={Boolean(error)}
            className="mt-3"
            inputClassName="sm:max-w-56"
          />
        </MoneyStep>
      ) : step.kind === "record-paid" ? (
        <MoneyStep icon={HandCoins} title="Enregistrer un paiement reçu" error={error} onReview={review} onBack={idle}>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            Reçu en espèces ou par virement{NBSP}: la note le dit, et plus rien n’est réclamé pour ce montant.
          </p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <AmountField
              id="trip-paid"
              most={v.owed}
              value={step.amount}
              onChange={(amount) => setStep({ ...step, amount })}
            />
            <fieldset>
              <legend className="field-label">Moyen de paiement</legend>
              <div className="mt-2 flex gap-4">
                {v.methods.map((method) => (
                  <label key={method} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="trip-paid-method"
                      value={method}
                      checked={step.method === method}
                      onChange={() => setStep({ ...step, method })}
                    />
                    {paymentMethodsText.fr[method]}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </MoneyStep>
      ) : step.kind === "edit-company" ? (
        <MoneyStep icon={Building2} title="Corriger la société facturée" error={error} onReview={review} onBack={idle}>
          <StepFields className="sm:grid-cols-2" fields={COMPANY_FIELDS} values={step} onChange={edit} />
        </MoneyStep>
      ) : (
        v.offers.length > 0 && (
          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            {can("take-fee") && v.fee && (
              <button type="button" className="btn-dark" onClick={() => begin({ kind: "take-fee" })}>
                <Wallet aria-hidden="true" className="h-4 w-4" /> Encaisser les frais ({euros(feeToTake(v, v.fee))})…
              </button>
            )}
            {can("end") && (
              <button
                type="button"
                className="btn-dark"
                onClick={() => begin({ kind: "end", waiting: "0", extra: "0", label: "" })}
              >
                <Flag aria-hidden="true" className="h-4 w-4" /> Clore la course…
              </button>
            )}
            {can("record-paid") && v.owed > 0 && v.mode !== "prepaid" && (
              <button
                type="button"
                className="btn-ghost-dark"
                onClick={() =>
                  begin({ kind: "record-paid", amount: (v.owed / 100).toFixed(2).replace(".", ","), method: "" })
                }
              >
                <HandCoins aria-hidden="true" className="h-4 w-4" /> Paiement reçu…
              </button>
            )}
            {can("edit-company") && v.company && (
              <button
                type="button"
                className="btn-ghost-dark"
                onClick={() =>
                  begin({
                    kind: "edit-company",
                    name: v.company?.name ?? "",
                    address: v.company?.address ?? "",
                    siren: v.company?.siren ?? "",
                    vatNumber: v.company?.vatNumber ?? "",
                  })
                }
              >
                <Building2 aria-hidden="true" className="h-4 w-4" /> Corriger la société…
              </button>
            )}
            {can("refund") && (
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

type StepField<K extends string> = {
  key: K;
  id: string;
  label: string;
  input?: React.InputHTMLAttributes<HTMLInputElement>;
};

/** A step's text fields, each with its label, in a grid. */
function StepFields<K extends string>({
  fields,
  values,
  onChange,
  className,
}: {
  fields: readonly StepField<K>[];
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
  className: string;
}) {
  return (
    <div className={`mt-4 grid gap-5 ${className}`}>
      {fields.map(({ key, id, label, input }) => (
        <div key={key}>
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          <input
            id={id}
            {...input}
            className="field-input"
            value={values[key]}
            onChange={(e) => onChange(key, e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * A money act's form: its title, its fields, what is wrong with them (then what must follow it, the ride's total),
 * and the buttons to review the act or go back.
 */
function MoneyStep({
  icon,
  title,
  error,
  onReview,
  onBack,
  after,
  children,
}: {
  icon: LucideIcon;
  title: string;
  error: string | null;
  onReview: () => void;
  onBack: () => void;
  after?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <StepForm className="mt-6" icon={icon} onReview={onReview} onBack={onBack}>
      <h4 className="font-semibold">{title}</h4>
      {children}
      <StepError error={error} />
      {after}
    </StepForm>
  );
}

/** The amount of a refund or of a payment received, in euros, with the most the act may move. */
function AmountField({
  id,
  most,
  value,
  onChange,
  invalid = false,
  className,
  inputClassName = "",
}: {
  id: string;
  /** In cents. */
  most: number;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        Montant en euros (au plus {euros(most)})
      </label>
      <input
        id={id}
        inputMode="decimal"
        className={`field-input ${inputClassName}`.trim()}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** What is wrong with a step's figures, read out as it appears. */
function StepError({ error }: { error: string | null }) {
  return error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;
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

/** The company's fields, as the operator corrects them before its invoice leaves. */
const COMPANY_FIELDS = [
  { key: "name", id: "trip-company-name", label: "Raison sociale" },
  { key: "address", id: "trip-company-address", label: "Adresse" },
  { key: "siren", id: "trip-company-siren", label: "SIREN" },
  { key: "vatNumber", id: "trip-company-vat", label: "N° de TVA" },
] as const;

const DOCUMENT_NAMES: Record<string, string> = {
  "note-fare": "Note du prix réglé",
  "note-fee": "Note des frais",
  "note-ride": "Note de la course",
  "invoice-fee": "Facture des frais",
  "invoice-ride": "Facture de la course",
};
const documentName = (id: string) => DOCUMENT_NAMES[id] ?? (id.startsWith("credit-") ? "Facture d’avoir" : id);

/** The body the page posts for a step: amounts as typed, the server reads them itself (never a float). */
function bodyOf(step: Step, end: EndFigures | null): Record<string, unknown> {
  switch (step.kind) {
    case "take-fee":
      return { action: "take-fee" };
    case "end":
      return {
        action: "end",
        waitingMinutes: end?.minutes ?? 0,
        extra: step.extra.trim() || "0",
        label: step.label.trim(),
      };
    case "refund":
      return { action: "refund", amount: step.amount.trim() };
    case "record-paid":
      return { action: "record-paid", amount: step.amount.trim(), method: step.method };
    case "edit-company":
      return {
        action: "edit-company",
        company: { name: step.name, address: step.address, siren: step.siren, vatNumber: step.vatNumber },
      };
    case "idle":
      return {};
    default: {
      const never: never = step;
      return never;
    }
  }
}

/** In cents. */
type EndFigures = { minutes: number; extra: number; total: number };

/** The ride's total as the server will compute it (src/lib/ride-total.ts), or null while a figure is not valid. */
function endFigures(step: Extract<Step, { kind: "end" }>, price: number, maxMinutes: number): EndFigures | null {
  const minutes = step.waiting.trim() === "" ? 0 : Number(step.waiting.trim());
  const extra = step.extra.trim() === "" ? 0 : parseCents(step.extra);
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > maxMinutes || extra === undefined) return null;
  if (extra > 0 && !step.label.trim()) return null;
  return { minutes, extra, total: rideTotal(price, { waitingMinutes: minutes, extra }).total };
}

function endHint(v: MoneyView): string {
  return `Indiquez l’attente en minutes entières (${v.waiting.maxMinutes} au plus) et un supplément en euros avec son libellé.`;
}

function sendLabel(step: Step): string {
  if (step.kind === "take-fee") return "Encaisser les frais";
  if (step.kind === "end") return "Clore la course";
  if (step.kind === "record-paid") return "Enregistrer le paiement";
  if (step.kind === "edit-company") return "Corriger la société";
  return "Rembourser";
}

/** What taking the fee takes: the fee less what was refunded, or what is left of it once a part was recorded (cash). */
function feeToTake(v: MoneyView, fee: NonNullable<MoneyView["fee"]>): number {
  return v.owed > 0 && v.owed < fee.due ? v.owed : fee.due;
}

/** What will happen, said before it does, from what the page knows: the server decides the same from its records. */
function reviewOf(step: Step, v: MoneyView, who: string, end: EndFigures | null): string {
  const card = cardName(v.card);
  const fallback = `Si la carte est refusée ou que la banque demande une confirmation, ${who} reçoit un lien de paiement et rien n’est pris.`;
  if (step.kind === "take-fee" && v.fee) {
    if (v.mode === "prepaid" && v.paid && v.held >= v.fee.due)
      return `${euros(v.fee.due)} sont retenus sur le prix réglé en ligne${NBSP}; ${who} reçoit sa note.`;
    const rest = euros(feeToTake(v, v.fee));
    if (card) return `La carte ${card} est débitée de ${rest}${NBSP}; ${who} reçoit sa note. ${fallback}`;
    return `Aucune carte n’est enregistrée${NBSP}: ${who} reçoit un lien de paiement de ${rest}.`;
  }
  if (step.kind === "end" && end) {
    const total = euros(end.total);
    if (v.mode === "prepaid" && v.paid) {
      const extras = end.total - v.paid.amount;
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
    const amount = parseCents(step.amount) ?? 0;
    return `${euros(amount)} sont remboursés sur le moyen de paiement utilisé${NBSP}; un e-mail l’annonce à ${who}, avec copie dans votre boîte${v.documents["invoice-ride"] || v.documents["invoice-fee"] ? ", et la facture d’avoir qui corrige la facture" : ""}. La réservation ne pourra plus garder ce montant${NBSP}: un remboursement ne se reprend pas.`;
  }
  if (step.kind === "record-paid") {
    const amount = parseCents(step.amount) ?? 0;
    return `${euros(amount)} sont enregistrés comme reçus (${step.method ? paymentMethodsText.fr[step.method as keyof typeof paymentMethodsText.fr] : ""})${NBSP}: la note le dit, et rien n’est plus réclamé pour ce montant.`;
  }
  if (step.kind === "edit-company")
    return `La facture de cette course sera établie au nom de ${step.name.trim()}${step.address.trim() ? `, ${step.address.trim()}` : ""}.`;
  return "";
}
