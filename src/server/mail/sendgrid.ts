import sgMail from "@sendgrid/mail";
import { err, ok } from "../result.js";
import type { Mailer } from "./types.js";

export type SendGridOptions = {
  apiKey: string;
  /** Tests point this at a local stand-in; production uses SendGrid's own. */
  baseUrl?: string;
  sandbox?: boolean;
  attempts?: number;
  timeoutMs?: number;
  backoffMs?: number;
};

type SendGridError = { code?: number | string; response?: { statusCode?: number; headers?: Record<string, string> }; message?: string };

const RETRYABLE = (status: number | undefined) => status === undefined || status === 429 || status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SendGrid through its official client. 429, 5xx and timeouts are retried a bounded number of times with
 * exponential backoff; a 4xx is final. SendGrid has no idempotency key, so de-duplication happens before
 * (src/server/idempotency.ts).
 */
export function sendgridMailer(options: SendGridOptions): Mailer {
  const { attempts = 3, timeoutMs = 5000, backoffMs = 400 } = options;
  // setApiKey resets the base URL, so it comes first (TOOLCHAIN.md).
  sgMail.setApiKey(options.apiKey);
  // The typings omit the client the service sends through; its base URL is how tests reach a local stand-in.
  if (options.baseUrl) (sgMail as unknown as { client: { setDefaultRequest(key: string, value: string): void } }).client.setDefaultRequest("baseUrl", options.baseUrl);
  sgMail.setTimeout(timeoutMs);
  return {
    name: "sendgrid",
    async send(message) {
      let last: { status?: number; reason: string } = { reason: "not sent" };
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          const [response] = await sgMail.send({
            to: message.to,
            from: message.from,
            replyTo: message.replyTo,
            subject: message.subject,
            text: message.text,
            html: message.html,
            categories: [`booking-${message.kind}`],
            customArgs: { reference: message.reference, kind: message.kind },
            trackingSettings: { clickTracking: { enable: false }, openTracking: { enable: false } },
            mailSettings: options.sandbox ? { sandboxMode: { enable: true } } : undefined,
          });
          // Sandbox mode answers 200, live sending 202: any 2xx is accepted.
          if (response.statusCode >= 200 && response.statusCode < 300) {
            return ok({ id: String(response.headers["x-message-id"] ?? "") });
          }
          last = { status: response.statusCode, reason: `unexpected status ${response.statusCode}` };
        } catch (error) {
          const e = error as SendGridError;
          // The client's ResponseError carries the HTTP status as `code`; network errors carry a string code.
          const status = typeof e.code === "number" ? e.code : e.response?.statusCode;
          last = { status, reason: e.message ?? String(error) };
        }
        console.error(`[mail] SendGrid ${message.kind} ${message.reference} attempt ${attempt}/${attempts} failed: ${last.status ?? "no answer"} ${last.reason}`);
        if (!RETRYABLE(last.status) || attempt === attempts) break;
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
      return err({ provider: "sendgrid", reason: last.reason, status: last.status });
    },
  };
}
