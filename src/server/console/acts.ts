import { markOpened } from "../alerts/index.js";
import { isPlainObject, json } from "../kernel/http.js";
import { answerRequest } from "../operator/answer.js";
import { tripAct } from "../operator/trip-page.js";
import { openProposal } from "../proposal/token.js";
import { openToken, type SealedRequest } from "../request/sealed-request.js";
import { isReference } from "../kernel/reference.js";
import { type Party } from "./auth/webauthn.js";
import { stepUp } from "./auth/signin.js";
import type { Session } from "./auth/sessions.js";
import { consoleText } from "./console.text.js";
import type { ConsoleDeps } from "./deps.js";

const t = consoleText.fr;

/**
 * The operator's acts from his console (docs/decisions/260-operator-console.md), through the very functions his
 * e-mail links call (src/server/operator): answering a request, a change or a proposal still open, and every act of a
 * trip's page, each checked against the booking's one state (src/server/booking). A money act (a fee, a refund, a
 * ride closed above its price) asks the passkey again first. Opening an item notes it opened: its urgent alert sends
 * no SMS.
 */
export async function requestAct(
  body: Record<string, unknown>,
  deps: ConsoleDeps,
  answerBy: number,
  origin: string,
): Promise<Response> {
  const { reference, act } = actOf(body);
  if (!reference) return json(400, { error: t.unknownRequest });
  const sealed = await sealedOf(reference, deps);
  if (!sealed) return json(404, { error: t.unknownRequest, gone: true });
  if (act.action === "view") await noteOpened([reference, sealed.changes?.reference], deps);
  return answerRequest(sealed, { action: act.action, price: act.price }, deps, answerBy, origin);
}

/** What the console asks of an item: its reference, when it is one, and the act (an empty one when it sent none). */
function actOf(body: Record<string, unknown>): { reference: string | null; act: Record<string, unknown> } {
  const reference = typeof body.reference === "string" && isReference(body.reference) ? body.reference : null;
  return { reference, act: isPlainObject(body.act) ? body.act : {} };
}

/** The request as sealed: among those awaiting his answer, or inside the proposal awaiting the customer's. */
async function sealedOf(reference: string, deps: ConsoleDeps): Promise<SealedRequest | null> {
  const now = deps.now().getTime();
  const [token, proposal] = await Promise.all([
    deps.openRequests.token(reference),
    deps.proposalIndex.token(reference),
  ]);
  const opened = openToken(token, deps.secret!, now);
  if (opened.ok) return opened.value;
  const proposed = openProposal(proposal, deps.secret!, now);
  return proposed.ok ? proposed.value.proposal.request : null;
}

/** Whether a trip's act moves money: a fee, a refund, or a ride closed with waiting or an extra above its price. */
function movesMoney(act: Record<string, unknown>): boolean {
  if (act.action === "take-fee" || act.action === "refund") return true;
  if (act.action !== "end") return false;
  const minutes = Number(String(act.waitingMinutes ?? "0").trim() || "0");
  const extra = String(act.extra ?? "").trim();
  return minutes > 0 || (extra !== "" && !/^0+(?:[.,]0+)?$/.test(extra));
}

export async function tripConsoleAct(
  body: Record<string, unknown>,
  session: Session,
  deps: ConsoleDeps,
  party: Party,
  answerBy: number,
  origin: string,
): Promise<Response> {
  const { reference, act } = actOf(body);
  if (!reference) return json(404, { error: t.unknownRequest });
  if (movesMoney(act)) {
    const refused = await stepUp(body, session, reference, String(act.action), deps, party);
    if (refused) return refused;
    console.info(`[console] ${reference}: ${String(act.action)} confirmed with the passkey`);
  }
  if (act.action === "view") await noteOpened([reference], deps);
  return tripAct(reference, act, deps, answerBy, origin);
}

async function noteOpened(references: (string | undefined)[], deps: ConsoleDeps): Promise<void> {
  await Promise.all(references.filter((r): r is string => Boolean(r)).map((r) => markOpened(r, deps.alertStore)));
}
