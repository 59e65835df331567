import { SESSION_HOURS } from "../../../config/console.js";
import { seal, unseal } from "../../kernel/links/seal.js";

/**
 * The console's session cookie: HttpOnly, Secure, SameSite=Strict, `__Host-` (this origin only, path /), holding the
 * session's id sealed with the link secret, so that a made-up or altered cookie is refused at no store command; the
 * session itself lives in the store, where it can be revoked (./sessions.ts).
 */
export const COOKIE = "__Host-vtc-console";

export function sessionCookie(id: string, secret: string, now: number): string {
  const value = seal({ id, exp: now + SESSION_HOURS * 3_600_000 }, secret, "console-session");
  return `${COOKIE}=${value}; Max-Age=${SESSION_HOURS * 3600}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

export const clearedCookie = `${COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict`;

/** The session id a request's cookie names, if it is ours and not lapsed. */
export function sessionIdOf(request: Request, secret: string, now: number): string | null {
  const header = request.headers.get("cookie") ?? "";
  const value = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!value) return null;
  const opened = unseal(value, secret, "console-session");
  if (!opened.ok) return null;
  const sealed = opened.value as { id?: unknown; exp?: unknown };
  return typeof sealed.id === "string" && typeof sealed.exp === "number" && now <= sealed.exp ? sealed.id : null;
}
