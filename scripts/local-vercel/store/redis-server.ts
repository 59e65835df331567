import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import Redis from "ioredis";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type RedisServer = { port: number; client: Redis; stop(): Promise<void>; process: ChildProcess };

/** A real redis-server on a free port, in memory only; `.ci/run` installs it (apt-get). */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on("error", () => {}); // refused connections while the server starts are expected
  for (let i = 0; i < 100; i++) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch {
      client.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    port,
    client,
    process: child,
    async stop() {
      client.disconnect();
      child.kill("SIGKILL");
    },
  };
}
