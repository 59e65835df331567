import { PAYMENT_SETTINGS } from "../../config/payment.js";
import { factsOf } from "../booking/facts.js";
import { expireSessions } from "../booking/money.js";
import { type BookingRecord, held, owed, paymentsOf, type Session } from "../booking/record.js";
import { type ActName, check } from "../booking/states.js";
import { type BookingStore, getBookingStore } from "../booking/store.js";
import { json } from "../kernel/http.js";
import {
  type GatedRequest,
  type LinkDeps,
  linkDeps,
  linkEndpoint,
  opensEvenExpired,
} from "../kernel/links/endpoint.js";
import { cardTermsText, paymentAnswersText } from "./payment-answers.text.js";
import { ensureCustomer } from "../payment/charges.js";
import { createPaymentCheckout, createSetupCheckout, readCheckoutSession } from "../payment/checkout.js";
import { idempotencyKey } from "../payment/keys.js";
import { openPaymentLink, type PaymentLink, paymentUrl } from "../payment/link.js";
import { getMailer } from "../mail/index.js";
import { getTripStores, retentionDays } from "../trip/store.js";
import type { SettlementDeps } from "./dependencies.js";
import { recordCompletedSessions, recordSession } from "./payment-sessions.js";

const MINUTE_MS = 60_000;

export type PaymentPageDeps = LinkDeps & { bookings: BookingStore; settlement: SettlementDeps };

export function defaultPaymentPageDeps(): PaymentPageDeps {
  const base = linkDeps("payment");
  const bookings = getBookingStore();
  return {
    ...base,
    bookings,
    settlement: {
      bookings,
      stores: getTripStores(),
      // A payment it records that the booking can no longer keep goes back, and the customer is told.
      mailer: getMailer(),
      inbox: base.inbox,
      siteOrigin: base.siteOrigin,
      origin: base.siteOrigin,
      secret: base.secret,
      retention: retentionDays(),
      now: base.now,
    },
  };
}

/**
 * POST /api/payment {token, action: "view" | "checkout", session?}: the customer's payment page (/paiement,
 * /en/payment; docs/decisions/200-booking-state.md). The token names a booking and what the link was sent for (its
 * fare, its card, an amount owed); what is asked now comes from the booking's record and its state, never from the
 * link or the browser: a booking declined, cancelled or repriced since asks nothing through an old link, and says
 * why. « checkout » opens Stripe's hosted page for it, reusing the session already open for that act and amount;
 * « view » says where it stands, reading the session Stripe sent the customer back with when it is not recorded yet.
 */
export function handlePaymentPage(
  request: Request,
  deps: PaymentPageDeps = defaultPaymentPageDeps(),
): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint(
  "payment",
  (locale) => paymentAnswersText[locale],
  opensEvenExpired(openPaymentLink),
  pipeline,
);

/**
 * Where the link stands: `awaiting` (something to pay or a card to keep, now), `paid`, `card-saved`, or
 * `nothing-due` with why: the booking was not confirmed (`declined`), was cancelled, or this link was replaced by
 * another (`replaced`: its price changed since).
 */
type State = "awaiting" | "card-saved" | "paid" | "nothing-due";
type Why = "declined" | "cancelled" | "replaced" | "ended";

const actOf = (link: PaymentLink): ActName =>
  link.act === "due" ? "pay-due" : link.mode === "guarantee" ? "keep-card" : "pay";

/** The states in which the ride took place, or the customer did not come: what was paid for it is no longer refunded. */
const RIDE_TAKEN_PLACE = new Set<BookingRecord["state"]>(["ended", "no-show", "closed"]);

function standing(
  link: PaymentLink,
  record: BookingRecord,
  now: number,
): { state: State; amount: number; why?: Why; paidAt?: string; rest?: number; later?: number; over?: boolean } {
  const facts = factsOf(record, null);
  const allowed = check(actOf(link), "customer", facts, now) === null;
  if (link.act === "due") {
    const left = owed(record.ledger);
    const paid = link.dueAct ? paidFor(link.dueAct, record) : null;
    if (paid && left <= 0) return { state: "paid", amount: paid.amount, paidAt: paid.at };
    return allowed && left > 0
      ? { state: "awaiting", amount: left }
      : { state: "nothing-due", amount: 0, why: whyOf(record) };
  }
  // Declined or cancelled, a booking keeps nothing of its fare: its link says why, never « payé » (a payment that
  // slipped through a page Stripe did not close in time has gone back at once).
  if (record.state === "declined" || record.cancellation)
    return { state: "nothing-due", amount: 0, why: whyOf(record) };
  // A fare paid: the page says what was paid; what the booking is still owed if its price rose since (a page paid
  // while the operator proposed another price, counted after), which the ride's end takes (./collect.ts); what was
  // paid since (that rest, the ride's extras); and, once the ride has taken place, promises no refund of it.
  if (record.farePaid && link.mode === "prepaid") {
    const rest = owed(record.ledger);
    const later = held(record.ledger) - record.farePaid.amount;
    const over = RIDE_TAKEN_PLACE.has(record.state);
    return {
      state: "paid",
      amount: record.farePaid.amount,
      paidAt: record.farePaid.at,
      ...(rest > 0 ? { rest } : {}),
      ...(later > 0 ? { later } : {}),
      ...(over ? { over } : {}),
    };
  }
  if (record.card && link.mode === "guarantee") return { state: "card-saved", amount: record.price };
  if (!allowed) return { state: "nothing-due", amount: 0, why: whyOf(record) };
  // A link sent for another price than the booking's now (a proposal accepted since, a correction) asks nothing.
  if (link.amount !== record.price) return { state: "nothing-due", amount: 0, why: "replaced" };
  return { state: "awaiting", amount: record.price };
}

/** What was paid of an act a link asks for, in all and at the last payment's date; null when nothing was. */
function paidFor(act: string, record: BookingRecord): { amount: number; at: string } | null {
  const parts = paymentsOf(record, act);
  if (!parts.length) return null;
  return {
    amount: parts.reduce((sum, part) => sum + part.amount, 0),
    at: parts
      .map((part) => part.at)
      .sort()
      .at(-1)!,
  };
}

function whyOf(record: BookingRecord): Why {
  if (record.cancellation) return "cancelled";
  if (record.state === "declined" || record.state === "requested" || record.state === "proposed") return "declined";
  if (record.state === "cancelled-by-customer" || record.state === "cancelled-by-operator") return "cancelled";
  return "ended";
}

async function pipeline(gated: GatedRequest<(typeof paymentAnswersText)["fr"]>, deps: PaymentPageDeps) {
  const { request, body, secret, answerBy } = gated;
  const now = deps.now().getTime();
  const opened = openPaymentLink(body.token, secret, now);
  const link = opened.ok ? opened.value : opened.error.link;
  if (!link) return json(400, { error: gated.m.invalid, invalid: true });
  const m = paymentAnswersText[link.locale];
  let record: BookingRecord | null;
  try {
    record = await deps.bookings.get(link.reference);
  } catch (error) {
    console.error(`[payment] ${link.reference}: cannot read the booking's record`, error);
    return json(503, { error: m.store });
  }
  if (!record) return json(503, { error: m.store });
  // Back from Stripe's page: its session is read from Stripe and recorded, if the webhook has not done it yet.
  const session = typeof body.session === "string" && /^cs_\w{1,200}$/.test(body.session) ? body.session : null;
  if (session && record.sessions[session]?.state === "open") {
    const read = await readCheckoutSession(session, { deadline: answerBy - 8_000 });
    if (read.ok)
      await recordSession(read.value, deps.settlement, answerBy - 6_000)
        .then(async () => {
          record = (await deps.bookings.get(link.reference)) ?? record;
        })
        .catch((error) => console.error(`[payment] ${link.reference}: session ${session} not recorded yet`, error));
  }
  // Before a new page is opened, the booking's older pages for the same act (another amount, or about to lapse) are
  // closed, and any page paid meanwhile (its event late) is counted: what the customer paid there is not asked of
  // him again here, and no page opened before can be paid beside the new one.
  if (body.action === "checkout") {
    const before = standing(link, record, now);
    if (before.state === "awaiting") {
      const older = Object.fromEntries(
        Object.entries(record.sessions).filter(
          ([, s]) => s.act === actKey(link) && s.state === "open" && !reusable(s, link, before.amount, now),
        ),
      );
      if (Object.keys(older).length)
        await expireSessions(
          { bookings: deps.bookings, now: deps.now },
          { ...record, sessions: older },
          answerBy - 14_000,
        );
    }
    const read = record;
    record = await recordCompletedSessions(read, deps.settlement, answerBy - 8_000).catch((error) => {
      console.error(`[payment] ${link.reference}: its other pages not read from Stripe`, error);
      return read;
    });
  }
  const at = standing(link, record, now);
  const view = {
    payment: { ...publicLink(link), amount: at.amount || link.amount },
    state: at.state,
    ...(at.why ? { why: at.why } : {}),
    expired: !opened.ok,
    ...(record.card ? { card: { brand: record.card.brand, last4: record.card.last4 } } : {}),
    ...(at.paidAt ? { paidAt: at.paidAt } : {}),
    ...(at.rest ? { rest: at.rest } : {}),
    ...(at.later ? { later: at.later } : {}),
    ...(at.over ? { over: true } : {}),
  };
  if (body.action === "view") return json(200, view);
  if (body.action !== "checkout") return json(400, { error: m.action });
  if (at.state !== "awaiting") return json(409, { ...view, error: m.done });
  if (!opened.ok) return json(410, { ...view, error: m.gone });
  return checkout(link, record, at.amount, deps, request, body.token as string, answerBy, m);
}

async function checkout(
  link: PaymentLink,
  record: BookingRecord,
  amount: number,
  deps: PaymentPageDeps,
  request: Request,
  token: string,
  answerBy: number,
  m: (typeof paymentAnswersText)["fr"],
): Promise<Response> {
  const now = deps.now().getTime();
  const what = actKey(link);
  const setup = isSetup(link);
  // One session per booking, act and amount: the one open is reused, never a second page to pay the same thing.
  const open = Object.values(record.sessions).find((s) => s.state === "open" && reusable(s, link, amount, now));
  if (open?.url) return json(200, { url: open.url });
  const customer = await ensureCustomer(
    {
      reference: link.reference,
      email: link.email,
      name: link.name,
      ...(record.customerId ? { customerId: record.customerId } : {}),
    },
    { key: idempotencyKey(link.reference, "customer"), deadline: answerBy - 12_000 },
  );
  if (!customer.ok) return json(503, { error: m.stripe });
  const customerId = customer.value.customerId;
  const page = paymentUrl(deps.linkOrigin(request), token, link.locale);
  const [path, fragment] = page.split("#") as [string, string];
  const returnTo = { successUrl: `${path}?session={CHECKOUT_SESSION_ID}#${fragment}`, cancelUrl: page };
  const made = Object.values(record.sessions).filter((s) => s.act === what).length;
  const options = {
    key: idempotencyKey(link.reference, `checkout:${what}:${amount}:${made + 1}`),
    deadline: answerBy - 4_000,
  };
  const keep = PAYMENT_SETTINGS.guarantee !== "off" ? { terms: cardTermsText[link.locale].prepaid } : undefined;
  const opened = setup
    ? await createSetupCheckout(
        {
          reference: link.reference,
          act: what,
          locale: link.locale,
          return: returnTo,
          customerId,
          terms: cardTermsText[link.locale].guarantee,
        },
        options,
      )
    : await createPaymentCheckout(
        {
          reference: link.reference,
          act: what,
          locale: link.locale,
          return: returnTo,
          amount,
          label: link.label,
          customerId,
          ...(link.act === "booking" && keep ? { saveCard: keep } : {}),
        },
        options,
      );
  if (!opened.ok || !opened.value.url) return json(503, { error: m.stripe });
  const id = opened.value.id;
  const session: Session = {
    act: what,
    amount: setup ? 0 : amount,
    expiresAt: opened.value.expiresAt.getTime(),
    url: opened.value.url,
    state: "open",
  };
  // Recorded before the customer is sent to it: a session the record does not list is never taken as ours.
  const recorded = await deps.bookings
    .ledger(link.reference, { op: "set", set: { [`cs:${id}`]: JSON.stringify(session), customerId } }, undefined)
    .catch((error: unknown) => ({ ok: false as const, why: String(error) }));
  if (!recorded.ok) {
    console.error(`[payment] ${link.reference}: session ${id} not recorded (${recorded.why}); not offered`);
    await expireSessions(
      { bookings: deps.bookings, now: deps.now },
      { ...record, sessions: { [id]: session } },
      answerBy - 1_000,
    );
    return json(503, { error: m.store });
  }
  // A page for the same act opened meanwhile (another tab) is closed: only the one just made can be paid.
  const older = Object.fromEntries(
    Object.entries(record.sessions).filter(([, s]) => s.act === what && s.state === "open"),
  );
  if (Object.keys(older).length)
    await expireSessions({ bookings: deps.bookings, now: deps.now }, { ...record, sessions: older }, answerBy - 1_000);
  return json(200, { url: opened.value.url });
}

/** The act a link's Checkout sessions are recorded under: the fare (« booking ») or one amount owed. */
const actKey = (link: PaymentLink): string => (link.act === "due" ? `due-${link.dueAct}` : "booking");
const isSetup = (link: PaymentLink): boolean => link.act === "booking" && link.mode === "guarantee";

/** A session the page may send the customer to again: open, for this act and amount, and not about to lapse. */
function reusable(session: Session, link: PaymentLink, amount: number, now: number): boolean {
  return (
    session.state === "open" &&
    session.act === actKey(link) &&
    (isSetup(link) || session.amount === amount) &&
    session.expiresAt > now + 5 * MINUTE_MS &&
    Boolean(session.url)
  );
}

/** What the page shows of the link: never the e-mail address it was sent to. */
function publicLink(link: PaymentLink) {
  const { email: _email, expiresAt, ...shown } = link;
  return { ...shown, expiresAt: new Date(expiresAt).toISOString() };
}
