import { modeOf, parseEnv, readProcessEnv } from "../../../src/server/kernel/env";
import { type PushStandIn, startPushStandIn } from "./stand-in";

/**
 * `npm start` and `npm run dev`, in the local mode: the push stand-in runs in the same process with a subscription of
 * its own, which the alerts push to as to the operator's phone (LOCAL_PUSH_SUBSCRIPTION); what it receives is
 * decrypted and written into the outbox's `push/` folder. Under the deployed rules nothing starts.
 */
export async function startLocalPush(): Promise<PushStandIn | undefined> {
  const env = parseEnv(readProcessEnv());
  if (modeOf(env) !== "local" || env.LOCAL_PUSH_SUBSCRIPTION) return undefined;
  const standIn = await startPushStandIn({
    outbox: process.env.OUTBOX_DIR || ".outbox",
    log: (line) => console.log(`[push stand-in] ${line}`),
  });
  process.env.LOCAL_PUSH_SUBSCRIPTION = JSON.stringify(standIn.subscribe("local-operator"));
  return standIn;
}
