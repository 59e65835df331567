import { afterEach, expect, test, vi } from "vitest";
import { handleBooking } from "../../src/server/booking";
import { sendgridMailer } from "../../src/server/mail/sendgrid";
import { bookingRequest, deps, validBooking } from "../support/booking-fixtures";
import { startStub, type StubReply } from "../support/stub-server";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function sendgrid(replies: StubReply[]) {
  const stub = await startStub(replies);
  close = stub.close;
  const mailer = sendgridMailer({ apiKey: "SG.test-key", baseUrl: stub.url, attempts: 3, timeoutMs: 400, backoffMs: 20 });
  return { stub, mailer };
}

test("@sendgrid/mail sends both e-mails to SendGrid with the expected request", async () => {
  const { stub, mailer } = await sendgrid([{ status: 202, headers: { "x-message-id": "abc" } }]);
  const response = await handleBooking(bookingRequest(validBooking()), deps({ mailer }));
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
});

test("sandbox mode is sent as a boolean and SendGrid's 200 is accepted", async () => {
  const stub = await startStub([{ status: 200 }]);
  close = stub.close;
  const mailer = sendgridMailer({ apiKey: "SG.k", baseUrl: stub.url, sandbox: true });
  const response = await handleBooking(bookingRequest(validBooking()), deps({ mailer }));
  expect(response.status).toBe(200);
  expect(JSON.parse(stub.requests[0]!.body).mail_settings).toEqual({ sandbox_mode: { enable: true } });
});

for (const [label, reply] of [
  ["429", { status: 429, body: { errors: [{ message: "Too many requests" }] } }],
  ["500", { status: 500, body: { errors: [{ message: "Internal" }] } }],
  ["hanging", "hang"],
] as [string, StubReply][]) {
  test(`SendGrid answering ${label} gives bounded retries, then a 502 and no e-mail reported as sent`, async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { stub, mailer } = await sendgrid([reply]);
    const response = await handleBooking(bookingRequest(validBooking()), deps({ mailer }));
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
  const { stub, mailer } = await sendgrid([{ status: 400, body: { errors: [{ message: "bad from" }] } }]);
  const response = await handleBooking(bookingRequest(validBooking()), deps({ mailer }));
  expect(response.status).toBe(502);
  expect(stub.requests).toHaveLength(1);
});

test("a transient 503 followed by success sends each e-mail once", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { stub, mailer } = await sendgrid([{ status: 503 }, { status: 202 }]);
  const response = await handleBooking(bookingRequest(validBooking()), deps({ mailer }));
  expect(response.status).toBe(200);
  const kinds = stub.requests.map((r) => JSON.parse(r.body).custom_args.kind);
  expect(kinds).toEqual(["business", "business", "customer"]);
});
