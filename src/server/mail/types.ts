import type { Result } from "../result.js";

export type MailMessage = {
  kind: "business" | "customer";
  to: string;
  from: { email: string; name: string };
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  reference: string;
};

export type MailError = { provider: string; reason: string; status?: number };

/** One implementation per provider: SendGrid in production, the local outbox otherwise. */
export type Mailer = { name: string; send(message: MailMessage): Promise<Result<{ id?: string }, MailError>> };
