import type { Mailer, MailMessage } from "../mail/index.js";
import { sendOnce } from "../mail/send-once.js";
import type { OpenRequests } from "../request/open-requests.js";
import type { SealedRequest } from "../request/sealed-request.js";
import type { TripStores } from "../trip/store.js";

/** What an answer's last steps use of the operator's dependencies (./answer.ts). */
type AfterDeps = { openRequests: OpenRequests; trips: TripStores; mailer: Mailer; now: () => Date };

/**
 * An answered request leaves the operator's list of open requests; a change answered (confirmed, proposed or
 * declined) is no longer open on its booking: the customer may ask for another.
 */
export async function closeRequest(sealed: SealedRequest, deps: AfterDeps): Promise<void> {
  await deps.openRequests
    .remove(sealed.reference)
    .catch((error) => console.error(`[confirm] ${sealed.reference}: still listed among the open requests`, error));
}

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
