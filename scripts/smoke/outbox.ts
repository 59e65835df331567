import { existsSync, readdirSync } from "node:fs";
import { type Check, note, verdict } from "./check";
import type { SmokeBooking } from "./identity";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocal(origin: URL): boolean {
  return LOCAL_HOSTS.has(origin.hostname);
}

/**
 * Locally the functions write e-mails to the outbox (`OUTBOX_DIR`, default `.outbox`): both of the booking's
 * must be there. A deployment's e-mails leave through SendGrid, out of the smoke's sight: the report says where
 * to look instead.
 */
export async function outboxCheck(
  dir: string | undefined,
  reference: string | undefined,
  booking: SmokeBooking,
): Promise<Check> {
  if (!dir)
    return note(
      "e-mails",
      `sent by the target through SendGrid, not visible from here: « Test Smoke » (${booking.email}) in the business inbox; none with SENDGRID_SANDBOX=true`,
    );
  if (!reference) return verdict("e-mails", `in ${dir}`, ["no booking reference to look for"]);
  const wanted = ["business.eml", "customer.eml"];
  const found = () =>
    existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(reference) && wanted.some((w) => f.endsWith(w))) : [];
  // The acknowledgement is written after the answer (Vercel's waitUntil): give it a moment.
  for (let waited = 0; found().length < wanted.length && waited < 10_000; waited += 250)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const missing = wanted.filter((w) => !found().some((f) => f.endsWith(w)));
  return verdict(
    "e-mails",
    `business and customer e-mails of ${reference} in ${dir}`,
    missing.map((m) => `no ${m} for ${reference} in ${dir}`),
  );
}
