import { CalendarCheck, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { customerLanguageText } from "~/lib/customer-language.text";
import { formatEuros } from "~/lib/fares";
import { decodedFragment, reloadOnNewLink } from "~/lib/fragment";
import {
  type Answered,
  badgeOf,
  type Plan,
  parisText,
  planFor,
  type ProposalStatus,
  reviewText,
  type View,
} from "./answer-state";
import { parsePrice } from "~/lib/price";
import { callOperator } from "~/components/operator-call";
import { openLink } from "~/components/panel-call";
import { DetailRows, type Loaded, type Notice, PanelAlert, PanelError, PanelLoading } from "~/components/panel-parts";
import { ReviewStep } from "~/components/review-step";

const NBSP = "\u00a0";
const DECLINE_PREFIX = "indisponible.";
const LINK_WORDS = {
  noToken: `Aucune demande dans l’adresse${NBSP}: ouvrez cette page depuis le lien de l’e-mail de la demande.`,
  unexpected: "Erreur inattendue.",
};

/** The link's token, from its fragment (never sent to a server) or, if a mail client moved it, the query. */
export function tokenFromLocation(location: { hash: string; search: string }): {
  token: string;
  decline: boolean;
} {
  let token = decodedFragment(location.hash);
  if (!token) token = new URLSearchParams(location.search).get("t") ?? "";
  const decline = token.startsWith(DECLINE_PREFIX);
  return {
    token: decline ? token.slice(DECLINE_PREFIX.length) : token,
    decline,
  };
}

const callConfirm = (body: Record<string, unknown>) => callOperator("/api/confirm", body);

/** The price the request names: the agreed one and the grid's for a change, the booked or indicative fare otherwise. */
function priceRows(r: View["request"]): [string, string][] {
  const grid = r.estimate === null ? "sur devis" : `${formatEuros(r.estimate)} TTC`;
  if (r.changes)
    return [
      ["Prix convenu", `${formatEuros(r.changes.price)} TTC`],
      ["Tarif de la grille pour ce trajet", grid],
    ];
  if (r.booked && r.estimate !== null)
    return [["Réservée au tarif affiché", `${formatEuros(r.estimate)} TTC, avec obligation de payer`]];
  return [["Tarif indicatif (demande de devis)", grid]];
}

function frenchDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

const badgeTones = {
  todo: "bg-gold text-ink",
  wait: "bg-sand text-ink",
  done: "bg-ink text-ivory",
  off: "border border-ink/25 text-ink",
};

/**
 * The operator's answer to a request: the page reads the link's token, shows the request and where it
 * stands, and lets the operator confirm with a price or decline. Nothing is sent at the first press: a review
 * step says what the customer will receive (the proof, a price proposal to accept, or the refusal), then
 * « Envoyer » sends it. Everything else (opening the token, sending the e-mails) happens in /api/confirm.
 */
export function ConfirmPanel() {
  const [state, setState] = useState<Loaded<View>>({ kind: "loading" });
  const [price, setPrice] = useState("");
  const [priceError, setPriceError] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [declineFirst, setDeclineFirst] = useState(false);
  const token = useRef("");
  const declineButton = useRef<HTMLButtonElement>(null);
  const priceInput = useRef<HTMLInputElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const statusBox = useRef<HTMLDivElement>(null);
  const backTo = useRef<"price" | "decline">("price");

  useEffect(reloadOnNewLink, []);

  useEffect(() => {
    const found = tokenFromLocation(window.location);
    token.current = found.token;
    setDeclineFirst(found.decline);
    openLink(found.token, LINK_WORDS, callConfirm, setState, (data) => {
      const view = data as unknown as View;
      // For a change, the grid's fare for the new trip when it has one (the price agreed otherwise): the operator
      // sees what the change would cost by the grid, not the old price whatever the new route.
      const r = view.request;
      const suggested = r.changes ? (r.estimate ?? r.changes.price) : r.estimate;
      setPrice(suggested === null ? "" : String(suggested).replace(".", ","));
      setState({ kind: "ready", view });
    });
  }, []);

  useEffect(() => {
    if (state.kind === "ready" && declineFirst && !state.view.answered) declineButton.current?.focus();
  }, [state, declineFirst]);

  useEffect(() => {
    if (plan) reviewHeading.current?.focus();
  }, [plan]);

  function review(kind: "confirm" | "decline") {
    if (state.kind !== "ready") return;
    setNotice(null);
    if (kind === "decline") {
      backTo.current = "decline";
      setPlan({ kind: "declined" });
      return;
    }
    const chosen = parsePrice(price);
    if (chosen === undefined) {
      setPriceError(`Indiquez un prix TTC en euros, entre 1 et 10${NBSP}000, par exemple 42 ou 42,50.`);
      priceInput.current?.focus();
      return;
    }
    const r = state.view.request;
    const next = planFor(r, chosen);
    if (next.kind === "proposed" && state.view.proposalDeadline === null) {
      setPriceError(
        `La prise en charge est trop proche pour une proposition par e-mail, que ${r.firstName} ${r.lastName} n’aurait pas le temps d’accepter${NBSP}: appelez au ${r.phone}.`,
      );
      priceInput.current?.focus();
      return;
    }
    setPriceError(null);
    backTo.current = "price";
    setPlan(next);
  }

  function cancelReview() {
    setPlan(null);
    // Back where the operator was, after the review has gone.
    setTimeout(() => (backTo.current === "decline" ? declineButton : priceInput).current?.focus(), 0);
  }

  async function send() {
    if (state.kind !== "ready" || !plan || sending) return;
    setSending(true);
    const body =
      plan.kind === "declined"
        ? { token: token.current, action: "decline" }
        : {
            token: token.current,
            action: "confirm",
            price: String(plan.price),
          };
    const { status, data } = await callConfirm(body);
    setSending(false);
    const answered = data.answered as Answered | undefined;
    if (answered) {
      const proposal = data.proposal as ProposalStatus | undefined;
      setState({
        kind: "ready",
        view: { ...state.view, answered, ...(proposal ? { proposal } : {}) },
      });
      setPlan(null);
      if (typeof data.warning === "string") setNotice({ tone: "warn", text: data.warning });
      else if (status === 200) setNotice({ tone: "done", text: doneText(plan, state.view) });
      setTimeout(() => statusBox.current?.focus(), 0);
      return;
    }
    setPlan(null);
    if (data.field === "price" || data.tooLate) {
      setPriceError(String(data.error));
      setTimeout(() => priceInput.current?.focus(), 0);
    } else
      setNotice({
        tone: "warn",
        text: String(data.error ?? "Erreur inattendue."),
      });
  }

  if (state.kind === "loading") return <PanelLoading>Lecture de la demande…</PanelLoading>;
  if (state.kind === "error") return <PanelError message={state.message} />;

  const { view } = state;
  const r = view.request;
  const badge = badgeOf(view);
  const language = customerLanguageText.fr.badge[r.locale];
  const rows: [string, string][] = [
    ["Client", `${r.firstName} ${r.lastName}`],
    ["Téléphone", r.phone],
    ["E-mail", r.email],
    ["Prise en charge", `${frenchDate(r.date)} à ${r.time}`],
    ["Départ", r.from],
    ["Arrivée", r.to],
    ["Passagers", r.passengers],
    ["Type", r.professional ? "Professionnel" : "Personnel"],
    ...(r.flightOrTrain ? ([["Vol ou train", r.flightOrTrain]] as [string, string][]) : []),
    ["Demande reçue le", parisText(r.receivedAt)],
    ...priceRows(r),
    ...(r.notes ? ([["Précisions du client", r.notes]] as [string, string][]) : []),
    ...(r.reviewOptOut ? ([["Demande d’avis", "refusée par le client"]] as [string, string][]) : []),
    ...(view.cardMissing
      ? ([["Carte", "AUCUNE CARTE ENREGISTRÉE ni prix réglé (un lien a été envoyé au client)"]] as [string, string][])
      : []),
  ];
  return (
    <div className="card overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-ivory px-6 py-5 sm:px-8">
        <h2 className="font-display text-2xl">
          {r.changes ? (
            <>
              Modification de <span className="whitespace-nowrap">{r.changes.reference}</span>
            </>
          ) : (
            <>
              {r.booked ? "Réservation" : "Demande de devis"} <span className="whitespace-nowrap">{r.reference}</span>
            </>
          )}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {language && <span className="text-muted">{language}</span>}
          <span data-state={badge.tone} className={`rounded-full px-3 py-1 font-semibold ${badgeTones[badge.tone]}`}>
            {badge.text}
          </span>
        </p>
      </div>
      {r.changes && <CurrentBooking changes={r.changes} cancelled={view.changeCancelled} />}
      {r.changes && (
        <h3 className="px-6 pt-6 font-sans text-sm font-semibold text-gold-ink sm:px-8">
          {r.changes.by === "operator" ? "La course corrigée" : "Ce que le client demande"}
        </h3>
      )}
      <DetailRows
        rows={rows}
        className={`grid gap-x-8 gap-y-3 px-6 pb-6 sm:grid-cols-[max-content_1fr] sm:px-8 ${r.changes ? "pt-3" : "pt-6"}`}
      />
      <div className="border-t border-line bg-sand/40 px-6 py-6 sm:px-8">
        {view.answered ? (
          <div ref={statusBox} tabIndex={-1} className="flex gap-3 outline-none" role="status">
            <CalendarCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
            <p className="leading-relaxed">{notice?.tone === "done" ? notice.text : view.answered.message}</p>
          </div>
        ) : plan ? (
          <ReviewStep
            id="confirm-review-title"
            title={reviewTitle(plan)}
            text={reviewText(plan, view.request, view.proposalDeadline)}
            sendLabel={sendLabels[plan.kind]}
            sending={sending}
            headingRef={reviewHeading}
            onSend={() => void send()}
            onBack={cancelReview}
          />
        ) : (
          <Answer
            view={view}
            price={price}
            priceError={priceError}
            priceInput={priceInput}
            declineButton={declineButton}
            onPrice={setPrice}
            onReview={review}
          />
        )}
        {notice?.tone === "warn" && <PanelAlert>{notice.text}</PanelAlert>}
      </div>
    </div>
  );
}

type AnswerProps = {
  view: View;
  price: string;
  priceError: string | null;
  priceInput: React.RefObject<HTMLInputElement | null>;
  declineButton: React.RefObject<HTMLButtonElement | null>;
  onPrice: (value: string) => void;
  onReview: (kind: "confirm" | "decline") => void;
};

/** The two answers, far apart: a price to confirm (first), then « Indisponible » in its own block. */
function Answer({ view, price, priceError, priceInput, declineButton, onPrice, onReview }: AnswerProps) {
  const r = view.request;
  const who = `${r.firstName} ${r.lastName}`;
  const until = view.proposalDeadline ? ` avant le ${parisText(view.proposalDeadline)}` : "";
  const rule = r.changes
    ? `Jusqu’à ${formatEuros(r.changes.price)}, le prix convenu, ${who} reçoit aussitôt un nouveau bon de réservation qui remplace l’actuel. Au-dessus, une proposition de modification, à accepter${until}${NBSP}; d’ici là, la réservation reste telle qu’elle était.`
    : r.booked && r.estimate !== null
      ? `${who} a réservé au tarif affiché, ${formatEuros(r.estimate)}${NBSP}: jusqu’à ce prix, le bon de réservation part aussitôt et la réservation est ferme. Au-dessus, une proposition, à accepter${until}.`
      : `Demande de devis, sans engagement${r.estimate === null ? " (trajet hors grille)" : ""}${NBSP}: le prix que vous indiquez est proposé à ${who}, qui l’accepte ou non${until}. Rien n’est réservé avant.`;
  const title = r.changes ? "Confirmer la modification" : r.booked ? "Confirmer la réservation" : "Proposer un prix";
  const priced = !view.offers || view.offers.includes("confirm") || view.offers.includes("propose");
  return (
    <>
      {!view.pickupPassed && !priced ? (
        <p className="leading-relaxed" role="status">
          Le délai de réponse promis au client est passé&nbsp;: la réservation ne peut plus être confirmée, elle se clôt
          d’elle-même et tout ce qui a été réglé est remboursé. Appelez {who} au{" "}
          <span className="whitespace-nowrap">{r.phone}</span> pour convenir d’une nouvelle demande.
        </p>
      ) : view.pickupPassed ? (
        <p className="leading-relaxed" role="status">
          La prise en charge est passée&nbsp;: aucun bon de réservation ni aucune proposition ne peut plus partir.
          Appelez le client au <span className="whitespace-nowrap">{r.phone}</span> si besoin.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onReview("confirm");
          }}
        >
          <h3 className="font-sans text-base font-semibold">{title}</h3>
          <label htmlFor="confirm-price" className="field-label mt-3">
            Prix TTC de la course, en euros
          </label>
          <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="relative sm:w-44">
              <input
                ref={priceInput}
                id="confirm-price"
                name="price"
                inputMode="decimal"
                autoComplete="off"
                value={price}
                onChange={(e) => onPrice(e.target.value)}
                aria-invalid={priceError ? true : undefined}
                aria-describedby={priceError ? "confirm-price-error confirm-price-hint" : "confirm-price-hint"}
                className="field-input pr-10 text-lg font-semibold"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-muted"
              >
                €
              </span>
            </div>
            <button type="submit" className="btn-gold">
              Continuer
            </button>
          </div>
          {priceError && (
            <p id="confirm-price-error" role="alert" className="field-error">
              {priceError}
            </p>
          )}
          <p id="confirm-price-hint" className="mt-3 text-sm leading-relaxed text-muted">
            {rule} Rien ne part avant l’étape suivante, où vous vérifiez l’envoi.
          </p>
        </form>
      )}
      {(!view.offers || view.offers.includes("decline")) && (
        <div className="mt-12 border-t border-line pt-6">
          <h3 className="font-sans text-base font-semibold">Pas de chauffeur disponible&nbsp;?</h3>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            {r.changes
              ? `${r.firstName} ${r.lastName} apprend que sa réservation est maintenue telle qu’elle était, après vérification à l’étape suivante.`
              : `${r.firstName} ${r.lastName} reçoit un refus courtois avec notre numéro, après vérification à l’étape suivante. Rien n’est dû.`}
          </p>
          <button type="button" ref={declineButton} onClick={() => onReview("decline")} className="btn-ghost-dark mt-4">
            <X aria-hidden="true" className="h-4 w-4" /> Indisponible…
          </button>
        </div>
      )}
    </>
  );
}

const sendLabels = {
  confirmed: "Envoyer le bon de réservation",
  proposed: "Envoyer la proposition",
  declined: "Envoyer le refus",
};

/** The review step's heading: what will leave, at what price. */
function reviewTitle(plan: Plan): string {
  if (plan.kind === "declined") return "Vérifiez avant d’envoyer le refus";
  if (plan.kind === "proposed") return `Vérifiez avant d’envoyer la proposition à ${formatEuros(plan.price)} TTC`;
  return `Vérifiez avant d’envoyer le bon à ${formatEuros(plan.price)} TTC`;
}

/** For a change: the booking as it stands, which holds until the operator answers. */
function CurrentBooking({
  changes,
  cancelled,
}: {
  changes: NonNullable<View["request"]["changes"]>;
  cancelled?: string;
}) {
  const by = changes.by;
  return (
    <div className="border-b border-line px-6 py-5 sm:px-8">
      <p className="text-sm leading-relaxed">
        {by === "operator"
          ? "Vous modifiez, depuis la page de la course,"
          : "Le client demande, depuis «\u00a0Gérer ma réservation\u00a0», à modifier"}{" "}
        la réservation <span className="font-semibold whitespace-nowrap">{changes.reference}</span>, qui tient telle
        quelle jusqu’à {by === "operator" ? "votre envoi" : "votre réponse"}
        {NBSP}: le {frenchDate(changes.date)} à {changes.time}, {changes.from} → {changes.to}.
      </p>
      {cancelled && <PanelAlert className="mt-3">{cancelled}</PanelAlert>}
    </div>
  );
}

function doneText(plan: Plan, view: View): string {
  const r = view.request;
  if (r.changes && plan.kind === "declined")
    return `Réponse envoyée à ${r.email}${NBSP}: sa réservation ${r.changes.reference} est maintenue telle qu’elle était. La copie est dans votre boîte.`;
  if (r.changes && plan.kind === "confirmed")
    return `Modification confirmée au prix de ${formatEuros(plan.price)} TTC${NBSP}: le nouveau bon de réservation ${r.changes.reference} est parti chez ${r.email}, sa copie dans votre boîte.`;
  if (plan.kind === "declined")
    return `Refus envoyé à ${r.email}${NBSP}: ${r.firstName} ${r.lastName} sait qu’aucun chauffeur n’est disponible. La copie est dans votre boîte.`;
  if (plan.kind === "confirmed")
    return `Réservation confirmée au prix de ${formatEuros(plan.price)} TTC${NBSP}: le bon de réservation est parti chez ${r.email}, sa copie dans votre boîte.`;
  return `Proposition de ${formatEuros(plan.price)} TTC envoyée à ${r.email}${NBSP}: ${r.changes ? `la réservation ${r.changes.reference} reste telle qu’elle était` : "rien n’est réservé"} tant qu’elle n’est pas acceptée. Un e-mail vous dira la réponse, ou l’expiration.`;
}
