import { startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import type { PanelAnswer } from "~/components/panel-call";
import { consoleWords } from "./console.text";

const t = consoleWords.fr;

/**
 * One call of the console to its function (POST /api/console): the session travels in its HttpOnly cookie, which the
 * page never reads. A call that never gets an answer comes back as one, with status 0.
 */
export async function callConsole(body: Record<string, unknown>): Promise<PanelAnswer> {
  try {
    const response = await fetch("/api/console", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({ error: t.unexpected }))) as Record<string, unknown>;
    return { status: response.status, data };
  } catch {
    return { status: 0, data: { error: t.offline } };
  }
}

/** The passkey's answer to the server's question, or why there is none (cancelled, unsupported). */
export type PasskeyAnswer = { ok: true; response: unknown } | { ok: false; message: string };

function refusal(error: unknown): PasskeyAnswer {
  if (error instanceof WebAuthnError && error.code === "ERROR_CEREMONY_ABORTED")
    return { ok: false, message: t.cancelled };
  if (error instanceof Error && error.name === "NotAllowedError") return { ok: false, message: t.cancelled };
  return { ok: false, message: error instanceof Error && error.message ? error.message : t.unexpected };
}

/** A passkey ceremony's answer, or why there is none: signing in and enrolling a device fail the same ways. */
async function answerOf(ceremony: () => Promise<unknown>): Promise<PasskeyAnswer> {
  try {
    return { ok: true, response: await ceremony() };
  } catch (error) {
    return refusal(error);
  }
}

export function askPasskey(options: unknown): Promise<PasskeyAnswer> {
  return answerOf(() =>
    startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"] }),
  );
}

export function createPasskey(options: unknown): Promise<PasskeyAnswer> {
  return answerOf(() =>
    startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"] }),
  );
}

/**
 * An act that may move money: sent once; if the server asks for the passkey again (401 with `stepUp`), the passkey
 * answers its question and the act goes again with that answer.
 */
export async function actWithPasskey(body: Record<string, unknown>): Promise<PanelAnswer & { askedAgain: boolean }> {
  const first = await callConsole(body);
  if (first.status !== 401 || !first.data.stepUp) return { ...first, askedAgain: false };
  const answer = await askPasskey(first.data.stepUp);
  if (!answer.ok) return { status: 401, data: { error: answer.message }, askedAgain: true };
  return { ...(await callConsole({ ...body, stepUp: answer.response })), askedAgain: true };
}
