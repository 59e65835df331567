import { spawnSync } from "node:child_process";
import RedisMock from "ioredis-mock";
import type Redis from "ioredis";
import { type RedisServer, startRedis } from "./redis-server";

/**
 * What the REST bridge (./bridge.ts) runs commands on: a real `redis-server` when this machine has one, else an
 * in-process emulation that runs Lua (ioredis-mock), so that `npm start` needs nothing installed by hand
 * (docs/decisions/220-one-store.md). Either way the product's own code talks to it through the Upstash client.
 * Replies come as redis-server gives them through ioredis: integers as numbers, strings as strings, flat arrays.
 */
export type Engine = {
  name: "redis-server" | "emulated";
  command(name: string, args: string[]): Promise<unknown>;
  /** Runs the commands as one transaction (MULTI/EXEC): nothing else runs between them. */
  transaction(commands: string[][]): Promise<({ result: unknown } | { error: string })[]>;
  /** Empties the store (tests only). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export function hasRedisServer(): boolean {
  return spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
}

export function serverEngine(server: RedisServer): Engine {
  const client: Redis = server.client;
  return {
    name: "redis-server",
    command: (name, args) => client.call(name, ...args),
    async transaction(commands) {
      const replies = (await client.multi(commands.map(([name, ...args]) => ["call", name!, ...args])).exec()) ?? [];
      return replies.map(([error, result]) => (error ? { error: error.message } : { result }));
    },
    flush: async () => {
      await client.flushall();
    },
    close: () => server.stop(),
  };
}

/** A plain object (ioredis-mock's HGETALL) as redis-server's flat array of fields and values. */
function flat(reply: unknown): unknown {
  if (reply === null || typeof reply !== "object" || Array.isArray(reply)) return reply;
  return Object.entries(reply as Record<string, unknown>).flat();
}

/**
 * The emulation, for a machine without redis-server. Every command runs alone (a queue), so a transaction is one
 * too. Known differences from Redis, none of which the product relies on for a decision: `EXPIRE … NX` sets the
 * time whatever it was; a Lua script cannot use `cjson`; a table a script returns is read back only when a
 * constructor built it (the product's scripts return `{unpack(t)}`).
 */
export function emulatedEngine(): Engine {
  // Instances of the emulation share their data within a process: one engine per process, emptied by FLUSHALL.
  const mock = new RedisMock();
  let queue: Promise<unknown> = Promise.resolve();
  const alone = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const one = async (name: string, args: string[]): Promise<unknown> => {
    const lower = name.toLowerCase();
    if (lower === "eval") return mock.eval(args[0]!, Number(args[1]), ...args.slice(2));
    const method = (mock as unknown as Record<string, (...a: string[]) => Promise<unknown>>)[lower];
    if (typeof method !== "function") throw new Error(`ERR unknown command '${name}'`);
    return flat(await method.apply(mock, args));
  };
  return {
    name: "emulated",
    command: (name, args) => alone(() => one(name, args)),
    transaction: (commands) =>
      alone(async () => {
        const answers: ({ result: unknown } | { error: string })[] = [];
        for (const [name, ...args] of commands) {
          try {
            answers.push({ result: await one(name!, args) });
          } catch (error) {
            answers.push({ error: error instanceof Error ? error.message : String(error) });
          }
        }
        return answers;
      }),
    flush: async () => {
      await mock.flushall();
    },
    close: async () => {
      mock.disconnect();
    },
  };
}

/** redis-server when it is on PATH, else the emulation; `prefer` forces one (the tests of the emulation). */
export async function startEngine(prefer?: Engine["name"]): Promise<Engine> {
  const real = prefer ? prefer === "redis-server" : hasRedisServer();
  return real ? serverEngine(await startRedis()) : emulatedEngine();
}
