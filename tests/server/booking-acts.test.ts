import { afterEach, expect, test, vi } from "vitest";
import { perform } from "../../src/server/booking/act";
import {
  ACT_NAMES,
  type ActName,
  type Actor,
  BOOKING_STATES,
  type BookingState,
  check,
} from "../../src/server/booking/states";
import { factsOf } from "../../src/server/booking/facts";
import { getBookingStore } from "../../src/server/booking/store";
import { answerDeadline } from "../../src/server/kernel/functions";
import { answer } from "../../src/server/operator/answer";
import { proposalDeadline } from "../../src/server/proposal/token";
import { endRide } from "../../src/server/settlement/ride-end";
import { cancellationFee } from "../../src/server/trip/fees";
import { tripFrom } from "../../src/server/trip/store";
import { handleBooking } from "../../src/server/request/handler";
import { bookedAtFare, bookingRequest, deps as bookingDeps, validBooking } from "../support/booking-fixtures";
import {
  type Answer,
  at,
  type BookingPages,
  bookingPages,
  freshReference,
  ORIGIN,
  open,
  pickupOfSealed,
  sealedBooking,
  tokens,
} from "../support/booking-pages";
import { payFare } from "../support/settlement-fixtures";
import { keptCard } from "../support/stripe-cards";
import { useStripeStandIn } from "../support/stripe-stand-in";

/**
 * Every act of the booking's state machine tried from every state (issue 39), each through the code that performs it
 * in production: the page or the job that a person or Vercel Cron calls, or, for Stripe's acts, `perform` itself. The
 * booking is a real record on this file's embedded Redis, put in its state with what that state implies (a fee, a
 * ride's end, the trip's record) and with what the act needs besides its state (a card kept, a fare paid), so that the
 * state alone decides. Refused: a refusal the page words in French, the record exactly as it was, nothing asked of
 * Stripe, nothing e-mailed. Allowed: it passes, on a clock its time guards accept.
 *
 * The table below is the contract, written out on its own: a rule widened in src/server/booking/states.ts makes
 * the pair it opens fail here.
 */
const ctx = useStripeStandIn();

afterEach(() => {
  vi.useRealTimers();
});

type From = BookingState | "none";
const LIVE: BookingState[] = BOOKING_STATES.filter((s) => s !== "requested");
const OWES: BookingState[] = ["ended", "no-show", "cancelled-by-customer"];

/** Who may do each act, from which states, and the state it leaves the booking in. */
const CONTRACT: Record<ActName, { by: Actor[]; from: From[]; to: BookingState | "same" }> = {
  request: { by: ["customer"], from: ["none"], to: "requested" },
  book: { by: ["customer"], from: ["none"], to: "booked" },
  confirm: { by: ["operator"], from: ["booked"], to: "confirmed" },
  propose: { by: ["operator"], from: ["requested", "booked"], to: "proposed" },
  decline: { by: ["operator"], from: ["requested", "booked", "proposed"], to: "declined" },
  lapse: { by: ["job"], from: ["requested", "booked", "proposed"], to: "declined" },
  accept: { by: ["customer"], from: ["proposed"], to: "confirmed" },
  refuse: { by: ["customer"], from: ["proposed"], to: "declined" },
  "ask-change": { by: ["customer"], from: ["confirmed"], to: "same" },
  change: { by: ["operator", "customer"], from: ["confirmed"], to: "same" },
  cancel: { by: ["customer"], from: ["confirmed"], to: "cancelled-by-customer" },
  "operator-cancel": { by: ["operator"], from: ["confirmed"], to: "cancelled-by-operator" },
  "no-show": { by: ["operator"], from: ["confirmed"], to: "no-show" },
  end: { by: ["operator"], from: ["confirmed"], to: "ended" },
  "auto-end": { by: ["job"], from: ["confirmed"], to: "ended" },
  "take-fee": { by: ["operator"], from: ["cancelled-by-customer", "no-show"], to: "same" },
  "record-paid": { by: ["operator"], from: OWES, to: "same" },
  refund: { by: ["operator"], from: LIVE, to: "same" },
  "edit-company": { by: ["operator"], from: LIVE, to: "same" },
  pay: { by: ["customer"], from: ["booked", "confirmed"], to: "same" },
  "keep-card": { by: ["customer"], from: ["booked", "confirmed"], to: "same" },
  "pay-due": { by: ["customer"], from: OWES, to: "same" },
  paid: { by: ["stripe"], from: LIVE, to: "same" },
  "card-kept": { by: ["stripe"], from: LIVE, to: "same" },
  close: {
    by: ["job"],
    from: ["ended", "no-show", "cancelled-by-customer", "cancelled-by-operator", "declined"],
    to: "closed",
  },
  follow: { by: ["job"], from: ["requested", "booked", "proposed", "confirmed"], to: "same" },
};

/** Nantes to the airport, 3 December 2026 at 06:15 in Paris (05:15 UTC), booked on 28 November at 09:00 UTC. */
const CLOCK = {
  /** An hour after the booking: before its reply deadline, days before the pickup. */
  early: "2026-11-28T10:00:00Z",
  /** 45 minutes after the pickup: the waiting offered has run, the ride does not end on its own yet. */
  afterPickup: "2026-12-03T06:00:00Z",
  /** Past every deadline and the hours after which a ride ends on its own. */
  late: "2026-12-03T10:00:00Z",
};

/**
 * What the act needs besides its state, given to the booking whatever its state, so that only the state decides: a
 * rule widened to a state that cannot have these would otherwise be hidden behind a money guard.
 */
type Needs = {
  card?: boolean;
  farePaid?: boolean;
  mode?: "prepaid" | "guarantee";
  /** Nothing left to collect, refund or send. */
  settled?: boolean;
  /** A business trip: the company it is invoiced to. */
  company?: boolean;
  /** A fee the terms set. */
  fee?: boolean;
  /** Something still owed: what it may keep is more than it holds. */
  owes?: boolean;
  /** The operator's price proposal, as the customer's link carries it. */
  proposal?: boolean;
};

type Booking = Awaited<ReturnType<typeof bookingIn>>;
type Outcome = { passed: boolean; said?: Answer };
type Driver = { clock: keyof typeof CLOCK; needs?: Needs; run(b: Booking, p: BookingPages): Promise<Outcome> };

const page = (said: Answer, passed: (body: Record<string, any>) => boolean): Outcome => ({
  passed: said.status === 200 && passed(said.body),
  said,
});

/** How each act is tried: the page or job that performs it in production. */
const DRIVERS: Record<ActName, Driver> = {
  // On a booking that exists, the booking function cannot name it (it draws a new reference); opening a record the
  // form's request already opened gives back the record as it stands.
  request: { clock: "early", run: async (b) => opened(await open(sealedBooking(b.reference, { booked: false }))) },
  book: { clock: "early", run: async (b) => opened(await open(sealedBooking(b.reference, { booked: true }))) },
  confirm: {
    clock: "early",
    run: async (b, p) =>
      // The page makes any price on a request a proposal; the operator's answer itself is tried there.
      b.sealed.booked
        ? page(
            await p.confirm({ token: tokens.confirm(b.sealed), action: "confirm", price: "35" }),
            (x) => x.kind === "confirmed",
          )
        : page(
            await answered(
              answer(b.sealed, { kind: "confirmed", price: 35 }, p.deps.confirm, answerDeadline("confirm"), ORIGIN),
            ),
            (x) => x.kind === "confirmed",
          ),
  },
  propose: {
    clock: "early",
    run: async (b, p) =>
      page(
        await p.confirm({ token: tokens.confirm(b.sealed), action: "confirm", price: "60" }),
        (x) => x.kind === "proposed",
      ),
  },
  decline: {
    clock: "early",
    run: async (b, p) =>
      page(await p.confirm({ token: tokens.confirm(b.sealed), action: "decline" }), (x) => x.kind === "declined"),
  },
  lapse: { clock: "late", run: async (_b, p) => job(await p.lapseJob(), (x) => x.expired === 1) },
  accept: {
    clock: "early",
    needs: { proposal: true },
    run: async (b, p) =>
      page(
        await p.proposal({ token: b.proposal, action: "accept", payment: "guarantee" }),
        (x) => x.state === "accepted",
      ),
  },
  refuse: {
    clock: "early",
    needs: { proposal: true },
    run: async (b, p) =>
      page(await p.proposal({ token: b.proposal, action: "decline" }), (x) => x.state === "declined"),
  },
  "ask-change": {
    clock: "early",
    run: async (b, p) =>
      page(
        await p.manage({
          token: tokens.manage(b.trip),
          action: "change",
          change: { date: "2026-12-03", time: "07:45", from: b.sealed.from, to: b.sealed.to },
        }),
        (x) => x.pendingChange?.time === "07:45",
      ),
  },
  change: {
    clock: "early",
    run: async (b, p) =>
      page(
        await p.trip({
          token: tokens.operator(b.trip),
          action: "correct",
          correction: {
            date: "2026-12-03",
            time: "06:45",
            from: b.sealed.from,
            to: b.sealed.to,
            passengers: "2",
            price: "35",
          },
        }),
        (x) => x.kind === "confirmed",
      ),
  },
  cancel: {
    clock: "early",
    run: async (b, p) => {
      // The share the page shows now, as the customer confirms it.
      const fee = cancellationFee(b.trip, Date.now(), await record(b.reference))?.percent ?? 0;
      return page(
        await p.manage({ token: tokens.manage(b.trip), action: "cancel", fee }),
        (x) => x.state === "cancelled",
      );
    },
  },
  "operator-cancel": {
    clock: "early",
    run: async (b, p) =>
      page(
        await p.trip({ token: tokens.operator(b.trip), action: "cancel", reason: "Panne" }),
        (x) => x.state === "cancelled-by-operator",
      ),
  },
  "no-show": {
    clock: "afterPickup",
    run: async (b, p) =>
      page(await p.trip({ token: tokens.operator(b.trip), action: "no-show" }), (x) => x.state === "no-show"),
  },
  end: {
    clock: "afterPickup",
    run: async (b, p) =>
      page(await p.trip({ token: tokens.operator(b.trip), action: "end", waitingMinutes: 0, extra: "" }), (x) =>
        Boolean(x.money.end),
      ),
  },
  "auto-end": {
    clock: "late",
    run: async (b, p) => {
      const ended = await endRide(
        b.trip,
        "auto",
        { waitingMinutes: 0, extra: 0 },
        p.deps.settlement,
        Date.now() + 20_000,
        "test",
      );
      return { passed: ended.kind === "ended" };
    },
  },
  "take-fee": {
    clock: "early",
    needs: { card: true, fee: true },
    run: async (b, p) =>
      page(await p.trip({ token: tokens.operator(b.trip), action: "take-fee" }), (x) => x.money.fee.taken),
  },
  "record-paid": {
    clock: "early",
    needs: { owes: true },
    run: async (b, p) =>
      page(await p.trip({ token: tokens.operator(b.trip), action: "record-paid", amount: "10", method: "cash" }), (x) =>
        Boolean(x.done),
      ),
  },
  refund: {
    clock: "early",
    needs: { card: true, farePaid: true, mode: "prepaid" },
    run: async (b, p) =>
      page(await p.trip({ token: tokens.operator(b.trip), action: "refund", amount: "10" }), (x) => Boolean(x.done)),
  },
  "edit-company": {
    clock: "early",
    needs: { company: true },
    run: async (b, p) =>
      page(
        await p.trip({
          token: tokens.operator(b.trip),
          action: "edit-company",
          company: { name: "Atelier Loire Nord" },
        }),
        (x) => x.money.company?.name === "Atelier Loire Nord",
      ),
  },
  pay: {
    clock: "early",
    needs: { mode: "prepaid" },
    run: async (b, p) =>
      page(await p.payment({ token: tokens.booking(b.sealed, "prepaid", b.price), action: "checkout" }), (x) =>
        Boolean(x.url),
      ),
  },
  "keep-card": {
    clock: "early",
    needs: { mode: "guarantee" },
    run: async (b, p) =>
      page(await p.payment({ token: tokens.booking(b.sealed, "guarantee", b.price), action: "checkout" }), (x) =>
        Boolean(x.url),
      ),
  },
  "pay-due": {
    clock: "early",
    needs: { owes: true },
    run: async (b, p) =>
      page(
        await p.payment({
          token: tokens.due(b.sealed, b.state === "ended" ? "ride" : "fee", 3500),
          action: "checkout",
        }),
        (x) => Boolean(x.url),
      ),
  },
  paid: { clock: "early", run: (b) => stripeAct(b, "paid") },
  "card-kept": { clock: "early", run: (b) => stripeAct(b, "card-kept") },
  close: {
    clock: "afterPickup",
    needs: { settled: true },
    run: async (_b, p) => job(await p.settleJob(), (x) => x.closed === 1),
  },
  // The arrival's news, as the following job writes it (src/server/follow/observe.ts): quiet, through the machine.
  follow: {
    clock: "early",
    run: async (b) => {
      const done = await perform({
        store: getBookingStore(),
        reference: b.reference,
        act: "follow",
        actor: "job",
        now: new Date(),
        quiet: true,
      });
      return { passed: done.ok };
    },
  },
};

const record = async (reference: string) => getBookingStore().get(reference);

async function answered(response: Promise<Response>): Promise<Answer> {
  const r = await response;
  return { status: r.status, body: (await r.json()) as Record<string, any> };
}

const job = (said: Answer, passed: (body: Record<string, any>) => boolean): Outcome => ({
  passed: said.status === 200 && passed(said.body),
});

const opened = (result: Awaited<ReturnType<typeof open>>): Outcome => ({ passed: result.ok && result.from === "none" });

/** Stripe's acts are not a page's: the machine is asked through `perform`, as an event's handler would. */
async function stripeAct(b: Booking, act: "paid" | "card-kept"): Promise<Outcome> {
  const done = await perform({
    store: getBookingStore(),
    reference: b.reference,
    act,
    actor: "stripe",
    now: new Date(),
  });
  return { passed: done.ok };
}

const FIRM = "2026-11-28T09:30:00Z";
const END = JSON.stringify({
  by: "operator",
  at: "2026-12-03T06:00:00Z",
  waitingMinutes: 0,
  quarters: 0,
  rate: 1500,
  waiting: 0,
  extra: 0,
  total: 3500,
});

/** What each state implies on the record, beyond the booking as the form opened it. */
function impliedBy(state: BookingState, deadline: number): Record<string, string | number> {
  const firm = { firm: FIRM, price: 3500, ceiling: 3500 };
  const fee = (amount: number, percent: number, kind: string) =>
    JSON.stringify({ amount, percent, kind, at: "2026-12-02T12:00:00Z" });
  switch (state) {
    case "requested":
    case "booked":
      return {};
    case "proposed":
      return {
        price: 6000,
        ceiling: 0,
        deadline,
        proposal: JSON.stringify({ price: 6000, at: "2026-11-28T09:30:00Z", deadline }),
      };
    case "confirmed":
      return firm;
    case "ended":
    case "closed":
      return { ...firm, end: END };
    case "no-show":
      return { ...firm, fee: fee(3500, 100, "no-show") };
    case "cancelled-by-customer":
      return {
        ...firm,
        ceiling: 1750,
        cancellation: JSON.stringify({ by: "customer", at: "2026-12-02T12:00:00Z", graceUsed: false }),
        fee: fee(1750, 50, "late-cancel"),
      };
    case "cancelled-by-operator":
      return {
        ...firm,
        ceiling: 0,
        cancellation: JSON.stringify({ by: "operator", at: "2026-12-02T12:00:00Z", graceUsed: false }),
      };
    case "declined":
      return { ceiling: 0, declined: "operator" };
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** What a booking keeping `ceiling` has been paid (in cash here) once nothing is left for the settling job to do. */
function settledIn(state: BookingState, ceiling: number): Record<string, string | number> {
  if (ceiling <= 0) return {};
  const name = state === "no-show" || state === "cancelled-by-customer" ? "fee" : "paid-1";
  return {
    [`money:${name}`]: JSON.stringify({
      state: "done",
      amount: ceiling,
      at: "2026-12-03T05:50:00Z",
      outcome: "recorded",
      method: "espèces",
      by: "operator",
    }),
    offline: ceiling,
  };
}

/**
 * A booking in `state`: opened as the booking function opens it, moved to its state with what that state implies,
 * its trip recorded (the operator's and the customer's pages read it), listed where the jobs look for it.
 */
async function bookingIn(state: BookingState, needs: Needs = {}) {
  const store = getBookingStore();
  const kept = needs.card ? await keptCard("4242424242424242", freshReference()) : null;
  const reference = kept?.reference ?? freshReference();
  const mode = needs.mode ?? "guarantee";
  const sealed = sealedBooking(reference, { booked: state !== "requested", mode, company: needs.company });
  const first = await open(sealed);
  if (!first.ok) throw new Error(`${reference} not opened: ${first.refusal}`);
  const deadline = proposalDeadline(sealed);
  const proposal = tokens.proposal(sealed, 60, "2026-11-28T09:30:00Z");
  const implied = impliedBy(state, deadline);
  const needed: Record<string, string | number> = {
    ...(needs.mode ? { mode } : {}),
    ...(kept
      ? {
          customerId: kept.customerId,
          card: JSON.stringify({ paymentMethodId: kept.paymentMethodId, brand: "visa", last4: "4242", at: FIRM }),
        }
      : {}),
    ...(needs.fee && !implied.fee
      ? { fee: JSON.stringify({ amount: 1750, percent: 50, kind: "late-cancel", at: "2026-12-02T12:00:00Z" }) }
      : {}),
    ...(needs.owes ? { price: 3500, ceiling: 3500 } : {}),
    ...(needs.proposal
      ? { proposal: JSON.stringify({ price: 6000, at: "2026-11-28T09:30:00Z", deadline }), deadline }
      : {}),
  };
  const ceiling = Number(needed.ceiling ?? implied.ceiling ?? first.record.ledger.ceiling);
  const moved = await store.move([
    {
      reference,
      from: [first.record.state],
      set: { state, ...implied, ...needed, ...(needs.settled ? settledIn(state, ceiling) : {}) },
    },
  ]);
  expect(moved.ok).toBe(true);
  if (needs.farePaid && kept) await payFare(reference, kept.customerId, kept.paymentMethodId, 3500);
  const { stores } = bookingPages();
  const trip = tripFrom({ ...sealed, payment: mode }, state === "proposed" ? 60 : 35, new Date(FIRM));
  await stores.trips.trips.record(trip);
  const pickup = pickupOfSealed(sealed);
  await stores.openRequests.add(reference, pickup, tokens.confirm(sealed));
  if (state === "proposed") await stores.proposalIndex.track(reference, deadline, proposal);
  // What the customer's payment link asks: the booking's price as it stands (a link for another price asks nothing).
  const price = Number(needed.price ?? implied.price ?? first.record.price) || 3500;
  return { reference, state, sealed, trip, proposal, price };
}

/** What a refusal must leave as it was: the record, Stripe's ledger and calls for it, the mail. */
async function snapshot(reference: string, p: BookingPages) {
  const intents = () =>
    new Set(
      ctx.stripe
        .charged()
        .filter((c) => c.reference === reference)
        .map((c) => c.paymentIntent),
    );
  return {
    record: await record(reference),
    charged: ctx.stripe.charged().filter((c) => c.reference === reference).length,
    refunded: ctx.stripe.refunded().filter((r) => intents().has(r.paymentIntent)).length,
    stripeCalls: ctx.stripe.requests.length,
    mail: p.mailer.sent.length,
  };
}

/** French, as the pages answer a person: the words of a sentence, not a code. */
const FRENCH = /\b(la|le|les|de|du|ne|n’|pas|est|rien|cette|une|plus)\b/i;

const pairs = BOOKING_STATES.flatMap((state) => ACT_NAMES.map((act) => ({ state, act })));

test.for(pairs)(
  "$act from $state: passes only where the contract allows it, else refused with nothing moved",
  async ({ state, act }) => {
    const name = `${act} from ${state}`;
    const driver = DRIVERS[act];
    const allowed = CONTRACT[act].from.includes(state);
    at(CLOCK.early);
    const b = await bookingIn(state, driver.needs);
    at(CLOCK[driver.clock]);
    // Quiet logs of a refused or passing act are not what is tested here.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const p = bookingPages();
    const before = await snapshot(b.reference, p);
    const outcome = await driver.run(b, p);
    const after = await snapshot(b.reference, p);

    if (allowed) {
      expect(outcome.passed, `${name} should pass: ${JSON.stringify(outcome.said ?? {})}`).toBe(true);
      const expected = CONTRACT[act].to === "same" ? state : CONTRACT[act].to;
      expect(after.record?.state, `${name}: the state after`).toBe(expected);
      expect(after.record!.v, `${name}: the record written`).toBeGreaterThan(before.record!.v);
      return;
    }
    expect(outcome.passed, `${name} should be refused`).toBe(false);
    if (outcome.said) {
      expect([409, 410], `${name}: a refusal, ${JSON.stringify(outcome.said.body)}`).toContain(outcome.said.status);
      // The proposal's page words where the proposal stands (accepted, refused, lapsed) from `state`.
      const words =
        outcome.said.body.error ??
        (typeof outcome.said.body.state === "string" ? "la proposition n’est plus ouverte" : "");
      expect(words, `${name}: said in French`).toMatch(FRENCH);
    }
    expect(after.record, `${name}: the record untouched`).toEqual(before.record);
    expect(after.charged, `${name}: nothing charged`).toBe(before.charged);
    expect(after.refunded, `${name}: nothing refunded`).toBe(before.refunded);
    expect(after.stripeCalls, `${name}: nothing asked of Stripe`).toBe(before.stripeCalls);
    expect(after.mail, `${name}: nothing e-mailed`).toBe(before.mail);
  },
);

test("a request and a booking are opened by the customer's act alone, where there is no record yet", async () => {
  at(CLOCK.early);
  for (const [body, state] of [
    [validBooking(), "requested"],
    [bookedAtFare(), "booked"],
  ] as const) {
    const d = bookingDeps({ now: () => new Date(), drawReference: freshReference });
    const sent = await handleBooking(bookingRequest(body), d);
    expect(sent.status).toBe(200);
    const { reference } = (await sent.json()) as { reference: string };
    expect((await record(reference))?.state, `${state === "requested" ? "request" : "book"} from none`).toBe(state);
  }
});

test("each act is refused to anyone its contract does not name, whatever the state", () => {
  const actors: Actor[] = ["customer", "operator", "job", "stripe"];
  for (const act of ACT_NAMES)
    for (const actor of actors.filter((a) => !CONTRACT[act].by.includes(a)))
      for (const state of [...BOOKING_STATES, "none"] as const) {
        const facts = { ...factsOf(null, null), state };
        expect(check(act, actor, facts, Date.parse(CLOCK.early)), `${act} by the ${actor} from ${state}`).toBe("state");
      }
});
