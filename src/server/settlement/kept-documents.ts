import type { Redis } from "@upstash/redis";
import { callRedis, storeOnce } from "../kernel/store/redis.js";
import { TTL_SECONDS } from "./register.js";

/**
 * The PDF of each note, invoice and credit note, kept as it was sent, under its number, for as long as the register
 * lines that name it (docs/decisions/280-register-documents.md): the accountant's archive reads these bytes, never a
 * document drawn again. The booking's record and trip expire long before a year is asked for, and a document built
 * again from them today would state today's payment, not the one it stated.
 */
export type KeptDocuments = {
  keep(number: string, pdf: Uint8Array): Promise<void>;
  /** The PDFs kept of these numbers; a number without one is left out. */
  read(numbers: string[]): Promise<Map<string, Uint8Array>>;
};

const TIMEOUT_MS = 1_500;
const key = (number: string) => `register:pdf:${number}`;

export function redisKeptDocuments(redis: Redis): KeptDocuments {
  const run = <T>(call: () => Promise<T>, what: string) =>
    callRedis(call, TIMEOUT_MS, `Redis ${what}`, { evenIfPaused: true });
  return {
    async keep(number, pdf) {
      await run(() => redis.set(key(number), Buffer.from(pdf).toString("base64"), { ex: TTL_SECONDS }), "SET pdf");
    },
    async read(numbers) {
      const kept = new Map<string, Uint8Array>();
      if (!numbers.length) return kept;
      const values = await run(() => redis.mget<unknown[]>(...numbers.map(key)), "MGET pdf");
      numbers.forEach((number, i) => {
        const value = values[i];
        if (typeof value === "string" && value) kept.set(number, new Uint8Array(Buffer.from(value, "base64")));
      });
      return kept;
    },
  };
}

export const getKeptDocuments = storeOnce<KeptDocuments>(redisKeptDocuments);
