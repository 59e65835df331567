import type { Redis } from "@upstash/redis";
import { callRedis, storeOnce } from "../../kernel/store/redis.js";

/**
 * The operator's passkey (docs/decisions/260-operator-console.md): the public key his phone made when he enrolled it,
 * its id, its counter. No password and no secret of his is kept anywhere. A new enrolment replaces every passkey
 * kept: a lost phone is shut out by enrolling the new one.
 */
export type Passkey = {
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  at: string;
  label: string;
};

const KEY = "console:passkeys";
const TIMEOUT_MS = 800;

export type PasskeyStore = {
  get(id: string): Promise<Passkey | null>;
  list(): Promise<Passkey[]>;
  /** Every passkey kept is replaced by this one. */
  replaceAll(passkey: Passkey): Promise<void>;
  setCounter(id: string, counter: number): Promise<void>;
};

const parse = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Passkey | null;

export function redisPasskeyStore(redis: Redis): PasskeyStore {
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, TIMEOUT_MS, `Redis ${what}`);
  return {
    async get(id) {
      if (!/^[\w-]{16,400}$/.test(id)) return null;
      const value = await run(() => redis.hget<unknown>(KEY, id), "HGET passkey");
      return value ? parse(value) : null;
    },
    async list() {
      const values = await run(() => redis.hvals(KEY), "HVALS passkeys");
      return ((values ?? []) as unknown[]).map(parse).filter((p): p is Passkey => Boolean(p));
    },
    async replaceAll(passkey) {
      const pipeline = redis.multi();
      pipeline.del(KEY);
      pipeline.hset(KEY, { [passkey.id]: JSON.stringify(passkey) });
      await run(() => pipeline.exec(), "MULTI passkey");
    },
    async setCounter(id, counter) {
      const current = await this.get(id);
      if (current) await run(() => redis.hset(KEY, { [id]: JSON.stringify({ ...current, counter }) }), "HSET passkey");
    },
  };
}

export const getPasskeyStore = storeOnce<PasskeyStore>(redisPasskeyStore);
