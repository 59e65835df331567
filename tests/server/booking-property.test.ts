import fc from "fast-check";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { shareOf } from "../../src/lib/money";
import { type BookingRecord, recordOf } from "../../src/server/booking/record";
import { getBookingStore } from "../../src/server/booking/store";
import { isReference } from "../../src/server/kernel/reference";
import { getRedis } from "../../src/server/kernel/store/redis";
import { handleBooking } from "../../src/server/request/handler";
import type { SettlementDeps } from "../../src/server/settlement/dependencies";
import { handleStripeEvents } from "../../src/server/settlement/payment-events";
import { cancellationFee } from "../../src/server/trip/fees";
import { getTripStores } from "../../src/server/trip/store";
import { manageToken, proposalTokens } from "../support/answer-fixtures";
import {
  bookedAtFare,
  bookingRequest,
  deps as bookingDeps,
  memoryMailer,
  settled as deferred,
  validBooking,
} from "../support/booking-fixtures";
import { at, type BookingPages, bookingPages, freshReference } from "../support/booking-pages";
import { payOnHostedPage, startEndpoint, useStripeStandIn } from "../support/stripe-stand-in";

/**
 * Hundreds of random lives of one booking (issue 39): the customer books (paying now, keeping a card, paying in the
 * car) or asks for a quote, pays on Stripe's page or not, the operator answers, the customer accepts or refuses,
 * either cancels, the operator records a no-show or ends the ride with extras, takes the fee, refunds, records cash;
 * the lapse and settling jobs run at some moment; Stripe's events come late, twice or backwards; two acts meet. All
 * through the pages and jobs as production builds them, on this file's embedded Redis, the Stripe stand-in (its events
 * posted to the webhook function) and a clock that only moves forward.
 *
 * After every step, the money Stripe took for the booking less what it gave back never passes the most the booking
 * was ever agreed at, and its record never counts more than Stripe did. Once Stripe's events are in and the jobs have
 * run: what it keeps is within what its state allows (nothing once declined or cancelled by the operator, at most the
 * terms' fee once cancelled by the customer), its ledger is Stripe's own, and no two documents share a number nor do
 * invoice numbers skip one.
 */
const ctx = useStripeStandIn();
let settlement: SettlementDeps;
let endpoint: Awaited<ReturnType<typeof startEndpoint>>;

beforeAll(async () => {
  endpoint = await startEndpoint((request) => handleStripeEvents(request, settlement));
  ctx.stripe.webhooks.setUrl(endpoint.url);
});
afterAll(() => endpoint.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The ride: Nantes to the airport on 3 December 2026 at 06:15 in Paris (05:15 UTC), 35 € at the grid. */
const MOMENTS = {
  booked: "2026-11-28T09:00:00Z",
  "past the reply delay": "2026-11-28T12:00:00Z",
  "17 h before the pickup": "2026-12-02T12:00:00Z",
  "an hour before the pickup": "2026-12-03T04:15:00Z",
  "the waiting offered run": "2026-12-03T05:45:00Z",
  "5 h after the pickup": "2026-12-03T10:15:00Z",
  "three days on": "2026-12-06T10:00:00Z",
} as const;
type Moment = keyof typeof MOMENTS;
/**
 * When the jobs run once a life is over: more than an hour after the last moment, since a job that could not finish
 * a booking (Stripe refusing its refund) puts it back on its list an hour on, and a list holds what is due strictly
 * before the run.
 */
const AFTER_ALL = "2026-12-06T11:30:00Z";

const CARDS = {
  accepted: "4242424242424242",
  refused: "4000000000000002",
  "authenticated once": "4000002500003155",
  "authentication every time": "4000002760003184",
  "refused once kept": "4000000000000341",
} as const;
type Card = keyof typeof CARDS;

type Act =
  | { e: "pay"; card: Card; back: boolean }
  | { e: "pay-due"; card: Card; back: boolean }
  | { e: "answer"; price: "30" | "35" | "60" }
  | { e: "decline" }
  | { e: "accept"; payment: "prepaid" | "guarantee" }
  | { e: "refuse" }
  | { e: "cancel" }
  | { e: "operator-cancel" }
  | { e: "no-show" }
  | { e: "end"; waiting: number; extra: string }
  | { e: "take-fee" }
  | { e: "refund"; amount: string }
  | { e: "record-paid"; amount: string; method: "cash" | "transfer" }
  | { e: "lapse-job" }
  | { e: "settle-job" };
type Step =
  | Act
  /** The clock moves on to the next moment of the ride's timeline, or further. */
  | { e: "time"; later: 1 | 2 | 3 | 4 }
  | { e: "hold Stripe's events" }
  /** Stripe's front refuses the next refund or charge (a 400 before any work): nothing done. */
  | { e: "Stripe refuses"; next: "refund" | "charge" }
  | { e: "release Stripe's events"; order: "as-made" | "reversed"; twice: boolean }
  | { e: "at once"; acts: [Act, Act] };
type Life = { book: "quote" | "prepaid" | "guarantee" | "in-car"; company: boolean; steps: Step[] };

/** A step's fields (plain objects, so that a counterexample prints as it reads). */
const fields = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }): fc.Arbitrary<T> =>
  fc.record(model, { noNullPrototype: true });
const card = fc.constantFrom(...(Object.keys(CARDS) as Card[]));
const amount = fc.constantFrom("1", "10", "17,50", "35", "50");
const act: fc.Arbitrary<Act> = fc.oneof(
  { weight: 2, arbitrary: fields({ e: fc.constant("pay" as const), card, back: fc.boolean() }) },
  { weight: 2, arbitrary: fields({ e: fc.constant("pay-due" as const), card, back: fc.boolean() }) },
  { weight: 2, arbitrary: fields({ e: fc.constant("answer" as const), price: fc.constantFrom("30", "35", "60") }) },
  fc.constant({ e: "decline" as const }),
  fields({ e: fc.constant("accept" as const), payment: fc.constantFrom("prepaid", "guarantee") }),
  fc.constant({ e: "refuse" as const }),
  { weight: 2, arbitrary: fc.constant({ e: "cancel" as const }) },
  fc.constant({ e: "operator-cancel" as const }),
  { weight: 3, arbitrary: fc.constant({ e: "no-show" as const }) },
  {
    weight: 3,
    arbitrary: fields({
      e: fc.constant("end" as const),
      waiting: fc.constantFrom(0, 20, 45),
      extra: fc.constantFrom("", "12,50"),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ e: "take-fee" as const }) },
  { weight: 3, arbitrary: fields({ e: fc.constant("refund" as const), amount }) },
  {
    weight: 2,
    arbitrary: fields({
      e: fc.constant("record-paid" as const),
      amount,
      method: fc.constantFrom("cash", "transfer"),
    }),
  },
  fc.constant({ e: "lapse-job" as const }),
  { weight: 2, arbitrary: fc.constant({ e: "settle-job" as const }) },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: act },
  {
    weight: 5,
    arbitrary: fields({
      e: fc.constant("time" as const),
      later: fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
    }),
  },
  fc.constant({ e: "hold Stripe's events" as const }),
  fields({ e: fc.constant("Stripe refuses" as const), next: fc.constantFrom("refund", "charge") }),
  fields({
    e: fc.constant("release Stripe's events" as const),
    order: fc.constantFrom("as-made", "reversed"),
    twice: fc.boolean(),
  }),
  // Two acts at once: any two, or the same pressed twice (two tabs, a double click, two instances of a job).
  {
    weight: 3,
    arbitrary: fields({
      e: fc.constant("at once" as const),
      acts: fc.oneof(
        fc.tuple(act, act),
        act.map((a): [Act, Act] => [a, a]),
      ),
    }),
  },
);
const paying = fields({ e: fc.constant("pay" as const), card, back: fc.boolean() });
const time = fields({
  e: fc.constant("time" as const),
  later: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
});
const ending = fc.oneof(
  fc.constant({ e: "cancel" as const }),
  fc.constant({ e: "operator-cancel" as const }),
  fc.constant({ e: "no-show" as const }),
  fields({
    e: fc.constant("end" as const),
    waiting: fc.constantFrom(0, 20, 45),
    extra: fc.constantFrom("", "12,50"),
  }),
);
const money = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ e: "take-fee" as const }) },
  { weight: 2, arbitrary: fields({ e: fc.constant("refund" as const), amount }) },
  fields({ e: fc.constant("record-paid" as const), amount, method: fc.constantFrom("cash", "transfer") }),
  fields({ e: fc.constant("pay-due" as const), card, back: fc.boolean() }),
  fc.constant({ e: "settle-job" as const }),
);

/**
 * A life: the plot most bookings follow, each beat there or not (paid, answered, accepted, paid after, a refund, the
 * clock moving on, how it ends, what the money then does), with anything at all slipped in between.
 */
const life: fc.Arbitrary<Life> = fields({
  book: fc.constantFrom("quote", "prepaid", "guarantee", "in-car"),
  company: fc.boolean(),
  steps: fc
    .tuple(
      fc.tuple(
        fc.option(paying, { freq: 3 }),
        fc.option(fields({ e: fc.constant("answer" as const), price: fc.constantFrom("30", "35", "60") }), {
          freq: 8,
        }),
        fc.option(fields({ e: fc.constant("accept" as const), payment: fc.constantFrom("prepaid", "guarantee") })),
        fc.option(paying),
        fc.option(fields({ e: fc.constant("refund" as const), amount })),
        time,
        fc.option(ending, { freq: 6 }),
        fc.option(time),
        fc.option(money, { freq: 6 }),
        fc.option(money, { freq: 3 }),
      ),
      fc.array(fields({ at: fc.nat(10), step }), { minLength: 4, maxLength: 5 }),
    )
    .map(([plot, slipped]): Step[] => {
      const beats = plot.flatMap((s): Step[] => (s ? [s] : []));
      const steps = [...beats];
      // Slipped in at their places, later ones first so that each lands where it was drawn.
      for (const { at, step } of [...slipped].sort((a, b) => b.at - a.at))
        steps.splice(Math.min(at, beats.length), 0, step);
      return steps;
    }),
});

/** One life: its pages, its booking's reference, the links its e-mails and pages gave, what it did, its clock. */
type World = {
  p: BookingPages;
  reference: string;
  /** The payment step's link (the fare or a card), as the form's or the proposal's answer gave it. */
  paymentLink?: string;
  moment: Moment;
  held: boolean;
  /** The most the booking was ever agreed at (a price, a ride's total), in cents. */
  agreed: number;
  said: string[];
  errors: string[];
};

const latest = (w: World, kind: string, pattern: RegExp) => {
  const mail = w.p.mailer.sent.filter((m) => m.kind === kind && m.reference === w.reference).at(-1);
  return mail ? pattern.exec(mail.text)?.[1] : undefined;
};
const operatorLink = (w: World) => latest(w, "proof-copy", /\/course#(v1\.[\w-]+)/);
const confirmLink = (w: World) => latest(w, "business", /\/confirmer#(v1\.[\w-]+)/);
const dueLink = (w: World) => latest(w, "payment-due", /\/paiement#(v1\.[\w-]+)/);
const manageLink = (w: World) => {
  const proof = w.p.mailer.sent.filter((m) => m.kind === "proof" && m.reference === w.reference).at(-1);
  return proof ? manageToken(proof) : undefined;
};
const proposalLink = (w: World) => {
  const proposal = w.p.mailer.sent.filter((m) => m.kind === "proposal" && m.reference === w.reference).at(-1);
  return proposal ? proposalTokens(proposal).accept : undefined;
};

/** The customer on the payment page: Stripe's page opened, a card's button pressed, and maybe back to the page. */
async function pay(w: World, token: string | undefined, chosen: Card, back: boolean): Promise<string> {
  if (!token) return "no link";
  const checkout = await w.p.payment({ token, action: "checkout" });
  if (checkout.status !== 200) return `checkout ${checkout.status}`;
  // A page already paid (its event not in yet, the record still lists it open) is Stripe's « complete » page.
  const paid = await payOnHostedPage(checkout.body.url, CARDS[chosen], { authenticate: true }).catch(
    (error: Error) => ({
      status: 0,
      location: null,
      text: error.message,
    }),
  );
  if (paid.status !== 303 || !back) return `hosted page ${paid.status}`;
  const session = new URL(paid.location!).searchParams.get("session");
  const view = await w.p.payment({ token, action: "view", session });
  return `hosted page 303, back: ${view.body.state}`;
}

async function perform(w: World, a: Act): Promise<string> {
  const { p } = w;
  const trip = (body: Record<string, unknown>) => {
    const token = operatorLink(w);
    return token ? p.trip({ token, ...body }) : null;
  };
  const told = async (said: ReturnType<typeof trip> | Promise<{ status: number; body: Record<string, any> }>) => {
    const answer = await said;
    return answer ? `${answer.status}${answer.body.error ? ` ${answer.body.error}` : ""}` : "no link";
  };
  switch (a.e) {
    case "pay":
      return pay(w, w.paymentLink, a.card, a.back);
    case "pay-due":
      return pay(w, dueLink(w), a.card, a.back);
    case "answer":
    case "decline": {
      const token = confirmLink(w);
      if (!token) return "no link";
      return told(
        p.confirm({
          token,
          action: a.e === "answer" ? "confirm" : "decline",
          price: a.e === "answer" ? a.price : undefined,
        }),
      );
    }
    case "accept":
    case "refuse": {
      const token = proposalLink(w);
      if (!token) return "no link";
      const said = await p.proposal({
        token,
        action: a.e === "accept" ? "accept" : "decline",
        payment: a.e === "accept" ? a.payment : undefined,
      });
      if (said.body.payment?.url) w.paymentLink = String(said.body.payment.url).split("#")[1];
      return `${said.status} ${said.body.state ?? said.body.error}`;
    }
    case "cancel": {
      const token = manageLink(w);
      if (!token) return "no link";
      // The page shows the fee; the customer confirms that one.
      const view = await p.manage({ token, action: "view" });
      return told(p.manage({ token, action: "cancel", fee: view.body.fee?.percent ?? 0 }));
    }
    case "operator-cancel":
      return told(trip({ action: "cancel", reason: "Panne du véhicule" }));
    case "no-show":
      return told(trip({ action: "no-show" }));
    case "end":
      return told(
        trip({ action: "end", waitingMinutes: a.waiting, extra: a.extra, label: a.extra ? "Arrêt à Rezé" : "" }),
      );
    case "take-fee":
      return told(trip({ action: "take-fee" }));
    case "refund":
      return told(trip({ action: "refund", amount: a.amount }));
    case "record-paid":
      return told(trip({ action: "record-paid", amount: a.amount, method: a.method }));
    case "lapse-job":
      return told(p.lapseJob());
    case "settle-job":
      return told(p.settleJob());
    default: {
      const never: never = a;
      return never;
    }
  }
}

async function take(w: World, s: Step): Promise<string> {
  switch (s.e) {
    case "time": {
      const moments = Object.keys(MOMENTS) as Moment[];
      const next = moments[Math.min(moments.indexOf(w.moment) + s.later, moments.length - 1)]!;
      if (next === w.moment) return "the clock stays";
      w.moment = next;
      at(MOMENTS[next]);
      return `${next} (${MOMENTS[next]})`;
    }
    case "hold Stripe's events":
      ctx.stripe.webhooks.hold();
      w.held = true;
      return "held";
    case "release Stripe's events":
      await ctx.stripe.webhooks.release({ order: s.order, twice: s.twice });
      w.held = false;
      return "released";
    case "Stripe refuses":
      ctx.stripe.fail(
        { kind: "error", status: 400 },
        { path: s.next === "refund" ? /\/v1\/refunds$/ : /\/v1\/payment_intents$/ },
      );
      return `the next ${s.next} refused`;
    case "at once":
      return (await Promise.all(s.acts.map((a) => perform(w, a)))).join(" | ");
    default:
      return perform(w, s);
  }
}

/** Money for this booking as Stripe's own ledger has it, in cents. */
function stripeLedger(w: World) {
  const charges = ctx.stripe.charged().filter((c) => c.reference === w.reference);
  const intents = new Set(charges.map((c) => c.paymentIntent));
  const taken = charges.reduce((sum, c) => sum + c.amount, 0);
  const given = ctx.stripe
    .refunded()
    .filter((r) => intents.has(r.paymentIntent))
    .reduce((sum, r) => sum + r.amount, 0);
  return { taken, given, net: taken - given };
}

/** What a booking may keep in its state, from what the state implies on its record (never from its ledger). */
function allowed(record: BookingRecord): number {
  if (record.declined || record.cancellation?.by === "operator") return 0;
  if (record.fee) return record.fee.amount;
  if (record.end) return record.end.total;
  if (record.state === "requested" || record.state === "proposed") return 0;
  return record.price;
}

/** What the operator gave back from his trip page (`refund-<n>`), as far as Stripe did it or may have. */
function givenUp(record: BookingRecord): number {
  return Object.entries(record.acts)
    .filter(([name]) => /^refund-\d$/.test(name))
    .reduce((sum, [, a]) => sum + a.amount, 0);
}

/** True at every step, whatever is still in flight. */
async function always(w: World): Promise<void> {
  const record = await getBookingStore().get(w.reference);
  if (!record) return;
  w.agreed = Math.max(w.agreed, record.price, record.end?.total ?? 0);
  expect(record.ledger.ceiling, "what it may keep: its state's due, less what the operator gave up").toBe(
    Math.max(0, allowed(record) - givenUp(record)),
  );
  const stripe = stripeLedger(w);
  expect(stripe.net, "taken less refunded never passes the most ever agreed").toBeLessThanOrEqual(w.agreed);
  expect(record.ledger.in, "the record never counts a payment Stripe did not take").toBeLessThanOrEqual(stripe.taken);
  expect(record.ledger.out, "nor a refund Stripe did not make").toBeLessThanOrEqual(stripe.given);
  // Stripe's events in, nothing asked of it unanswered: the record's ledger is Stripe's own.
  if (!w.held) expect(ledgerOf(record), "the record's ledger is Stripe's own").toEqual(ledgerOf(null, stripe));
}

/** The record's online money (or, given Stripe's, what it should be), in cents. */
function ledgerOf(record: BookingRecord | null, stripe?: { taken: number; given: number }) {
  return record
    ? { in: record.ledger.in, out: record.ledger.out, inHold: record.ledger.inHold, outHold: record.ledger.outHold }
    : { in: stripe!.taken, out: stripe!.given, inHold: 0, outHold: 0 };
}

/** True once Stripe's events are in and the jobs have run. */
async function settled(w: World): Promise<void> {
  const record = (await getBookingStore().get(w.reference))!;
  const stripe = stripeLedger(w);
  const kept = stripe.net + record.ledger.offline;
  expect(kept, `kept in ${record.state}: at most what the state allows`).toBeLessThanOrEqual(allowed(record));
  // What the operator gave back from his page is given up: no later act takes it again.
  expect(kept, `kept in ${record.state}: less what the operator gave up`).toBeLessThanOrEqual(
    Math.max(0, allowed(record) - givenUp(record)),
  );
  if (record.declined || record.cancellation?.by === "operator")
    expect(stripe.net, `${record.state} (declined or cancelled by the operator): keeps nothing`).toBe(0);
  if (record.cancellation?.by === "customer") {
    const fee = record.fee!;
    const trip = (await getTripStores().trips.get(w.reference))!;
    const terms = cancellationFee(trip, Date.parse(record.cancellation.at), record);
    expect(fee.percent, "the fee's share is the terms' at the cancellation").toBe(terms?.percent ?? 100);
    expect(fee.amount, "the fee is that share of the price").toBe(shareOf(record.price, fee.percent));
    expect(kept, "a cancelled booking keeps at most the terms' fee").toBeLessThanOrEqual(fee.amount);
  }
  expect(ledgerOf(record), "the record's ledger is Stripe's own").toEqual(ledgerOf(null, stripe));
  await documentsNumbered();
}

/** No two documents share a number; invoices (credit notes among them) and notes each run from 1 without a gap. */
async function documentsNumbered(): Promise<void> {
  const redis = getRedis();
  const numbers: string[] = [];
  for (const key of await redis.keys("booking:VPN-*")) {
    if (!isReference(key.slice("booking:".length))) continue;
    const hash = await redis.hgetall<Record<string, unknown>>(key);
    const record = recordOf(key.slice("booking:".length), hash);
    if (record) numbers.push(...Object.values(record.documents));
  }
  expect(new Set(numbers).size, `documents' numbers ${numbers.join(", ")}: one per document`).toBe(numbers.length);
  const invoices = numbers
    .filter((n) => /^\d{4}-/.test(n))
    .map((n) => Number(n.slice(5)))
    .sort((a, b) => a - b);
  const drawn = Number((await redis.get<string | number>("invoice:sequence:2026")) ?? 0);
  expect(invoices, "invoice numbers from 1, without a gap").toEqual(Array.from({ length: drawn }, (_, i) => i + 1));
  const notes = numbers
    .filter((n) => /^N\d{4}-/.test(n))
    .map((n) => Number(n.slice(6)))
    .sort((a, b) => a - b);
  const noted = Number((await redis.get<string | number>("note:sequence:2026")) ?? 0);
  expect(notes, "note numbers likewise").toEqual(Array.from({ length: noted }, (_, i) => i + 1));
}

/** The customer's act: a quote asked, or a booking at the fare shown paid as he chose. */
async function book(w: World, l: Life): Promise<void> {
  const company = l.company
    ? {
        typeDeplacementProfessionnel: true,
        societe: "Atelier Loire SAS",
        adresseSociete: "3 quai de la Fosse, 44000 Nantes",
      }
    : { typeDeplacementProfessionnel: false };
  const body =
    l.book === "quote"
      ? validBooking(company)
      : bookedAtFare({ ...company, paiement: l.book === "in-car" ? "guarantee" : l.book });
  const d = bookingDeps({ now: () => new Date(), mailer: w.p.mailer, drawReference: freshReference });
  const answer = await handleBooking(bookingRequest(body), d);
  const said = (await answer.json()) as { reference: string; payment?: { url: string } };
  expect(answer.status).toBe(200);
  await deferred(d);
  w.reference = said.reference;
  if (l.book === "in-car")
    // Paid in the car is a mode the operator's settings do not offer at the form today; the record says it here.
    await getBookingStore().ledger(w.reference, { op: "set", set: { mode: "in-car" } });
  else if (said.payment) w.paymentLink = said.payment.url.split("#")[1];
}

/** Errors a life may log on purpose: each says what the operator must look at. */
const EXPECTED_ERRORS: RegExp[] = [
  // A payment that came after its booking was declined (its event late): refunded at once, its payer told at the
  // address Stripe's page has; when the business's copy of it cannot leave, the log says so.
  /refunded \d+ cents; the business's e-mail NOT SENT/,
  // What Stripe refused when the life made it refuse, and what the refusal left to do.
  /\[payment\] (refund|charge) REFUSED by Stripe/,
  /REFUND REFUSED/,
  /NOT CHARGED, Stripe refused/,
];

async function live(l: Life): Promise<void> {
  await getRedis().flushdb();
  at(MOMENTS.booked);
  const p = bookingPages(memoryMailer());
  settlement = p.deps.settlement;
  const w: World = { p, reference: "", moment: "booked", held: false, agreed: 0, said: [], errors: [] };
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const errors = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    w.errors.push(args.map(String).join(" "));
  });
  try {
    await book(w, l);
    for (const s of l.steps) {
      w.said.push(`${JSON.stringify(s)} → ${await take(w, s)}`);
      if (!w.held) await ctx.stripe.webhooks.settled();
      await always(w);
    }
    // Stripe answering again and its events all in, then the jobs at a moment past every deadline.
    ctx.stripe.clearFaults();
    if (w.held) await ctx.stripe.webhooks.release();
    await ctx.stripe.webhooks.settled();
    // Past the hour after the last step (AFTER_ALL): what a job left for its next run is on its list.
    at(AFTER_ALL);
    for (const job of [p.lapseJob, p.settleJob]) {
      w.said.push(`job → ${(await job()).status}`);
      await ctx.stripe.webhooks.settled();
    }
    await always(w);
    await settled(w);
    const unexpected = w.errors.filter((e) => !EXPECTED_ERRORS.some((x) => x.test(e)));
    expect(unexpected, "no unexpected console.error").toEqual([]);
  } catch (error) {
    const record = w.reference ? await getBookingStore().get(w.reference) : null;
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${w.reference} (${l.book}${l.company ? ", company" : ""}):\n  ${w.said.join("\n  ")}\nrecord: ${JSON.stringify(record)}\nStripe: ${JSON.stringify(stripeLedger(w))}\nerrors: ${w.errors.join("\n")}`,
    );
  } finally {
    errors.mockRestore();
    ctx.stripe.clearFaults();
    if (w.held) await ctx.stripe.webhooks.release();
    await ctx.stripe.webhooks.settled();
  }
}

/**
 * Lives a random run once found wrong, replayed first on every run. The first: a fare paid through a page the
 * operator's new price could not close (Stripe's event held), then the new price accepted and paid through a new
 * page: 35 € + 60 € taken for a 60 € ride, because the closing marked the old page complete without its money.
 */
const FOUND: Life[] = [
  {
    book: "prepaid",
    company: false,
    steps: [
      { e: "hold Stripe's events" },
      { e: "end", waiting: 0, extra: "" },
      { e: "lapse-job" },
      { e: "pay", card: "accepted", back: false },
      { e: "time", later: 1 },
      { e: "answer", price: "60" },
      { e: "accept", payment: "prepaid" },
      { e: "pay", card: "accepted", back: false },
      { e: "time", later: 1 },
    ],
  },
  // The refund of an operator's cancellation refused by Stripe, then again by the job three days on, which puts the
  // booking back on its list an hour later: the jobs at the end of a life ran exactly then and did not see it.
  {
    book: "quote",
    company: false,
    steps: [
      { e: "Stripe refuses", next: "refund" },
      { e: "time", later: 2 },
      { e: "Stripe refuses", next: "refund" },
      { e: "answer", price: "30" },
      { e: "accept", payment: "prepaid" },
      { e: "pay", card: "accepted", back: false },
      { e: "time", later: 2 },
      { e: "time", later: 1 },
      { e: "operator-cancel" },
      { e: "time", later: 1 },
      { e: "settle-job" },
    ],
  },
];

/**
 * A failure prints the smallest life found, what each step answered, the record and Stripe's ledger. To replay it:
 * LIVES_SEED and LIVES_PATH as fast-check prints them (`seed`, `path`); LIVES sets how many lives are drawn.
 */
test("random lives of one booking keep its money within what its state allows, its ledger Stripe's own and its documents numbered once", async () => {
  await fc.assert(fc.asyncProperty(life, live), {
    numRuns: Number(process.env.LIVES ?? 200),
    examples: FOUND.map((found) => [found] as [Life]),
    ...(process.env.LIVES_SEED ? { seed: Number(process.env.LIVES_SEED), path: process.env.LIVES_PATH } : {}),
  });
}, 600_000);
