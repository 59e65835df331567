import type { OnceRecord, OnceStore } from "../kernel/store/once.js";
import type { Mailer, MailMessage } from "./types.js";

export type SendOutcome = "sent" | "already" | "refused" | "uncertain" | "skipped";

/**
 * A message sent at most once under `key`: claim → send → settle. A claim failing throws (the caller stops); a
 * refused send releases it for the next try; an uncertain one is never repeated. `label` names the log lines.
 * `message` may be built once the claim is held (a message that gathers much, like the operator's day: two runs
 * never gather it at once); built as null (no time left to send it), the claim is released: "skipped". `deadline`
 * is read when the send starts.
 */
export async function sendOnce(
  store: OnceStore<OnceRecord>,
  key: string,
  message: MailMessage | (() => Promise<MailMessage | null>),
  options: { mailer: Mailer; at: string; deadline: number | (() => number); label: string },
): Promise<SendOutcome> {
  const { mailer, at, deadline, label } = options;
  const claim = await store.claim(key, { state: "pending", at });
  if (!claim.claimed) return "already";
  const release = () => store.release(key).catch((error) => console.error(`[${label}] ${key}: release failed`, error));
  let built: MailMessage | null;
  try {
    built = typeof message === "function" ? await message() : message;
  } catch (error) {
    await release();
    throw error;
  }
  if (!built) {
    await release();
    return "skipped";
  }
  message = built;
  const sent = await mailer.send(message, { deadline: typeof deadline === "function" ? deadline() : deadline });
  if (!sent.ok && !sent.error.uncertain) {
    await release();
    console.error(
      `[${label}] ${message.reference} ${message.kind} NOT SENT (${sent.error.reason}); the next run tries again`,
    );
    return "refused";
  }
  // The message has left (or may have): recorded even while this instance leaves Redis alone; if that fails
  // too, the claim stays and reads as uncertain after a minute: never sent twice.
  await store
    .settle(key, { state: sent.ok ? "done" : "uncertain", at })
    .catch((error) =>
      console.error(`[${label}] ${key}: sent but not recorded (the claim keeps it from leaving again)`, error),
    );
  if (!sent.ok)
    console.error(`[${label}] ${message.reference} ${message.kind} UNCERTAIN (${sent.error.reason}); not resent`);
  return sent.ok ? "sent" : "uncertain";
}
