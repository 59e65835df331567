import sgMail from "@sendgrid/mail";
import { err, ok } from "../kernel/result.js";
import type { Mailer, MailError } from "./types.js";
import { bytesOf } from "./outbox.js";

export type SendGridOptions = {
  apiKey: string;
  /** Tests point this at a local stand-in; production uses SendGrid's own. */
  baseUrl?: string;
  sandbox?: boolean;
  attempts?: number;
  /** Longest wait for one answer; the caller's deadline may shorten it. */
  timeoutMs?: number;
  backoffMs?: number;
};

type SendGridError = { code?: number | string; response?: { statusCode?: number }; message?: string };

/** Errors raised before a request could leave: nothing was sent, so trying again is safe. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
/** Below this, an attempt could not get an answer in time: give up rather than start it. */
const MIN_ATTEMPT_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SendGrid through its official client. SendGrid has no idempotency key, so an attempt is repeated only
 * when SendGrid answered that it did not take the message (429, 5xx) or the connection was refused; a
 * timeout or a lost connection may hide an accepted message and is reported as uncertain, never resent
 * (docs/decisions/001-sending-semantics.md). Every attempt fits in the caller's deadline.
 */
export function sendgridMailer(options: SendGridOptions): Mailer {
  const { attempts = 3, timeoutMs = 10_000, backoffMs = 400 } = options;
  // setApiKey resets the base URL, so it comes first.
  sgMail.setApiKey(options.apiKey);
  // The typings omit the client the service sends through; its base URL is how tests reach a local stand-in.
  if (options.baseUrl)
    (sgMail as unknown as { client: { setDefaultRequest(key: string, value: string): void } }).client.setDefaultRequest(
      "baseUrl",
      options.baseUrl,
    );
  return {
    name: "sendgrid",
    async send(message, { deadline }) {
      let last: MailError = { provider: "sendgrid", reason: "no time left to send", uncertain: false };
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const remaining = deadline - Date.now();
        if (remaining < MIN_ATTEMPT_MS) break;
        try {
          // The client copies the timeout into the request synchronously: safe with concurrent sends.
          sgMail.setTimeout(Math.min(timeoutMs, remaining));
          const [response] = await sgMail.send({
            to: message.to,
            from: message.from,
            replyTo: message.replyTo,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: message.attachments?.map((a) => ({
              content: bytesOf(a.content).toString("base64"),
              // SendGrid accepts one parameter here, `method`, and refuses a charset (";" is otherwise refused).
              type: a.method ? `${a.type}; method=${a.method}` : a.type,
              filename: a.filename,
              disposition: "attachment",
            })),
            ...(message.headers ? { headers: message.headers } : {}),
            categories: [`booking-${message.kind}`],
            customArgs: { reference: message.reference, kind: message.kind },
            trackingSettings: { clickTracking: { enable: false }, openTracking: { enable: false } },
            mailSettings: options.sandbox ? { sandboxMode: { enable: true } } : undefined,
          });
          // Sandbox mode answers 200, live sending 202: any 2xx is accepted.
          if (response.statusCode >= 200 && response.statusCode < 300) {
            return ok({ id: String(response.headers["x-message-id"] ?? "") });
          }
          last = {
            provider: "sendgrid",
            status: response.statusCode,
            reason: `unexpected status ${response.statusCode}`,
            uncertain: false,
          };
        } catch (error) {
          last = classify(error as SendGridError);
        }
        console.error(
          `[mail] SendGrid ${message.kind} ${message.reference} attempt ${attempt}/${attempts}: ${last.status ?? "no answer"} ${last.reason}${last.uncertain ? " (may have been accepted: not resent)" : ""}`,
        );
        const retryable = !last.uncertain && (last.status === undefined || last.status === 429 || last.status >= 500);
        if (!retryable || attempt === attempts) break;
        const pause = backoffMs * 2 ** (attempt - 1);
        if (deadline - Date.now() - pause < MIN_ATTEMPT_MS) break;
        await sleep(pause);
      }
      return err(last);
    },
  };
}

function classify(error: SendGridError): MailError {
  // The client's ResponseError carries the HTTP status as `code`; network errors carry a string code.
  const status = typeof error.code === "number" ? error.code : error.response?.statusCode;
  const reason = error.message ?? String(error);
  if (status !== undefined) return { provider: "sendgrid", status, reason, uncertain: false };
  return { provider: "sendgrid", reason, uncertain: !NOT_SENT.has(String(error.code)) };
}
