import { CalendarCheck, Check, CircleAlert, Loader2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatEuros } from "~/lib/fares";
import type { SealedRequest } from "~/server/confirmation-token";

/** The request as /api/confirm shows it: what the booking function sealed in the link, without its expiry. */
type SealedView = Omit<SealedRequest, "expiresAt">;
type Answered = { state: string; answer: "confirmed" | "declined"; at: string; price?: number; message: string };

type State =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; request: SealedView; answered?: Answered };

const NBSP = "\u00a0";
const DECLINE_PREFIX = "indisponible.";

/** The link's token, from its fragment (never sent to a server) or, if a mail client moved it, the query. */
export function tokenFromLocation(location: { hash: string; search: string }): { token: string; decline: boolean } {
  let token = decodeURIComponent(location.hash.replace(/^#/, ""));
  if (!token) token = new URLSearchParams(location.search).get("t") ?? "";
  const decline = token.startsWith(DECLINE_PREFIX);
  return { token: decline ? token.slice(DECLINE_PREFIX.length) : token, decline };
}

async function callConfirm(body: Record<string, unknown>): Promise<{ status: number; data: Record<string, unknown> }> {
  try {
    const response = await fetch("/api/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, data: (await response.json()) as Record<string, unknown> };
  } catch {
    return { status: 0, data: { error: `Le site ne répond pas${NBSP}: vérifiez votre connexion, puis réessayez.` } };
  }
}

function frenchDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

function receivedText(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short", timeStyle: "short" })
    .format(new Date(iso))
    .replace(" ", " à ");
}

/**
 * The operator's answer to a request, in two clicks: the page reads the link's token, shows the request
 * with the price prefilled from the estimate, and sends « Confirmer avec ce prix » or « Indisponible ».
 * Everything else (opening the token, sending the e-mails) happens in /api/confirm: no key reaches the page.
 */
export function ConfirmPanel() {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [price, setPrice] = useState("");
  const [priceError, setPriceError] = useState<string | null>(null);
  const [sending, setSending] = useState<"confirm" | "decline" | null>(null);
  const [notice, setNotice] = useState<{ tone: "done" | "warn"; text: string } | null>(null);
  const [declineFirst, setDeclineFirst] = useState(false);
  const token = useRef("");
  const declineButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const found = tokenFromLocation(window.location);
    token.current = found.token;
    setDeclineFirst(found.decline);
    if (!found.token) {
      setState({
        kind: "error",
        message: `Aucune demande dans l’adresse${NBSP}: ouvrez cette page depuis le lien de l’e-mail de la demande.`,
      });
      return;
    }
    void callConfirm({ token: found.token, action: "view" }).then(({ status, data }) => {
      if (status !== 200) return setState({ kind: "error", message: String(data.error ?? "Erreur inattendue.") });
      const request = data.request as SealedView;
      setPrice(request.estimate === null ? "" : String(request.estimate).replace(".", ","));
      setState({ kind: "ready", request, answered: data.answered as Answered | undefined });
    });
  }, []);

  useEffect(() => {
    if (state.kind === "ready" && declineFirst && !state.answered) declineButton.current?.focus();
  }, [state, declineFirst]);

  async function send(action: "confirm" | "decline") {
    if (state.kind !== "ready") return;
    if (action === "confirm" && !/^\d{1,5}([.,]\d{1,2})?$/.test(price.trim())) {
      setPriceError(`Indiquez un prix TTC en euros, par exemple 42 ou 42,50.`);
      return;
    }
    setPriceError(null);
    setNotice(null);
    setSending(action);
    const { status, data } = await callConfirm({ token: token.current, action, price: price.trim() });
    setSending(null);
    const answered = data.answered as Answered | undefined;
    if (answered) {
      setState({ ...state, answered });
      if (typeof data.warning === "string") setNotice({ tone: "warn", text: data.warning });
      else if (status === 200) setNotice({ tone: "done", text: doneText(answered, state.request) });
      return;
    }
    if (data.field === "price") setPriceError(String(data.error));
    else setNotice({ tone: "warn", text: String(data.error ?? "Erreur inattendue.") });
  }

  if (state.kind === "loading")
    return (
      <p className="card flex items-center gap-3 p-6 text-muted sm:p-8" role="status">
        <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin text-gold-ink" /> Lecture de la demande…
      </p>
    );
  if (state.kind === "error")
    return (
      <div className="card flex gap-4 p-6 sm:p-8" role="alert">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
        <p className="leading-relaxed">{state.message}</p>
      </div>
    );

  const r = state.request;
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
    ["Demande reçue le", receivedText(r.receivedAt)],
    ["Tarif indicatif", r.estimate === null ? "sur devis" : `${formatEuros(r.estimate)} TTC`],
  ];
  return (
    <div className="card overflow-hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line bg-ivory px-6 py-5 sm:px-8">
        <h2 className="font-display text-2xl">
          Demande <span className="whitespace-nowrap">{r.reference}</span>
        </h2>
        {r.locale === "en" && <p className="text-sm text-muted">Client anglophone</p>}
      </div>
      <dl className="grid gap-x-8 gap-y-3 px-6 py-6 sm:grid-cols-[max-content_1fr] sm:px-8">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted sm:pt-0.5">{label}</dt>
            <dd className="-mt-2 font-medium break-words sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="border-t border-line bg-sand/40 px-6 py-6 sm:px-8">
        {state.answered ? (
          <div className="flex gap-3" role="status">
            <CalendarCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
            <p className="leading-relaxed">{notice?.tone === "done" ? notice.text : state.answered.message}</p>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send("confirm");
            }}
          >
            <label htmlFor="confirm-price" className="field-label">
              Prix TTC de la course, en euros
            </label>
            <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="relative sm:w-44">
                <input
                  id="confirm-price"
                  name="price"
                  inputMode="decimal"
                  autoComplete="off"
                  value={price}
                  onChange={(e) => setPrice(e.target.value)}
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={priceError ? "confirm-price-error" : "confirm-price-hint"}
                  className="field-input pr-10 text-lg font-semibold"
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-muted"
                >
                  €
                </span>
              </div>
              <button type="submit" disabled={sending !== null} className="btn-gold disabled:opacity-45">
                {sending === "confirm" ? (
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                ) : (
                  <Check aria-hidden="true" className="h-4 w-4" />
                )}
                Confirmer avec ce prix
              </button>
              <button
                type="button"
                ref={declineButton}
                disabled={sending !== null}
                onClick={() => void send("decline")}
                className="btn-ghost-dark disabled:opacity-45"
              >
                {sending === "decline" ? (
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                ) : (
                  <X aria-hidden="true" className="h-4 w-4" />
                )}
                Indisponible
              </button>
            </div>
            {priceError ? (
              <p id="confirm-price-error" role="alert" className="field-error">
                {priceError}
              </p>
            ) : (
              <p id="confirm-price-hint" className="mt-3 text-sm leading-relaxed text-muted">
                {r.estimate === null
                  ? `Trajet sur devis${NBSP}: indiquez le prix convenu.`
                  : `Prérempli avec le tarif indicatif de la grille${NBSP}; ajustez-le si besoin.`}{" "}
                Confirmer envoie au client son bon de réservation (avec le fichier calendrier), et une copie à votre
                boîte. Indisponible lui envoie un refus courtois avec notre numéro.
              </p>
            )}
          </form>
        )}
        {notice?.tone === "warn" && (
          <p role="alert" className="mt-4 rounded-xl border border-gold-ink/40 bg-white p-4 text-sm leading-relaxed">
            {notice.text}
          </p>
        )}
      </div>
    </div>
  );
}

function doneText(answered: Answered, request: SealedView): string {
  if (answered.answer === "declined")
    return `Refus envoyé à ${request.email}${NBSP}: le client sait qu’aucun chauffeur n’est disponible.`;
  const price = answered.price === undefined ? "" : ` au prix de ${formatEuros(answered.price)} TTC`;
  return `Réservation confirmée${price}${NBSP}: le bon de réservation est parti chez ${request.email}, sa copie dans votre boîte.`;
}
