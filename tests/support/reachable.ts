import type { Server } from "node:http";
import type { Bridge } from "../../scripts/local-vercel/store/bridge";

/**
 * The stand-ins a test's controlled clock (./virtual-time.ts) reaches inside this process, by the loopback port each
 * listens on: its HTTP server, and, for one that waits on something outside the process (the Upstash bridge on its
 * redis-server), whether it is waiting now. Each helper of tests/support adds the servers it starts. No vitest here:
 * `npm run check:vercel` uses these helpers too.
 */
export type Reachable = { server: Server; busy?: () => boolean };
const reachable = new Map<number, Reachable>();

/** Makes a listening stand-in reachable on the controlled clock, until it closes. */
export function reach(server: Server, busy?: () => boolean): void {
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("reach: the server is not listening");
  reachable.set(address.port, { server, busy });
  server.once("close", () => {
    if (reachable.get(address.port)?.server === server) reachable.delete(address.port);
  });
}

/** The Upstash bridge, busy while its redis-server has a command to answer; each answer is news for the clock. */
export function reachBridge(bridge: Bridge): void {
  bridge.onSettled = () => {
    for (const listener of listeners) listener();
  };
  reach(bridge.server, () => bridge.running > 0);
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever a reachable stand-in stops waiting on something outside this process. */
export function onSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const reachableNow = (): Reachable[] => [...reachable.values()];
