import { expect, test, vi } from "vitest";
import { retryText, type SubmitOutcome, submitBooking, TIMEOUT_MS } from "../../src/components/booking/submit";
import { makeBookingSchema } from "../../src/lib/booking/schema";
import { ANSWER_MARGIN_MS, MAX_DURATION_MS } from "../../src/server/request/handler";
import { NOW, validBooking } from "../support/booking-fixtures";

test("the rate-limit toast names the time the next request is accepted, in Nantes time", () => {
  const now = new Date("2026-07-14T12:00:00Z");
  expect(retryText(new Date("2026-07-14T12:02:10Z"), now)).toBe("à partir de 14\u00a0h\u00a002 (dans 3\u00a0minutes)");
  expect(retryText(new Date("2026-12-01T08:30:00Z"), new Date("2026-12-01T08:21:00Z"))).toBe(
    "à partir de 09\u00a0h\u00a030 (dans 9\u00a0minutes)",
  );
  expect(retryText(new Date("2026-07-14T12:00:40Z"), now)).toBe("dans 40\u00a0secondes");
  expect(retryText(new Date("2026-07-14T12:00:00.500Z"), now)).toBe("dans 1\u00a0seconde");
});

test("a send held before it leaves (BotID's fetch wrapper waiting for its script) still ends, as « no answer », at the form's wait", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  // A fetch that never settles and ignores its abort signal, as a wrapper that has not called fetch yet.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  // The form's wait, on a clock the test moves: the same verdict on any machine.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  try {
    let outcome: SubmitOutcome | undefined;
    void submitBooking({ ...makeBookingSchema(() => NOW).parse(validBooking()), website: "" }, "key-12345678").then(
      (ended) => {
        outcome = ended;
      },
    );
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: "no-answer" });
    expect(warn).toHaveBeenCalledWith(`Envoi de la demande : pas de réponse en ${TIMEOUT_MS / 1000} s`);
  } finally {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  }
});

test("the form's own wait outlasts the function's promise to answer 5 s before its limit", () => {
  expect(TIMEOUT_MS).toBeGreaterThan(MAX_DURATION_MS - ANSWER_MARGIN_MS);
  expect(TIMEOUT_MS).toBeLessThanOrEqual(MAX_DURATION_MS);
});
