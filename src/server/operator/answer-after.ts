import type { Mailer, MailMessage } from "../mail/index.js";
import { sendOnce } from "../mail/send-once.js";
import type { TripStores } from "../trip/store.js";

/** What an answer's last steps use of the operator's dependencies (./answer.ts). */
type AfterDeps = { trips: TripStores; mailer: Mailer; now: () => Date };

/** The business's copy of every answer (the proof's is its three-year archive), once; a failure is logged. */
export async function archive(
  built: { customer: MailMessage; copy: MailMessage },
  reference: string,
  deps: AfterDeps,
  answerBy: number,
): Promise<boolean> {
  const sent = await sendOnce(deps.trips.sent, `answer-copy:${reference}`, built.copy, {
    mailer: deps.mailer,
    at: deps.now().toISOString(),
    deadline: answerBy - 500,
    label: "confirm",
  }).catch(() => "refused" as const);
  if (sent === "refused") console.error(`[confirm] ${reference}: archive copy NOT SENT; the next press sends it`);
  return sent !== "refused";
}
