import { expect, test, vi } from "vitest";
import { measureStoreCosts } from "../support/store-costs";

test("Upstash commands per lookup, per booking and per confirmation are measured and bounded", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const costs = await measureStoreCosts();
  process.stdout.write(
    `store costs: ${costs.lookup} commands per lookup, ${costs.booking} per booking, ${costs.confirmation} per confirmation\n`,
  );
  // Per lookup: the client's minute and day, its share of Google and Google's ceiling (the store gate adds
  // one INCRBY per 50 lookups). Per booking: limits, reference and idempotency claims, the ceiling, three
  // acknowledgement caps. Per confirmation: its limit, the request's state (the operator's answer and the
  // customer's, to a proposal), how the booking is paid (its proof says so), the claim and its record, and its
  // removal from the open requests.
  expect(costs.lookup).toBeGreaterThanOrEqual(4);
  expect(costs.lookup).toBeLessThanOrEqual(5);
  // Since the booking's record is opened with the request (one script), a booking costs one command more; since the
  // operator is alerted (the alert claimed once, its SMS queued if urgent) and the periods away are read (kept a
  // minute), one or two more.
  expect(costs.booking).toBeLessThanOrEqual(15);
  // The answer is an act on the booking's record (its read, its script), its e-mail and its copy each sent once under
  // a record of their own, the trip recorded and the request taken off the open list: a few commands more than before.
  expect(costs.confirmation).toBeLessThanOrEqual(12);
}, 60_000);
