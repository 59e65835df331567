import { getEnv } from "../env.js";
import { outboxMailer } from "./outbox.js";
import { sendgridMailer } from "./sendgrid.js";
import type { Mailer } from "./types.js";

let mailer: Mailer | undefined;

/** The one place the provider is chosen: SendGrid with a key, the local outbox without. */
export function getMailer(): Mailer {
  if (!mailer) {
    const env = getEnv();
    mailer = env.SENDGRID_API_KEY
      ? sendgridMailer({ apiKey: env.SENDGRID_API_KEY, baseUrl: env.SENDGRID_BASE_URL, sandbox: env.SENDGRID_SANDBOX === "true" })
      : outboxMailer(env.OUTBOX_DIR);
  }
  return mailer;
}

export type { Mailer, MailMessage } from "./types.js";
