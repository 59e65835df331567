import { afterEach, expect, test, vi } from "vitest";
import { readFileSync } from "node:fs";
import { ANSWER_MARGIN_MS, handleBooking, MAX_DURATION_MS } from "../../src/server/request/handler";
import { sendgridMailer } from "../../src/server/mail/sendgrid";
import { bookingRequest, deps, settled, type TestBookingDeps, validBooking } from "../support/booking-fixtures";
import { freePort } from "../../scripts/local-vercel/store/redis-server";
import { startStub, type StubReply } from "../support/stub-server";
import { onVirtualClock } from "../support/virtual-time";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/**
 * The stand-in, and a mailer that gives up on an answer after 0.4 s. Every send runs on the controlled clock
 * (docs/testing.md): the stand-in's delays and the mailer's timeouts are the only time that passes, so a late answer
 * is late and a prompt one in time on any machine.
 */
async function sendgrid(replies: StubReply[]) {
  const stub = await startStub(replies);
  close = stub.close;
  const mailer = sendgridMailer({
    apiKey: "SG.test-key",
    baseUrl: stub.url,
    attempts: 3,
    timeoutMs: 400,
    backoffMs: 20,
  });
  return { stub, mailer, onClock: onVirtualClock };
}

/** The booking's answer, once what it deferred has run too (as Vercel's waitUntil would). */
async function book(request: Request, d: TestBookingDeps): Promise<Response> {
  const response = await handleBooking(request, d);
  await settled(d);
  return response;
}

test("@sendgrid/mail sends both e-mails to SendGrid with the expected request", async () => {
  const { stub, mailer, onClock } = await sendgrid([{ status: 202, headers: { "x-message-id": "abc" } }]);
  const d = deps({ mailer });
  const response = await onClock(() => book(bookingRequest(validBooking()), d));
  expect(response.status).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  expect(stub.requests).toHaveLength(2);
  const [business, customer] = stub.requests.map((r) => ({ ...r, json: JSON.parse(r.body) }));
  expect(business!.method).toBe("POST");
  expect(business!.url).toBe("/v3/mail/send");
  expect(business!.headers.authorization).toBe("Bearer SG.test-key");
  expect(business!.json.personalizations[0].to[0].email).toBe("reservations-test@vtc-premium-nantes.fr");
  expect(business!.json.reply_to.email).toBe("anne.lemaire@exemple.fr");
  expect(business!.json.from.email).toBe("reservations@vtc-premium-nantes.fr");
  expect(business!.json.subject).toContain(reference);
  expect(business!.json.content.map((c: { type: string }) => c.type)).toEqual(["text/plain", "text/html"]);
  expect(business!.json.custom_args).toEqual({ reference, kind: "business" });
  expect(business!.json.tracking_settings.click_tracking.enable).toBe(false);
  expect(customer!.json.personalizations[0].to[0].email).toBe("anne.lemaire@exemple.fr");
  expect(customer!.json.content[0].value).toContain("03/12/2026");
  expect(customer!.json.content[0].value).not.toContain("Deux valises");
});

test("sandbox mode is sent as a boolean and SendGrid's 200 is accepted", async () => {
  const stub = await startStub([{ status: 200 }]);
  close = stub.close;
  const mailer = sendgridMailer({ apiKey: "SG.k", baseUrl: stub.url, sandbox: true });
  const d = deps({ mailer });
  const response = await onVirtualClock(() => book(bookingRequest(validBooking()), d));
  expect(response.status).toBe(200);
  expect(JSON.parse(stub.requests[0]!.body).mail_settings).toEqual({ sandbox_mode: { enable: true } });
});

for (const [label, reply] of [
  ["429", { status: 429, body: { errors: [{ message: "Too many requests" }] } }],
  ["500", { status: 500, body: { errors: [{ message: "Internal" }] } }],
] as [string, StubReply][]) {
  test(`SendGrid answering ${label} gives bounded retries, then a 502 and no e-mail reported as sent`, async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { stub, mailer, onClock } = await sendgrid([reply]);
    const d = deps({ mailer });
    const response = await onClock(() => book(bookingRequest(validBooking()), d));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Une erreur s'est produite/);
    // Three attempts at the business e-mail; the acknowledgement is never attempted.
    expect(stub.requests).toHaveLength(3);
    expect(stub.requests.every((r) => JSON.parse(r.body).custom_args.kind === "business")).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/NOT SENT/), expect.any(String));
  });
}

test("a 400 from SendGrid is final: no retry", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { stub, mailer, onClock } = await sendgrid([{ status: 400, body: { errors: [{ message: "bad from" }] } }]);
  const response = await onClock(() => book(bookingRequest(validBooking()), deps({ mailer })));
  expect(response.status).toBe(502);
  expect(stub.requests).toHaveLength(1);
});

test("500, 500, then 202: exactly one business e-mail and one acknowledgement are delivered", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { stub, mailer, onClock } = await sendgrid([{ status: 500 }, { status: 500 }, { status: 202 }]);
  const d = deps({ mailer });
  const response = await onClock(() => book(bookingRequest(validBooking()), d));
  expect(response.status).toBe(200);
  const answered = stub.requests.map((r, i) => [JSON.parse(r.body).custom_args.kind, i < 2 ? 500 : 202]);
  expect(answered).toEqual([
    ["business", 500],
    ["business", 500],
    ["business", 202],
    ["customer", 202],
  ]);
});

test("SendGrid accepting the message but answering too late: one business e-mail, never resent, an honest answer", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  // The stand-in receives the message, then answers 202 after 1.5 s; the client gives up after 0.4 s.
  const { stub, mailer, onClock } = await sendgrid([{ status: 202, delayMs: 1500 }]);
  const d = deps({ mailer });
  const headers = { "idempotency-key": "late-answer-0001" };
  const response = await onClock(() => book(bookingRequest(validBooking(), headers), d));
  expect(response.status).toBe(202);
  const body = (await response.json()) as { reference: string; uncertain: boolean; error: string };
  expect(body.uncertain).toBe(true);
  expect(body.error).toMatch(/^Nous n’avons pas pu vérifier que votre demande nous est parvenue/);
  expect(body.error).toContain("ne la renvoyez pas");
  expect(stub.requests).toHaveLength(1);
  expect(log).toHaveBeenCalledWith(
    expect.stringMatching(new RegExp(`${body.reference} UNCERTAIN`)),
    expect.stringContaining("Lemaire"),
  );

  // The visitor's retry, and a double click, send nothing more and get the same answer.
  for (let i = 0; i < 2; i++) {
    const again = await onClock(() => book(bookingRequest(validBooking(), headers), d));
    expect(again.status).toBe(202);
    expect(((await again.json()) as { reference: string }).reference).toBe(body.reference);
  }
  expect(stub.requests).toHaveLength(1);
});

test("SendGrid hanging forever: one attempt, an answer at least 5 s before maxDuration, nothing resent", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const stub = await startStub(["hang"]);
  close = stub.close;
  // Production settings: the mailer's own timeouts and the function's time budget.
  const d = deps({ mailer: sendgridMailer({ apiKey: "SG.test-key", baseUrl: stub.url }) });
  // On the controlled clock: the time the mailer's own timeout takes, nothing of the machine's.
  const { response, elapsed } = await onVirtualClock(async () => {
    const started = Date.now();
    const response = await handleBooking(bookingRequest(validBooking()), d);
    const elapsed = Date.now() - started;
    await settled(d);
    return { response, elapsed };
  });
  expect(response.status).toBe(202);
  expect(elapsed).toBeLessThanOrEqual(MAX_DURATION_MS - ANSWER_MARGIN_MS);
  expect(stub.requests).toHaveLength(1);
});

test("SendGrid unreachable (connection refused): nothing left, so it is retried, then 502", async () => {
  const port = await freePort();
  const mailer = sendgridMailer({
    apiKey: "SG.k",
    baseUrl: `http://127.0.0.1:${port}`,
    attempts: 3,
    timeoutMs: 400,
    backoffMs: 20,
  });
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const response = await onVirtualClock(() => book(bookingRequest(validBooking()), deps({ mailer })));
  expect(response.status).toBe(502);
  expect(log.mock.calls.filter(([line]) => String(line).includes("attempt"))).toHaveLength(3);
});

test("vercel.json gives api/booking the maxDuration the handler budgets for", () => {
  const config = JSON.parse(readFileSync("vercel.json", "utf8")) as {
    functions: Record<string, { maxDuration: number }>;
  };
  expect(config.functions["api/booking.ts"]!.maxDuration * 1000).toBe(MAX_DURATION_MS);
});
