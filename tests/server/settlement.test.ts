import { expect, test, vi } from "vitest";
import { perform } from "../../src/server/booking/act";
import { moneyView, takeFee } from "../../src/server/settlement/money-acts";
import { endRide } from "../../src/server/settlement/ride-end";
import { rideOnKeptCard } from "../support/settlement-fixtures";
import { useStripeStandIn } from "../support/stripe-stand-in";

/**
 * What a ride owes at its end, from its booking's record and the terms, never from a page: a fare paid online that a
 * cheaper change left too high goes back, once; a ride paid in the car takes nothing online and its note says so; a
 * fee on a card the bank refuses takes nothing and sends a payment link.
 */
const ctx = useStripeStandIn();
const soon = () => Date.now() + 25_000;

test("a fare paid online that a cheaper change left too high: the difference goes back once at the ride's end, the customer told, the note states the ride's own total", async () => {
  const ride = await rideOnKeptCard(ctx.stripe, { price: 30, mode: "prepaid", paid: 3500 });
  const ended = await endRide(await ride.trip(), "auto", { waitingMinutes: 0, extra: 0 }, ride.deps, soon(), "test");
  expect(ended).toMatchObject({ kind: "ended", collected: { kind: "nothing" }, document: "sent" });
  const [fare] = ride.charges();
  const refunds = ctx.stripe.refunded().filter((r) => r.paymentIntent === fare!.paymentIntent);
  expect(refunds.map((r) => r.amount)).toEqual([500]);
  expect(ride.mailer.sent.map((m) => m.kind)).toEqual(["refund", "refund-copy", "receipt", "receipt-copy"]);
  expect(ride.mailer.sent[0]!.text).toContain("nous vous avons remboursé la différence, 5\u00a0€ TTC");
  expect(ride.mailer.sent[2]!.text).toContain("30\u00a0€ TTC");
  // Ended again by a second run: refused by the booking's state, nothing more.
  const again = await endRide(await ride.trip(), "auto", { waitingMinutes: 0, extra: 0 }, ride.deps, soon(), "test");
  expect(again).toMatchObject({ kind: "refused", refusal: "state" });
  expect(ctx.stripe.refunded().filter((r) => r.paymentIntent === fare!.paymentIntent)).toHaveLength(1);
});

test("a ride paid in the car takes nothing online; its note says « à régler à bord », with the waiting in its parts", async () => {
  const ride = await rideOnKeptCard(ctx.stripe, { mode: "in-car" });
  const ended = await endRide(
    await ride.trip(),
    "operator",
    { waitingMinutes: 20, extra: 0 },
    ride.deps,
    soon(),
    "test",
  );
  expect(ended).toMatchObject({ kind: "ended", collected: { kind: "nothing" }, document: "sent" });
  expect(ride.charges()).toEqual([]);
  const note = ride.mailer.sent.find((m) => m.kind === "receipt")!;
  expect(note.text).toContain("à régler à bord, auprès du chauffeur");
  // The letter says how the total was reached: the waiting past the minutes offered, in quarter hours at the rate.
  expect(note.text).toContain(
    "Attente au-delà des 15\u00a0min offertes\u00a0: 20\u00a0min, soit 2\u00a0quarts d’heure commencés à 15\u00a0€",
  );
  expect(note.text).toContain("Total\u00a0: 65\u00a0€");
});

test("a no-show's fee on a card the bank now refuses: nothing taken, a payment link sent once, the page says so", async () => {
  const ride = await rideOnKeptCard(ctx.stripe);
  const record = await ride.record();
  // The card is refused at every charge from now on (Stripe's 0341 test card behaves so once kept).
  ctx.stripe.state.offSession.set(record.card!.paymentMethodId, "declined");
  const noShow = await perform({
    store: ride.deps.bookings,
    reference: ride.reference,
    act: "no-show",
    actor: "operator",
    now: new Date("2026-12-03T05:45:00Z"),
    trip: (await ride.trip()).request,
    write: () => ({
      set: { fee: JSON.stringify({ amount: 3500, percent: 100, kind: "no-show", at: "2026-12-03T05:45:00Z" }) },
      ceiling: 3500,
    }),
  });
  expect(noShow.ok).toBe(true);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const taken = await takeFee(await ride.trip(), await ride.record(), ride.deps, soon());
  expect(taken).toMatchObject({ kind: "link-sent", told: true });
  expect(ride.charges()).toEqual([]);
  expect(ride.mailer.sent.map((m) => m.kind)).toEqual(["payment-due", "payment-due-copy"]);
  expect(ride.mailer.sent[0]!.text).toContain("Votre carte n’a pas accepté ce paiement");
  expect(ride.mailer.sent[0]!.text).toMatch(/\/paiement#v1\./);
  const view = moneyView(await ride.trip(), await ride.record(), Date.parse("2026-12-03T09:00:00Z"))!;
  expect(view).toMatchObject({ fee: { amount: 3500, kind: "no-show", taken: true }, owed: 3500 });
  expect(view.offers).not.toContain("take-fee");
  expect(view.acts).toEqual([expect.objectContaining({ name: "fee", outcome: "declined" })]);
});
