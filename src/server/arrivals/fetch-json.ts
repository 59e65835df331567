import { err, ok, type Result } from "../kernel/result.js";

/**
 * One call to a provider within `timeoutMs`: its status and body, or why there is none (unreachable, too slow, not
 * JSON). An aborted call stops there: a slow provider never holds an answer past its bound.
 */
export async function fetchJson(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Result<{ status: number; body: unknown }, string>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    if (!text) return ok({ status: response.status, body: null });
    try {
      return ok({ status: response.status, body: JSON.parse(text) as unknown });
    } catch {
      return err(`answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
  } catch (error) {
    return err(controller.signal.aborted ? `no answer within ${timeoutMs} ms` : `unreachable: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** A provider's address overridden on this machine only (a stand-in): anything but the loopback is refused. */
export function loopbackBase(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const host = new URL(url).hostname;
  if (host !== "127.0.0.1" && host !== "localhost" && host !== "[::1]")
    throw new Error(`${url}: a provider's address may only be overridden on this machine (a stand-in)`);
  return url.replace(/\/$/, "");
}
