import { randomBytes } from "node:crypto";
import type { Redis } from "@upstash/redis";
import { MAX_SESSIONS, SESSION_HOURS } from "../../../config/console.js";
import { callRedis, storeOnce } from "../../kernel/store/redis.js";

/**
 * The console's sessions (docs/decisions/260-operator-console.md): each a record in the store for SESSION_HOURS,
 * listed by when it lapses so the console can show and revoke them; MAX_SESSIONS at most, the oldest closed past
 * it. A new enrolment closes them all (a lost phone's included).
 */
export type Session = { id: string; created: string; expires: number; label: string };

const LIST = "console:sessions";
const key = (id: string) => `console:session:${id}`;
const TIMEOUT_MS = 800;

export type SessionStore = {
  open(label: string, now: number): Promise<Session>;
  get(id: string): Promise<Session | null>;
  list(now: number): Promise<Session[]>;
  revoke(ids: string[]): Promise<void>;
  revokeAll(): Promise<void>;
  /** A passkey's challenge answered once: false when its nonce was already used. */
  claimNonce(nonce: string, ttlSeconds: number): Promise<boolean>;
};

export function redisSessionStore(redis: Redis): SessionStore {
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, TIMEOUT_MS, `Redis ${what}`);
  const store: SessionStore = {
    async open(label, now) {
      const session: Session = {
        id: randomBytes(18).toString("base64url"),
        created: new Date(now).toISOString(),
        expires: now + SESSION_HOURS * 3_600_000,
        label,
      };
      const pipeline = redis.multi();
      pipeline.set(key(session.id), JSON.stringify(session), { ex: SESSION_HOURS * 3600 });
      pipeline.zadd(LIST, { score: session.expires, member: session.id });
      pipeline.zremrangebyscore(LIST, "-inf", `(${now}`);
      await run(() => pipeline.exec(), "MULTI session");
      const open = await run(() => redis.zrange<string[]>(LIST, 0, -1), "ZRANGE sessions");
      if (open.length > MAX_SESSIONS) await store.revoke(open.slice(0, open.length - MAX_SESSIONS));
      return session;
    },
    async get(id) {
      const value = await run(() => redis.get<unknown>(key(id)), "GET session");
      if (!value) return null;
      return (typeof value === "string" ? JSON.parse(value) : value) as Session;
    },
    async list(now) {
      const ids = await run(() => redis.zrange<string[]>(LIST, now, "+inf", { byScore: true }), "ZRANGE sessions");
      if (!ids.length) return [];
      const values = await run(() => redis.mget<unknown[]>(...ids.map(key)), "MGET sessions");
      return values
        .map((value) => (typeof value === "string" ? (JSON.parse(value) as Session) : (value as Session | null)))
        .filter((s): s is Session => Boolean(s));
    },
    async revoke(ids) {
      if (!ids.length) return;
      const pipeline = redis.multi();
      pipeline.del(...ids.map(key));
      pipeline.zrem(LIST, ...ids);
      await run(() => pipeline.exec(), "MULTI revoke");
    },
    async revokeAll() {
      const ids = await run(() => redis.zrange<string[]>(LIST, 0, -1), "ZRANGE sessions");
      await store.revoke(ids);
    },
    async claimNonce(nonce, ttlSeconds) {
      const set = await run(
        () => redis.set(`console:nonce:${nonce}`, "1", { nx: true, ex: ttlSeconds }),
        "SET NX nonce",
      );
      return set === "OK";
    },
  };
  return store;
}

export const getSessionStore = storeOnce<SessionStore>(redisSessionStore);
