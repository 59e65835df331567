import { expect, test } from "vitest";
import { retryText } from "../../src/components/booking/submit";

test("the rate-limit toast names the time the next request is accepted, in Nantes time", () => {
  const now = new Date("2026-07-14T12:00:00Z");
  expect(retryText(new Date("2026-07-14T12:02:10Z"), now)).toBe("à partir de 14\u00a0h\u00a002 (dans 3\u00a0minutes)");
  expect(retryText(new Date("2026-12-01T08:30:00Z"), new Date("2026-12-01T08:21:00Z"))).toBe(
    "à partir de 09\u00a0h\u00a030 (dans 9\u00a0minutes)",
  );
  expect(retryText(new Date("2026-07-14T12:00:40Z"), now)).toBe("dans 40\u00a0secondes");
  expect(retryText(new Date("2026-07-14T12:00:00.500Z"), now)).toBe("dans 1\u00a0seconde");
});
