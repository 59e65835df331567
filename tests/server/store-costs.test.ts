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
  expect(costs.booking).toBeLessThanOrEqual(12);
  expect(costs.confirmation).toBeLessThanOrEqual(8);
}, 60_000);
