import { TEST_CARDS, testCard } from "./cards";
import type { Emit } from "./payments";
import { attempt, currentSession } from "./sessions";
import type { State } from "./state";

/**
 * The hosted page's stand-in: what Stripe Checkout's page does, in plain HTML, with one button per test card
 * instead of a card form. It says what it is on every screen; no real payment can start here.
 */
const NBSP = "\u00a0";

const escape = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function euros(cents: number): string {
  const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${whole},${String(cents % 100).padStart(2, "0")}${NBSP}€`;
}

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} — stand-in local de Stripe</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.banner{background:#fff3cd;border:1px solid #e0c56e;padding:.75rem 1rem;border-radius:6px}
button{display:block;width:100%;margin:.5rem 0;padding:.7rem;font:inherit;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#635bff}.error{color:#b00020;font-weight:600}.terms{font-size:.9rem;color:#444}</style>
</head><body><p class="banner"><strong>Stand-in local de Stripe Checkout</strong> (mode test)${NBSP}: aucun paiement réel, aucune carte saisie. Stripe affiche ici sa page de paiement.</p>
${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

function form(id: string, fields: Record<string, string>, label: string, secondary = false): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("");
  return `<form method="post" action="/checkout/${escape(id)}">${inputs}<button${secondary ? ' class="secondary"' : ""}>${escape(label)}</button></form>`;
}

export async function hostedPage(state: State, request: Request, emit: Emit): Promise<Response> {
  const url = new URL(request.url);
  const id = decodeURIComponent(url.pathname.slice("/checkout/".length));
  const session = state.get(id, "checkout.session") ? currentSession(state, id, emit) : undefined;
  if (!session) return page("Session inconnue", "<h1>Session inconnue</h1>", 404);
  if (session.status !== "open")
    return page(
      "Session terminée",
      `<h1>Cette session est ${session.status === "complete" ? "terminée" : "expirée"}</h1>`,
      410,
    );
  const choice =
    request.method === "POST" ? new URLSearchParams(await request.text()) : new URLSearchParams(url.search);
  const action = choice.get("action");
  const card = testCard(choice.get("card") ?? undefined);
  if (action === "cancel") return Response.redirect(session.cancel_url ?? session.success_url, 303);
  let message = "";
  if (action === "pay" && card) {
    if (card.onSession === "authenticate" && session.mode === "payment")
      return page(
        "Authentification",
        `<h1>Authentification demandée</h1><p>La banque de la carte ${escape(card.last4)} demande au client de confirmer le paiement (3-D Secure, simulé).</p>
${form(id, { action: "authenticated", card: card.number }, "Authentifier")}
${form(id, { action: "not-authenticated", card: card.number }, "Échouer l’authentification", true)}`,
      );
    const done = attempt(state, session, card, emit);
    if (done.ok) return Response.redirect(done.redirect, 303);
    message = done.message;
  } else if (action === "authenticated" && card) {
    const done = attempt(state, session, card, emit);
    if (done.ok) return Response.redirect(done.redirect, 303);
    message = done.message;
  } else if (action === "not-authenticated") {
    message = "Authentification échouée (test). Le paiement n’a pas eu lieu.";
  }
  const what =
    session.mode === "payment"
      ? `<h1>${escape(session.line_item_label)}</h1><p>Montant${NBSP}: <strong>${euros(session.amount_total as number)}</strong></p>`
      : `<h1>Enregistrer une carte</h1><p>Aucun montant n’est débité maintenant.</p>`;
  const terms = (session.custom_text as { submit?: { message?: string | null } }).submit?.message;
  const cards = TEST_CARDS.map((c) =>
    form(id, { action: "pay", card: c.number }, `${c.label} — ${c.number.replace(/(\d{4})(?=\d)/g, `$1${NBSP}`)}`),
  ).join("\n");
  return page(
    "Paiement",
    `${what}${message ? `<p class="error">${escape(message)}</p>` : ""}${terms ? `<p class="terms">${escape(terms)}</p>` : ""}
${cards}
${form(id, { action: "cancel" }, "Annuler et revenir au site", true)}`,
  );
}
