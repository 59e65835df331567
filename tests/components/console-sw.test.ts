import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";

/**
 * The console's service worker's tap (public/console-sw.js, `notificationclick`), run in a context of its own with the
 * worker's globals stood in: the part a headless browser cannot reach, since only a real tap grants the activation
 * that `focus()` and `openWindow()` need (tests/e2e/console-push.spec.ts says why). The console open in a window is
 * moved to the item and focused; none open, one opens on it; a target outside the console opens the console.
 */
const ORIGIN = "https://vtc.example";
const source = readFileSync("public/console-sw.js", "utf8");

type Window = { url: string; navigated: string[]; focused: number };

async function tap(url: string | undefined, windows: Window[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const opened: string[] = [];
  let closed = 0;
  const waited: Promise<unknown>[] = [];
  const self = {
    location: new URL(`${ORIGIN}/console-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          get url() {
            return w.url;
          },
          navigate: async (to: string) => {
            w.navigated.push(to);
            w.url = to;
          },
          focus: async () => {
            w.focused++;
          },
        })),
      openWindow: async (to: string) => {
        opened.push(to);
      },
    },
  };
  runInNewContext(source, { self, URL });
  listeners.get("notificationclick")!({
    notification: { data: url === undefined ? undefined : { url }, close: () => closed++ },
    waitUntil: (promise: Promise<unknown>) => waited.push(promise),
  });
  await Promise.all(waited);
  return { opened, closed };
}

const at = (url: string): Window => ({ url, navigated: [], focused: 0 });

test("tapped, an alert moves the console open to its item and focuses it", async () => {
  const site = at(`${ORIGIN}/`);
  const open = at(`${ORIGIN}/console`);
  const { opened, closed } = await tap("/console#VPN-261128-PUSH", [site, open]);
  expect(closed).toBe(1);
  expect(open).toMatchObject({ navigated: [`${ORIGIN}/console#VPN-261128-PUSH`], focused: 1 });
  expect(site).toMatchObject({ navigated: [], focused: 0 });
  expect(opened).toEqual([]);
});

test("tapped with no console open, an alert opens one on its item", async () => {
  const { opened } = await tap("/console#VPN-261128-PUSH", [at(`${ORIGIN}/tarifs`)]);
  expect(opened).toEqual([`${ORIGIN}/console#VPN-261128-PUSH`]);
});

test("an alert's target outside the console, or none, opens the console itself", async () => {
  expect((await tap("https://elsewhere.example/console#x", [])).opened).toEqual(["/console"]);
  expect((await tap("/reserver", [])).opened).toEqual(["/console"]);
  expect((await tap(undefined, [])).opened).toEqual([`${ORIGIN}/console`]);
});
