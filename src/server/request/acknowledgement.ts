import { isSharedProvider, mailboxOf } from "../mail/mailbox.js";
import type { Mailer } from "../mail/index.js";
import { sha256 } from "../kernel/hash.js";
import type { Limiter } from "../kernel/limits/rate-limit.js";
import { customerEmail } from "./acknowledgement-email.js";
import type { TemplateParams } from "./business-email.js";

/** The caps an acknowledgement passes: per mailbox (a hash of it), per domain (the big providers excepted), for everyone. */
export type AcknowledgementDeps = {
  acknowledgementLimiter: Limiter;
  acknowledgementDomainLimiter: Limiter;
  acknowledgementCeiling: Limiter;
  mailer: Mailer;
};

/**
 * The customer's acknowledgement: at most a few per mailbox, however the address is spelt, a looser number
 * per domain (the big providers excepted) and a ceiling for everyone, whoever asks for them.
 */
export async function acknowledge(
  email: string,
  params: TemplateParams,
  deps: AcknowledgementDeps,
  deadline: number,
): Promise<void> {
  try {
    const { mailbox, domain } = mailboxOf(email);
    const caps: [Limiter, string, string][] = [
      [deps.acknowledgementLimiter, await sha256(mailbox), "this mailbox already received its quota"],
      ...(isSharedProvider(domain)
        ? []
        : [
            [deps.acknowledgementDomainLimiter, await sha256(domain), "this domain already received its quota"] as [
              Limiter,
              string,
              string,
            ],
          ]),
      [deps.acknowledgementCeiling, "all", "RATE_LIMIT_ACKNOWLEDGEMENTS_ALL reached"],
    ];
    for (const [limiter, key, why] of caps) {
      if (!(await limiter.limit(key)).success) {
        console.warn(`[booking] ${params.reference}: no acknowledgement, ${why} (the business has the request)`);
        return;
      }
    }
    const sent = await deps.mailer.send(customerEmail({ ...params, to_email: email }), { deadline });
    if (!sent.ok) {
      console.error(
        `[booking] ${params.reference}: acknowledgement to the customer failed (${sent.error.reason}); the business has the request`,
      );
    }
  } catch (error) {
    console.error(`[booking] ${params.reference}: acknowledgement failed`, error);
  }
}
