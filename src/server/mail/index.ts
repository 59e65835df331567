import { getEnv, isLocal } from "../kernel/env.js";
import { outboxMailer } from "./outbox.js";
import { sendgridMailer } from "./sendgrid.js";
import type { Mailer } from "./types.js";

let mailer: Mailer | undefined;

/**
 * The one place the provider is chosen: SendGrid with a key; the local outbox folder only in the local
 * mode. Deployed without a key there is no mailer at all: the function refuses to start before this.
 */
export function getMailer(): Mailer {
  if (!mailer) {
    const env = getEnv();
    if (env.SENDGRID_API_KEY) {
      mailer = sendgridMailer({
        apiKey: env.SENDGRID_API_KEY,
        baseUrl: env.SENDGRID_BASE_URL,
        sandbox: env.SENDGRID_SANDBOX === "true",
      });
    } else if (isLocal(env)) {
      mailer = outboxMailer(env.OUTBOX_DIR ?? ".outbox");
    } else {
      throw new Error("SENDGRID_API_KEY is missing: outside the local mode no e-mail goes to a local folder");
    }
  }
  return mailer;
}

export type { Mailer, MailMessage, SendOptions } from "./types.js";
