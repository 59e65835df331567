import { PAYMENT_SETTINGS } from "../../config/payment.js";
import { phoneDisplay } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { json } from "../kernel/http.js";
import { type GatedRequest, type LinkDeps, linkDeps, linkEndpoint } from "../kernel/links/endpoint.js";
import type { OnceStore } from "../kernel/store/once.js";
import { customerLinkRefusals } from "../kernel/words.js";
import { ensureCustomer } from "../payment/charges.js";
import { createPaymentCheckout, createSetupCheckout, readCheckoutSession } from "../payment/checkout.js";
import { idempotencyKey } from "../payment/keys.js";
import { openPaymentLink, type PaymentLink, paymentUrl } from "../payment/link.js";
import {
  getMoneyActs,
  getPaymentRecords,
  type MoneyAct,
  type Payment,
  type PaymentRecords,
} from "../payment/record.js";
import { recordSession } from "./payment-sessions.js";
import { retentionDays } from "../trip/store.js";
import { PAYMENT_RECORD_EXTRA_DAYS } from "../../config/retention.js";

const NBSP = "\u00a0";
const DAY_MS = 86_400_000;

export const paymentMessages = {
  fr: {
    ...customerLinkRefusals.fr,
    gone: `Ce lien de paiement a expiré${NBSP}: appelez-nous au ${phoneDisplay("fr")}.`,
    store: `Votre réservation ne peut pas être lue pour l’instant${NBSP}: réessayez dans une minute.`,
    stripe: `Le paiement en ligne ne répond pas pour l’instant${NBSP}: rien n’a été débité. Réessayez dans un instant, ou appelez-nous au ${phoneDisplay("fr")}.`,
    done: "C’est déjà fait\u00a0: rien de plus n’est demandé.",
  },
  en: {
    ...customerLinkRefusals.en,
    gone: `This payment link has expired: please call us on ${phoneDisplay("en")}.`,
    store: "Your booking cannot be read just now: please try again in a minute.",
    stripe: `Online payment is not answering just now: nothing was charged. Please try again in a moment, or call us on ${phoneDisplay("en")}.`,
    done: "This is already done: nothing more is asked.",
  },
} satisfies Record<BookingLocale, Record<string, string>>;

export type PaymentPageDeps = LinkDeps & {
  records: PaymentRecords;
  acts: OnceStore<MoneyAct>;
  retention: number;
};

export function defaultPaymentPageDeps(): PaymentPageDeps {
  return {
    ...linkDeps("payment"),
    records: getPaymentRecords(),
    acts: getMoneyActs(),
    retention: retentionDays(),
  };
}

/**
 * POST /api/payment {token, action: "view" | "checkout", session?}: the customer's payment page (/paiement,
 * /en/payment; docs/decisions/190-getting-paid.md). The token is a sealed payment link: what is to be paid or kept,
 * for how much, on which booking; nothing of the amount comes from the browser. « checkout » opens Stripe's hosted
 * page for it (the card is typed there, never here); « view » says where it stands, reading the session Stripe
 * sent the customer back with when it has not been recorded yet.
 */
export function handlePaymentPage(
  request: Request,
  deps: PaymentPageDeps = defaultPaymentPageDeps(),
): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint(
  "payment",
  (locale) => paymentMessages[locale],
  (token, secret, now) => {
    const opened = openPaymentLink(token, secret, now);
    return opened.ok || opened.error.kind === "expired";
  },
  pipeline,
);

type State = "awaiting" | "card-saved" | "paid";

async function pipeline(gated: GatedRequest<(typeof paymentMessages)["fr"]>, deps: PaymentPageDeps) {
  const { request, body, secret, answerBy } = gated;
  const opened = openPaymentLink(body.token, secret, deps.now().getTime());
  const link = opened.ok ? opened.value : opened.error.link;
  if (!link) return json(400, { error: gated.m.invalid, invalid: true });
  const m = paymentMessages[link.locale];
  const keepUntil = link.expiresAt + (deps.retention + PAYMENT_RECORD_EXTRA_DAYS) * DAY_MS;
  let record: Payment | null;
  let act: MoneyAct | null = null;
  try {
    [record, act] = await Promise.all([
      deps.records.get(link.reference),
      link.act === "due" && link.dueAct ? deps.acts.get(`${link.reference}:${link.dueAct}`) : null,
    ]);
  } catch (error) {
    console.error(`[payment] ${link.reference}: cannot read the payment record`, error);
    return json(503, { error: m.store });
  }
  // Back from Stripe's page: its session is read from Stripe and recorded, if the webhook has not done it yet.
  const session = typeof body.session === "string" && /^cs_\w{1,200}$/.test(body.session) ? body.session : null;
  if (session && stateOf(link, record, act) === "awaiting" && record?.sessionId === session) {
    const read = await readCheckoutSession(session, { deadline: answerBy - 8_000 });
    if (read.ok && read.value.reference === link.reference) {
      await recordSession(read.value, { records: deps.records, acts: deps.acts, deadline: answerBy - 6_000 }, keepUntil)
        .then(async () => {
          [record, act] = await Promise.all([
            deps.records.get(link.reference),
            link.act === "due" && link.dueAct ? deps.acts.get(`${link.reference}:${link.dueAct}`) : null,
          ]);
        })
        .catch((error) => console.error(`[payment] ${link.reference}: session ${session} not recorded yet`, error));
    }
  }
  const state = stateOf(link, record, act);
  const view = {
    payment: publicLink(link),
    state,
    expired: !opened.ok,
    ...(record?.card ? { card: { brand: record.card.brand, last4: record.card.last4 } } : {}),
    ...(link.act === "due"
      ? act?.outcome === "succeeded"
        ? { paidAt: act.at }
        : {}
      : record?.paid
        ? { paidAt: record.paid.at }
        : {}),
  };
  if (body.action === "view") return json(200, view);
  if (body.action !== "checkout") return json(400, { error: m.action });
  if (state !== "awaiting") return json(409, { ...view, error: m.done });
  if (!opened.ok) return json(410, { ...view, error: m.gone });

  const customer = await ensureCustomer(
    {
      reference: link.reference,
      email: link.email,
      name: link.name,
      ...(record?.customerId ? { customerId: record.customerId } : {}),
    },
    { key: idempotencyKey(link.reference, "customer"), deadline: answerBy - 12_000 },
  );
  if (!customer.ok) return json(503, { error: m.stripe });
  const customerId = customer.value.customerId;
  const page = paymentUrl(deps.linkOrigin(request), body.token as string, link.locale);
  const [path, fragment] = page.split("#") as [string, string];
  const returnTo = { successUrl: `${path}?session={CHECKOUT_SESSION_ID}#${fragment}`, cancelUrl: page };
  // One session a minute at most for the same act: a double click opens the same page, a later try a new one.
  const attempt = `t${Math.floor(deps.now().getTime() / 60_000)}`;
  const what = link.act === "due" ? `due-${link.dueAct}` : "booking";
  const options = { key: idempotencyKey(link.reference, `checkout:${what}:${attempt}`), deadline: answerBy - 1_500 };
  const keep = PAYMENT_SETTINGS.guarantee !== "off" ? { terms: cardTerms(link.locale, "prepaid") } : undefined;
  const made =
    link.act === "booking" && link.mode === "guarantee"
      ? await createSetupCheckout(
          {
            reference: link.reference,
            act: what,
            locale: link.locale,
            return: returnTo,
            customerId,
            terms: cardTerms(link.locale, "guarantee"),
          },
          options,
        )
      : await createPaymentCheckout(
          {
            reference: link.reference,
            act: what,
            locale: link.locale,
            return: returnTo,
            amount: link.amount,
            label: link.label,
            customerId,
            ...(link.act === "booking" && keep ? { saveCard: keep } : {}),
          },
          options,
        );
  if (!made.ok || !made.value.url) return json(503, { error: m.stripe });
  try {
    await deps.records.update(
      link.reference,
      {
        mode: link.mode,
        fare: link.act === "booking" ? link.amount : (record?.fare ?? link.amount),
        customerId,
        sessionId: made.value.id,
      },
      keepUntil,
    );
  } catch (error) {
    // The webhook records the session by its own reference: the customer may go on.
    console.error(`[payment] ${link.reference}: session ${made.value.id} not recorded before Stripe's page`, error);
  }
  return json(200, { url: made.value.url });
}

/** Where the act stands: its amount paid, the card kept, or still to do. */
function stateOf(link: PaymentLink, record: Payment | null, act: MoneyAct | null): State {
  if (link.act === "due") return act?.outcome === "succeeded" ? "paid" : "awaiting";
  if (record?.paid) return "paid";
  if (link.mode === "guarantee" && record?.card) return "card-saved";
  return "awaiting";
}

/** What the page shows of the link: never the e-mail address it was sent to. */
function publicLink(link: PaymentLink) {
  const { email: _email, expiresAt, ...shown } = link;
  return { ...shown, expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * What the customer consents to when a card is kept, shown on Stripe's page above its button (SCA: the card is
 * authenticated once for these off-session charges).
 */
export function cardTerms(locale: BookingLocale, mode: "prepaid" | "guarantee"): string {
  const en = locale === "en";
  if (mode === "prepaid")
    return en
      ? "Your card is kept by Stripe for this booking: charged only the extras you agree to (waiting, a stop) or the fees of our terms for a late cancellation or a no-show. Never anything else."
      : `Votre carte est conservée par Stripe pour cette réservation${NBSP}: débitée seulement des suppléments convenus (attente, arrêt) ou des frais prévus par nos CGV en cas d’annulation tardive ou d’absence. Jamais d’autre somme.`;
  return en
    ? "Your card is kept by Stripe for this booking: charged the trip's price (and any extras you agree to) when it ends, or the fees of our terms for a late cancellation or a no-show. Never anything else."
    : `Votre carte est conservée par Stripe pour cette réservation${NBSP}: débitée du prix de la course (et des suppléments convenus) à la fin du trajet, ou des frais prévus par nos CGV en cas d’annulation tardive ou d’absence. Jamais d’autre somme.`;
}
