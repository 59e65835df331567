import { CalendarX, PencilLine, UserX } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { CANCELLATION } from "~/config/terms-of-sale";
import { customerLanguageText } from "~/lib/customer-language.text";
import { formatEuros } from "~/lib/fares";
import { decodedFragment, reloadOnNewLink } from "~/lib/fragment";
import type { Locale } from "~/lib/i18n";
import { dayText, parisDateTime, parisHour } from "~/lib/paris-time";
import { parsePrice } from "~/lib/price";
import type { SealedView } from "~/components/confirm/answer-state";
import { callOperator } from "~/components/operator-call";
import { openLink } from "~/components/panel-call";
import { DetailRows, type Loaded, type Notice, PanelError, PanelLoading } from "~/components/panel-parts";
import { ReviewStep } from "~/components/review-step";
import type { BookingState } from "~/server/booking/states";
import type {
  ArrivalView,
  CancellationView as Cancellation,
  NoShowView as TripOutcome,
  PendingChange,
} from "~/server/booking/views";
import { TripArrival } from "./trip-arrival";
import type { MoneyView } from "~/server/settlement/money-acts";
import { TripMoney } from "./trip-money";
import { ActNotice, StepButtons, StepForm } from "./trip-parts";

const NBSP = "\u00a0";
const LINK_WORDS = {
  noToken: `Aucune course dans l’adresse${NBSP}: ouvrez cette page depuis le lien de la copie du bon de réservation ou de votre liste du soir.`,
  unexpected: "Erreur inattendue.",
};

/** The trip as /api/trip shows it: its record, where it stands, and what can still be done. */
type TripView = {
  /** The booking's request as sealed in its link, and what was agreed on it. */
  trip: SealedView & { price: number; bookedAt: string; sequence: number };
  /** The booking's state (src/server/booking/states.ts); the page offers only what it allows. */
  state: BookingState;
  pickup: string;
  /** From when a no-show may be recorded: the pickup and the waiting the terms offer. */
  noShowFrom: string;
  cancellation?: Cancellation;
  outcome?: TripOutcome;
  pendingChange?: PendingChange;
  canCancel: boolean;
  canCorrect: boolean;
  canNoShow: boolean;
  passengerOptions: string[];
  /** How it is paid and the money acts (null: the payment records could not be read just now). */
  money?: MoneyView | null;
  /** The flight or train followed, the pickup it moved to and the law's hour before it. */
  arrival?: ArrivalView;
};
type Correction = {
  date: string;
  time: string;
  from: string;
  to: string;
  passengers: string;
  price: string;
};
type Step =
  | { kind: "idle" }
  | { kind: "cancel"; reason: string }
  | { kind: "correct"; correction: Correction }
  | { kind: "no-show" };

const callTrip = (body: Record<string, unknown>) => callOperator("/api/trip", body);

const BADGES: Record<BookingState | "past", { text: string; className: string }> = {
  requested: { text: "Demande", className: "bg-sand text-ink" },
  booked: { text: "À confirmer", className: "bg-sand text-ink" },
  proposed: { text: "Proposition envoyée", className: "bg-sand text-ink" },
  confirmed: { text: "Réservée", className: "bg-gold text-ink" },
  past: { text: "Prise en charge passée", className: "bg-sand text-ink" },
  ended: { text: "Course close", className: "bg-ink text-ivory" },
  closed: { text: "Soldée", className: "bg-ink text-ivory" },
  "no-show": { text: "Absence constatée", className: "bg-ink text-ivory" },
  "cancelled-by-customer": { text: "Annulée par le client", className: "border border-ink/25 text-ink" },
  "cancelled-by-operator": { text: "Annulée", className: "border border-ink/25 text-ink" },
  declined: { text: "Sans suite", className: "border border-ink/25 text-ink" },
};

/** The badge of where the trip stands: a confirmed trip whose pickup has come reads « prise en charge passée ». */
function badgeOf(v: TripView) {
  return BADGES[v.state === "confirmed" && Date.now() >= Date.parse(v.pickup) ? "past" : v.state];
}

const FIELD_OF: Record<string, keyof Correction> = {
  datePriseEnCharge: "date",
  heurePriseEnCharge: "time",
  lieuDepart: "from",
  lieuArrivee: "to",
  nombrePassagers: "passengers",
};

/**
 * The operator's page for one trip (/course): opened from the proof's copy or his evening list, it shows the trip as
 * recorded and lets him keep the last word on it (docs/decisions/150-the-contract.md): cancel it (the customer
 * owes nothing and is told), correct it (a new proof, or a proposal above the agreed price), or record a no-show
 * once the pickup has come. Each act has a review step saying what will leave, then « Envoyer ».
 */
export function TripPanel() {
  const [loaded, setLoaded] = useState<Loaded<TripView>>({ kind: "loading" });
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [reviewing, setReviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Correction | "reason", string>>>({});
  const token = useRef("");
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const statusBox = useRef<HTMLDivElement>(null);

  useEffect(reloadOnNewLink, []);

  useEffect(() => {
    token.current = decodedFragment(window.location.hash);
    openLink(token.current, LINK_WORDS, callTrip, setLoaded, (data) =>
      setLoaded({ kind: "ready", view: data as unknown as TripView }),
    );
  }, []);

  useEffect(() => {
    if (reviewing) reviewHeading.current?.focus();
  }, [reviewing]);

  if (loaded.kind === "loading") return <PanelLoading>Lecture de la course…</PanelLoading>;
  if (loaded.kind === "error") return <PanelError message={loaded.message} />;

  const v = loaded.view;
  const t = v.trip;
  const who = `${t.firstName} ${t.lastName}`;

  function begin(next: Step) {
    setNotice(null);
    setErrors({});
    setReviewing(false);
    setStep(next);
  }

  function review() {
    if (step.kind === "correct") {
      const c = step.correction;
      const missing: typeof errors = {};
      for (const key of ["date", "time", "from", "to"] as const)
        if (!c[key].trim()) missing[key] = "Ce champ est nécessaire.";
      if (parsePrice(c.price) === undefined) missing.price = `Indiquez un prix TTC en euros, par exemple 42 ou 42,50.`;
      setErrors(missing);
      if (Object.keys(missing).length) return;
    }
    setReviewing(true);
  }

  async function send() {
    if (sending || step.kind === "idle") return;
    setSending(true);
    const body =
      step.kind === "cancel"
        ? { token: token.current, action: "cancel", reason: step.reason }
        : step.kind === "no-show"
          ? { token: token.current, action: "no-show" }
          : {
              token: token.current,
              action: "correct",
              correction: step.correction,
            };
    const { status, data } = await callTrip(body);
    setSending(false);
    setReviewing(false);
    if (status === 200) {
      const answered = data.answered as { message?: string } | undefined;
      // Read again whole: an act changes the money too (a cancellation refunds what was paid online).
      const fresh = (await callTrip({ token: token.current, action: "view" })).data as unknown as TripView;
      if (fresh?.trip) setLoaded({ kind: "ready", view: fresh });
      setStep({ kind: "idle" });
      setNotice(
        typeof data.warning === "string"
          ? { tone: "warn", text: data.warning }
          : { tone: "done", text: doneText(step, v, answered?.message) },
      );
      setTimeout(() => statusBox.current?.focus(), 0);
      return;
    }
    if (step.kind === "correct" && data.errors && typeof data.errors === "object") {
      const mapped: typeof errors = {};
      for (const [field, message] of Object.entries(data.errors as Record<string, string>)) {
        const key = FIELD_OF[field];
        if (key) mapped[key] = message;
      }
      if (data.priceError) mapped.price = "Indiquez un prix TTC en euros, par exemple 42 ou 42,50.";
      setErrors(mapped);
    }
    if (data.field === "reason") setErrors({ reason: String(data.error) });
    setNotice({
      tone: "warn",
      text: String(data.error ?? "Erreur inattendue."),
    });
    if (data.trip) setLoaded({ kind: "ready", view: data as unknown as TripView });
  }

  const rows: [string, React.ReactNode][] = [
    ["Client", who],
    [
      "Téléphone",
      <a key="tel" href={`tel:${t.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-2">
        {t.phone}
      </a>,
    ],
    ["E-mail", t.email],
    [
      "Prise en charge",
      v.arrival?.moved
        ? `${dayText(t.date)} à ${parisHour(new Date(v.arrival.pickup))} (convenue à ${t.time}, déplacée avec l’arrivée)`
        : `${dayText(t.date)} à ${t.time}`,
    ],
    ["Départ", t.from],
    ["Arrivée", t.to],
    ["Passagers", t.passengers],
    ...(t.flightOrTrain ? ([["Vol ou train", t.flightOrTrain]] as [string, string][]) : []),
    ["Type", t.professional ? "Professionnel" : "Personnel"],
    ["Prix convenu", `${formatEuros(t.price)} TTC`],
    ["Réservée le", parisDateTime(new Date(t.bookedAt))],
    ...(t.notes ? ([["Précisions du client", t.notes]] as [string, string][]) : []),
    ...languageRows(t.locale),
  ];
  const badge = badgeOf(v);

  return (
    <div className="card overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-ivory px-6 py-5 sm:px-8">
        <h2 className="font-display text-2xl">
          Course <span className="whitespace-nowrap">{t.reference}</span>
        </h2>
        <span data-state={v.state} className={`rounded-full px-3 py-1 text-sm font-semibold ${badge.className}`}>
          {badge.text}
        </span>
      </div>
      <DetailRows rows={rows} className="grid gap-x-8 gap-y-3 px-6 py-6 sm:grid-cols-[max-content_1fr] sm:px-8" />
      {v.arrival && <TripArrival arrival={v.arrival} agreed={t.time} />}
      {v.money ? (
        <TripMoney
          money={v.money}
          who={who}
          price={t.price}
          call={(body) => callTrip({ token: token.current, ...body })}
          onChanged={(money) => {
            setLoaded({ kind: "ready", view: { ...v, money } });
            // A money act can change the booking's state (closing the ride ends it): read the page again whole, so
            // that it no longer offers what the new state refuses (a no-show, a cancellation).
            void callTrip({ token: token.current, action: "view" }).then(({ data }) => {
              const fresh = data as unknown as TripView;
              if (fresh?.trip) setLoaded({ kind: "ready", view: fresh });
            });
          }}
        />
      ) : v.money === null ? (
        <p className="border-t border-line px-6 py-5 text-sm text-muted sm:px-8" role="status">
          Le paiement de cette course ne peut pas être lu pour l’instant{NBSP}: rechargez la page dans une minute.
        </p>
      ) : null}
      {(v.cancellation || v.outcome || v.pendingChange || t.sequence > 0) && (
        <div className="grid gap-2 border-t border-line px-6 py-5 text-sm leading-relaxed sm:px-8">
          {v.cancellation && <p>{cancellationText(v.cancellation)}</p>}
          {v.outcome && (
            <p>
              Absence constatée le {parisDateTime(new Date(v.outcome.at))}
              {NBSP}: {v.outcome.feePercent}
              {NBSP}% du prix, soit {formatEuros(v.outcome.fee / 100)} TTC, selon les conditions générales de vente.
            </p>
          )}
          {v.pendingChange && (
            <p>
              Le client a demandé le {parisDateTime(new Date(v.pendingChange.at))} une modification (
              {dayText(v.pendingChange.date)} à {v.pendingChange.time}, {v.pendingChange.from} → {v.pendingChange.to}),
              en attente de votre réponse depuis l’e-mail «{NBSP}Demande de modification{NBSP}
              ».
            </p>
          )}
          {t.sequence > 0 && <p className="text-muted">Réservation modifiée depuis son premier bon.</p>}
        </div>
      )}
      <div className="border-t border-line bg-sand/40 px-6 py-6 sm:px-8">
        {notice && <ActNotice notice={notice} ref={statusBox} className="mb-6" done="bg-white" />}
        {reviewing && step.kind !== "idle" ? (
          <ReviewStep
            id="trip-review-title"
            title="Vérifiez avant d’envoyer"
            text={reviewText(step, v)}
            sendLabel={sendLabel(step)}
            sending={sending}
            headingRef={reviewHeading}
            onSend={() => void send()}
            onBack={() => setReviewing(false)}
          />
        ) : step.kind === "correct" ? (
          <CorrectForm
            correction={step.correction}
            options={v.passengerOptions}
            errors={errors}
            agreed={t.price}
            onChange={(correction) => setStep({ kind: "correct", correction })}
            onReview={review}
            onBack={() => begin({ kind: "idle" })}
          />
        ) : step.kind === "cancel" ? (
          <StepForm onReview={review} onBack={() => begin({ kind: "idle" })}>
            <h3 className="font-sans text-base font-semibold">Annuler la course</h3>
            <label htmlFor="trip-reason" className="field-label mt-3">
              Motif, que {who} lira <span className="font-normal text-muted">(facultatif)</span>
            </label>
            <input
              id="trip-reason"
              value={step.reason}
              maxLength={300}
              placeholder="Véhicule immobilisé, annulation par téléphone…"
              onChange={(e) => setStep({ kind: "cancel", reason: e.target.value })}
              aria-invalid={errors.reason ? true : undefined}
              className="field-input"
            />
            {errors.reason && <p className="field-error">{errors.reason}</p>}
          </StepForm>
        ) : step.kind === "no-show" ? (
          <div>
            <h3 className="font-sans text-base font-semibold">Constater une absence</h3>
            <p className="mt-2 leading-relaxed text-muted">
              À faire une fois l’attente offerte écoulée, sans nouvelles de {who} malgré vos appels.
            </p>
            <StepButtons onContinue={review} onBack={() => begin({ kind: "idle" })} />
          </div>
        ) : (
          <Actions view={v} onBegin={begin} />
        )}
      </div>
    </div>
  );
}

function Actions({ view, onBegin }: { view: TripView; onBegin: (step: Step) => void }) {
  const t = view.trip;
  const waitingNotOver = view.state === "confirmed" && !view.canNoShow && Date.now() >= Date.parse(view.pickup);
  if (!view.canCancel && !view.canCorrect && !view.canNoShow)
    return (
      <p className="leading-relaxed">
        {view.state === "cancelled-by-customer" || view.state === "cancelled-by-operator"
          ? `Cette course est annulée${NBSP}: plus rien ne part pour elle (ni rappel, ni demande d’avis).`
          : view.state === "no-show"
            ? "L’absence est enregistrée."
            : view.state === "ended" || view.state === "closed"
              ? `La course a eu lieu${NBSP}: elle ne peut plus être annulée, corrigée ni marquée absente.`
              : "Plus rien ne peut être changé en ligne pour cette course."}
      </p>
    );
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      {view.canCorrect && (
        <div>
          <h3 className="font-sans text-base font-semibold">Corriger la course</h3>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            Heure, adresses ou passagers{NBSP}: jusqu’au prix convenu, un nouveau bon part aussitôt{NBSP}; au-dessus,
            une proposition que le client accepte ou non.
          </p>
          <button
            type="button"
            className="btn-dark mt-4"
            onClick={() =>
              onBegin({
                kind: "correct",
                correction: {
                  date: t.date,
                  time: t.time,
                  from: t.from,
                  to: t.to,
                  passengers: t.passengers,
                  price: String(t.price).replace(".", ","),
                },
              })
            }
          >
            <PencilLine aria-hidden="true" className="h-4 w-4" /> Corriger…
          </button>
        </div>
      )}
      {waitingNotOver && (
        <p className="text-sm leading-relaxed text-muted sm:col-span-2">
          L’absence pourra être constatée à partir du {parisDateTime(new Date(view.noShowFrom))}, une fois passé le
          temps d’attente offert par les conditions générales de vente.
        </p>
      )}
      {view.canNoShow && (
        <div>
          <h3 className="font-sans text-base font-semibold">Client absent{NBSP}?</h3>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            Les conditions générales de vente prévoient {CANCELLATION.lastPercent}
            {NBSP}% du prix en cas d’absence.
          </p>
          <button type="button" className="btn-dark mt-4" onClick={() => onBegin({ kind: "no-show" })}>
            <UserX aria-hidden="true" className="h-4 w-4" /> Constater l’absence…
          </button>
        </div>
      )}
      {view.canCancel && (
        <div>
          <h3 className="font-sans text-base font-semibold">Annuler la course</h3>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            Une panne, une annulation par téléphone{NBSP}: le client est prévenu, ne doit rien, et ne reçoit plus ni
            rappel ni demande d’avis.
          </p>
          <button type="button" className="btn-ghost-dark mt-4" onClick={() => onBegin({ kind: "cancel", reason: "" })}>
            <CalendarX aria-hidden="true" className="h-4 w-4" /> Annuler…
          </button>
        </div>
      )}
    </div>
  );
}

type CorrectFormProps = {
  correction: Correction;
  options: string[];
  errors: Partial<Record<keyof Correction | "reason", string>>;
  agreed: number;
  onChange: (correction: Correction) => void;
  onReview: () => void;
  onBack: () => void;
};

function CorrectForm({ correction, options, errors, agreed, onChange, onReview, onBack }: CorrectFormProps) {
  const field = (key: keyof Correction) => ({
    id: `trip-${key}`,
    name: key,
    value: correction[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...correction, [key]: e.target.value }),
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `trip-${key}-error` : undefined,
    className: "field-input",
  });
  /** A field under its label, its error and what follows it below; `wide` across both columns. */
  const labelled = (key: keyof Correction, label: string, control: ReactNode, wide = false, after?: ReactNode) => (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={`trip-${key}`} className="field-label">
        {label}
      </label>
      {control}
      {errors[key] ? (
        <p id={`trip-${key}-error`} className="field-error">
          {errors[key]}
        </p>
      ) : null}
      {after}
    </div>
  );
  return (
    <StepForm onReview={onReview} onBack={onBack}>
      <h3 className="font-sans text-base font-semibold">Corriger la course</h3>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {labelled("date", "Date", <input type="date" {...field("date")} />)}
        {labelled("time", "Heure", <input type="time" {...field("time")} />)}
        {labelled("from", "Départ", <input {...field("from")} maxLength={200} />, true)}
        {labelled("to", "Arrivée", <input {...field("to")} maxLength={200} />, true)}
        {labelled(
          "passengers",
          "Passagers",
          <select {...field("passengers")}>
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>,
        )}
        {labelled(
          "price",
          "Prix TTC, en euros",
          <input inputMode="decimal" autoComplete="off" {...field("price")} />,
          false,
          <p className="mt-1.5 text-xs text-muted">
            Prix convenu{NBSP}: {formatEuros(agreed)} TTC.
          </p>,
        )}
      </div>
    </StepForm>
  );
}

function cancellationText(c: NonNullable<TripView["cancellation"]>): string {
  const when = parisDateTime(new Date(c.at));
  if (c.by === "operator")
    return `Annulée par vous le ${when}${c.reason ? ` (${c.reason})` : ""}, sans frais pour le client.`;
  return `Annulée par le client le ${when}${c.feePercent === 0 ? ", sans frais" : `, frais de ${c.feePercent}${NBSP}% soit ${formatEuros(c.fee / 100)} TTC`}.`;
}

/** The « Langue » row: only a customer who chose English has one (his e-mails are in English). */
function languageRows(locale: Locale): [string, string][] {
  const language = customerLanguageText.fr.tripRow[locale];
  return language ? [["Langue", language]] : [];
}

/** What will leave, said before anything does. The customer is named: the operator's pages never guess a gender. */
function reviewText(step: Step, v: TripView): string {
  const t = v.trip;
  const who = `${t.firstName} ${t.lastName}`;
  const language = customerLanguageText.fr.inEnglish[t.locale] ?? "";
  const copy = "Une copie arrive dans votre boîte.";
  if (step.kind === "cancel")
    return `${who} reçoit l’annulation${language}, sans frais, avec le fichier qui retire la course de son agenda${step.reason.trim() ? `, et le motif «${NBSP}${step.reason.trim()}${NBSP}»` : ""}. Plus aucun rappel ni demande d’avis ne part pour elle. ${copy}`;
  if (step.kind === "no-show") {
    const fee = Math.round(t.price * CANCELLATION.lastPercent) / 100;
    return `L’absence est enregistrée, et un e-mail l’annonce à ${who}${language}${NBSP}: ${CANCELLATION.lastPercent}${NBSP}% du prix, soit ${formatEuros(fee)} TTC, selon les conditions générales de vente. Aucune demande d’avis ne suivra. ${copy}`;
  }
  if (step.kind !== "correct") return "";
  const price = parsePrice(step.correction.price) ?? t.price;
  const what = `le ${dayText(step.correction.date)} à ${step.correction.time}, ${step.correction.from} → ${step.correction.to}, ${step.correction.passengers}${NBSP}passager${step.correction.passengers === "1" ? "" : "s"}`;
  if (price <= t.price)
    return `${who} reçoit un nouveau bon de réservation ${t.reference} à ${formatEuros(price)} TTC${language} (${what}), qui remplace l’actuel, avec le fichier qui met à jour son agenda. ${copy}`;
  return `${formatEuros(price)} TTC dépasse le prix convenu (${formatEuros(t.price)} TTC)${NBSP}: ${who} reçoit une proposition${language} (${what}), à accepter ou non. D’ici là, la réservation reste telle qu’elle est. ${copy}`;
}

function sendLabel(step: Step): string {
  if (step.kind === "cancel") return "Annuler la course et prévenir le client";
  if (step.kind === "no-show") return "Enregistrer l’absence";
  return "Envoyer la correction";
}

function doneText(step: Step, v: TripView, answered?: string): string {
  if (step.kind === "cancel")
    return `Course annulée${NBSP}: ${v.trip.email} a reçu l’annulation, la copie est dans votre boîte.`;
  if (step.kind === "no-show")
    return `Absence enregistrée${NBSP}: l’e-mail est parti à ${v.trip.email}, la copie est dans votre boîte.`;
  return answered ?? "Correction envoyée.";
}
