import { modeOf, parseEnv, readProcessEnv } from "../../../src/server/kernel/env";
import { LOCAL_STORE_TOKEN } from "../../../src/server/kernel/store/redis";
import { type Bridge, startBridge } from "./bridge";
import { type Engine, startEngine } from "./engines";

export type LocalStore = {
  url: string;
  engine: Engine["name"];
  bridge: Bridge;
  flush(): Promise<void>;
  close(): Promise<void>;
};

/**
 * `npm start`, `npm run dev` and the tests: in the local mode, with no Upstash configured, the embedded store starts
 * in this process (a redis-server of its own on a free port when the machine has one, else the emulation) behind
 * the Upstash bridge, and the functions are pointed at it (LOCAL_STORE_URL, read when the store client is first
 * made). It lives in memory and ends with the process. Under the deployed rules nothing starts.
 */
export async function startLocalStore(options: { engine?: Engine["name"] } = {}): Promise<LocalStore | undefined> {
  const env = parseEnv(readProcessEnv());
  if (modeOf(env) !== "local") return undefined;
  const engine = await startEngine(options.engine);
  const bridge = await startBridge(engine, LOCAL_STORE_TOKEN);
  process.env.LOCAL_STORE_URL = bridge.url;
  return {
    url: bridge.url,
    engine: engine.name,
    bridge,
    flush: () => engine.flush(),
    async close() {
      await bridge.close();
      await engine.close();
    },
  };
}
