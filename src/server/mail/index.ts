import os from "node:os";
import path from "node:path";
import { getEnv, onVercel } from "../env.js";
import { outboxMailer } from "./outbox.js";
import { sendgridMailer } from "./sendgrid.js";
import type { Mailer } from "./types.js";

let mailer: Mailer | undefined;

/**
 * The one place the provider is chosen: SendGrid with a key, the local outbox without. On Vercel without
 * a key (a preview) the code's folder is read-only: the outbox goes to the OS temp dir and to the log.
 */
export function getMailer(): Mailer {
  if (!mailer) {
    const env = getEnv();
    const vercel = onVercel(env);
    mailer = env.SENDGRID_API_KEY
      ? sendgridMailer({
          apiKey: env.SENDGRID_API_KEY,
          baseUrl: env.SENDGRID_BASE_URL,
          sandbox: env.SENDGRID_SANDBOX === "true",
        })
      : outboxMailer(env.OUTBOX_DIR ?? (vercel ? path.join(os.tmpdir(), "vtc-outbox") : ".outbox"), {
          logContent: vercel,
        });
  }
  return mailer;
}

export type { Mailer, MailMessage, SendOptions } from "./types.js";
