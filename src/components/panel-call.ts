import type { BookingLocale } from "~/lib/booking/schema";
import { postJson } from "./post-json";

/** A link page's function answer: its status and JSON, or status 0 when it never came. */
export type PanelAnswer = { status: number; data: Record<string, unknown> };

/**
 * Posts one action of a link page's panel to its function (/api/confirm, /api/trip, /api/manage, …). A request
 * that never gets an answer comes back as one, with status 0 and the panel's own words for it, so each panel
 * handles a single shape. The customer's panels name their language: the server answers in it.
 */
export async function callPanel(
  path: string,
  body: Record<string, unknown>,
  offline: string,
  locale?: BookingLocale,
): Promise<PanelAnswer> {
  try {
    const response = await postJson(path, body, { headers: locale ? { "content-language": locale } : {} });
    return { status: response.status, data: (await response.json()) as Record<string, unknown> };
  } catch {
    return { status: 0, data: { error: offline } };
  }
}

/**
 * Reads a link page's record, once, as the page loads (`call` posts the view action): an error card when the
 * address holds no link or the server refuses it, `ready` with the server's answer otherwise.
 */
export function openLink(
  token: string,
  words: { noToken: string; unexpected: string },
  call: (body: Record<string, unknown>) => Promise<PanelAnswer>,
  fail: (error: { kind: "error"; message: string }) => void,
  ready: (data: Record<string, unknown>) => void,
): void {
  if (!token) return fail({ kind: "error", message: words.noToken });
  void call({ token, action: "view" }).then(({ status, data }) => {
    if (status !== 200) return fail({ kind: "error", message: String(data.error ?? words.unexpected) });
    ready(data);
  });
}
