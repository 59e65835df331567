import type { Result } from "../kernel/result.js";

/** A file sent with the message (the booking proof's calendar event, a receipt's PDF). */
export type MailAttachment = {
  filename: string;
  type: string;
  /** Text (a calendar file, in UTF-8) or bytes (a PDF). */
  content: string | Uint8Array;
  /** For a calendar file, its METHOD, named in the MIME type as iMIP (RFC 6047) asks: `text/calendar; method=CANCEL`. */
  method?: "PUBLISH" | "CANCEL";
};

export type MailMessage = {
  /**
   * business and customer: the request; proof, proposal and refusal: the operator's answer to it, each with
   * its copy to the business; proposal-declined and proposal-expired: the customer's answer (or its lapse),
   * told to the business.
   */
  kind:
    | "business"
    | "customer"
    | "proof"
    | "proof-copy"
    | "proposal"
    | "proposal-copy"
    | "refusal"
    | "refusal-copy"
    | "proposal-declined"
    | "proposal-expired"
    | "reminder"
    | "operator-day"
    | "cancellation"
    | "cancellation-copy"
    | "change-request"
    | "change-received"
    | "change-declined"
    | "review"
    | "no-show"
    | "no-show-copy"
    | "receipt"
    | "receipt-copy"
    | "payment-due"
    | "payment-due-copy"
    | "refund"
    | "refund-copy"
    | "lapsed"
    | "lapsed-copy"
    | "credit-note"
    | "credit-note-copy"
    | "payment-returned-copy"
    | "console-enrol"
    | "operator-morning"
    | "arrival-moved"
    | "arrival-disrupted"
    | "arrival-alert";
  to: string;
  from: { email: string; name: string };
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  reference: string;
  attachments?: MailAttachment[];
  /** Extra headers, such as the review request's one-click `List-Unsubscribe` (RFC 8058). */
  headers?: Record<string, string>;
};

/**
 * `uncertain`: the provider may have accepted the message (a timeout or a connection lost after sending),
 * so sending it again could deliver it twice. Anything else is a clear refusal: nothing was delivered.
 */
export type MailError = { provider: string; reason: string; status?: number; uncertain: boolean };

/** `deadline`: epoch ms by which the send must have answered, whatever it takes. */
export type SendOptions = { deadline: number };

/** One implementation per provider: SendGrid in production, the local outbox otherwise. */
export type Mailer = {
  name: string;
  send(message: MailMessage, options: SendOptions): Promise<Result<{ id?: string }, MailError>>;
};
