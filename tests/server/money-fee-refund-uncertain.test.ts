import { afterEach, expect, test, vi } from "vitest";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * A refund Stripe never answered stays « INCERTAIN » for good: the site does not ask Stripe again, and the fee, which
 * depends on it, is not taken from the trip page. « Encaisser les frais » said the refund « attend encore la réponse
 * de Stripe », which never came; it now says what is true and what the operator does (his Stripe dashboard), and
 * nothing is taken meanwhile.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a 20 € refund Stripe never answered, then a no-show: « Encaisser les frais » says the refund is uncertain and where to check it, and takes nothing", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  at("2026-12-02T10:00:00Z");
  // Stripe makes the refund and its answer is lost, every time: uncertain.
  w.stripe.fail({ kind: "error", status: 500, stage: "after" }, { path: /\/v1\/refunds$/, times: 50 });
  const refunded = await w.trip(operator, { action: "refund", amount: "20" });
  w.stripe.clearFaults();
  expect(refunded.status).toBe(502);
  expect(w.netOf(reference)).toBe(1500);

  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  const answers: { at: string; status: number; error?: string }[] = [];
  // A week of the settling job's runs, and the operator pressing « Encaisser les frais » each day.
  for (let day = 3; day <= 11; day++) {
    const when = `2026-12-${String(day).padStart(2, "0")}T08:00:00Z`;
    at(when);
    await w.run("settle");
    const taken = await w.trip(operator, { action: "take-fee" });
    answers.push({ at: when, status: taken.status, error: taken.body.error });
  }
  // What the page says is what will happen: Stripe is not asked again; the operator has to check the dashboard.
  for (const answer of answers) {
    expect(answer.status, JSON.stringify(answer)).toBe(409);
    expect(answer.error).toContain("INCERTAIN");
    expect(answer.error).toContain("tableau de bord Stripe");
    expect(answer.error).not.toContain("attend encore la réponse de Stripe");
  }
  // Nothing was taken meanwhile: 15 € held, as Stripe made the refund.
  expect(w.netOf(reference)).toBe(1500);
  expect(w.of("receipt", reference).filter((mail) => w.text(mail).includes("Frais"))).toEqual([]);
});
