import { type BookingRecord, recordKey, recordOf } from "../../src/server/booking/record";
import type { useMoneyWorld } from "./money-world";

type World = Awaited<ReturnType<ReturnType<typeof useMoneyWorld>["world"]>>;

/** The booking's record as Redis holds it now. */
export async function recordNow(w: World, reference: string): Promise<BookingRecord> {
  return recordOf(reference, await w.redis.hgetall(recordKey(reference)))!;
}

/** The text of every PDF sent with the booking's e-mails of `kind` (« receipt », « credit-note »…). */
export async function texts(w: World, kind: string, reference: string): Promise<string[]> {
  return Promise.all(w.of(kind, reference).map(async (mail) => (await w.documentOf(mail)).text));
}

/** A note's or an invoice's « Total à payer », in cents; NaN when the text has none. */
export function totalOf(text: string): number {
  const m = /Total à payer (\d+),(\d\d)\s€/.exec(text);
  return m ? Number(m[1]) * 100 + Number(m[2]) : Number.NaN;
}
