import { TransactionalSmsClient } from "@getbrevo/brevo/transactionalSms";
import { type Env, getEnv, isLocal } from "../kernel/env.js";
import { withTimeout } from "../kernel/timeout.js";

/**
 * The SMS an urgent alert left unopened sends (docs/decisions/260-operator-console.md), through Brevo's
 * transactional SMS (its official SDK): a named sender, the type `transactional` (no STOP line, no hours of
 * silence: French rules for marketing do not apply), to the operator's own number. The call is bounded in time and
 * never retried by the SDK: a timeout may hide a sent SMS, which is then counted as spent.
 */
export type SmsOutcome =
  | { ok: true; segments: number; id: string }
  /** `sent`: "no" when the provider refused it (nothing to pay), "unknown" when it did not answer in time. */
  | { ok: false; sent: "no" | "unknown"; reason: string };

export type SmsProvider = {
  name: string;
  send(message: { to: string; sender: string; text: string }, timeoutMs: number): Promise<SmsOutcome>;
};

/** The GSM 03.38 alphabet (basic set; the extension's characters count twice): anything else sends the SMS as UCS-2. */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

/** How many SMS a text makes: 160 characters of the GSM alphabet (153 each once split), else 70 (67). */
export function smsSegments(text: string): number {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      const units = text.length;
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

/** Brevo's API, or its stand-in on this machine (BREVO_API_BASE, loopback only: tests and the local mode). */
export function brevoSms(apiKey: string, baseUrl?: string): SmsProvider {
  const client = new TransactionalSmsClient({ apiKey, maxRetries: 0, ...(baseUrl ? { baseUrl } : {}) });
  return {
    name: baseUrl ? "the SMS stand-in" : "Brevo",
    async send({ to, sender, text }, timeoutMs) {
      const abort = new AbortController();
      try {
        const answer = await withTimeout(
          client.sendTransacSms(
            { sender, recipient: to.replace(/^\+/, ""), content: text, type: "transactional", unicodeEnabled: false },
            { abortSignal: abort.signal, timeoutInSeconds: Math.ceil(timeoutMs / 1000) + 1, maxRetries: 0 },
          ),
          timeoutMs,
          "Brevo SMS",
        );
        return { ok: true, segments: answer.smsCount ?? smsSegments(text), id: String(answer.messageId) };
      } catch (error) {
        abort.abort();
        const status = (error as { statusCode?: unknown }).statusCode;
        const reason = error instanceof Error ? error.message : String(error);
        // An answer that says no (4xx, 5xx) sent nothing; a timeout or a cut connection may have.
        return typeof status === "number"
          ? { ok: false, sent: "no", reason: `${status} ${reason}` }
          : { ok: false, sent: "unknown", reason };
      }
    },
  };
}

const LOOPBACK = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:\/|$)/;

/**
 * The provider in force: Brevo with its key; in the local mode, the stand-in `npm start` runs (BREVO_API_BASE);
 * otherwise none, and an SMS due is logged as not sent (deployed, the SMS job refused to start without the key).
 */
export function smsProviderOf(env: Env = getEnv()): SmsProvider | null {
  const base = env.BREVO_API_BASE;
  if (base && !LOOPBACK.test(base)) throw new Error("BREVO_API_BASE points elsewhere than this machine: refused");
  if (env.BREVO_API_KEY) return brevoSms(env.BREVO_API_KEY, base);
  if (isLocal(env) && base) return brevoSms("local-sms-key", base);
  return null;
}
