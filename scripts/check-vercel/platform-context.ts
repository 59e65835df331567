/**
 * Preloaded (`node --import`) into the process where `npm run check:vercel` runs a built function under
 * @vercel/node's dev server. On Vercel, the platform gives each invocation a request context
 * (`globalThis[Symbol.for("@vercel/request-context")].get()`) holding the request's `headers` and `url` and
 * `mutateResponseHeadersBeforeFlush`; the dev server installs one with `waitUntil` only, so BotID sees no
 * request there and every check fails open. This adds, per request, the three fields BotID reads, and
 * nothing else: the handler, its bundle and the runtimes stay Vercel's. A check run without this preload
 * shows the dev server's own behaviour (docs/development.md, "Checking the deployment").
 *
 * Loaded by Node itself (type stripping), outside the project's bundler: no imports of project files.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import { createRequire } from "node:module";

const KEY = Symbol.for("@vercel/request-context");
type Mutation = (headers: Headers) => void;
type RequestPart = {
  headers: Record<string, string>;
  url: string;
  mutateResponseHeadersBeforeFlush(fn: Mutation): void;
};
type Context = { get?: () => Record<string, unknown> };
type Slot = Record<symbol, Context | undefined>;

const current = new AsyncLocalStorage<RequestPart>();
const wrapped = new WeakSet<Context>();

function flatten(headers: Iterable<[string, string]>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of headers) flat[name.toLowerCase()] = value;
  return flat;
}

/** The dev server's context (waitUntil) merged with the current request's part. */
function merged(base: Context | undefined, part: () => RequestPart | undefined): Context {
  const context: Context = { get: () => ({ ...base?.get?.(), ...part() }) };
  wrapped.add(context);
  return context;
}

// Node.js functions: the dev server defines the global context once, before the handler loads; every
// request then runs in its own async scope, which the merged context reads.
const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
  if (event !== "request") return emit.call(this, event, ...args);
  const slot = globalThis as unknown as Slot;
  const base = slot[KEY];
  if (base && !wrapped.has(base)) {
    Object.defineProperty(globalThis, KEY, {
      configurable: true,
      enumerable: false,
      value: merged(base, () => current.getStore()),
    });
  }
  const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
  const mutations: Mutation[] = [];
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...head: unknown[]) {
    if (mutations.length) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.getHeaders())) headers.set(name, String(value));
      for (const mutate of mutations) mutate(headers);
      for (const [name, value] of headers) res.setHeader(name, value);
    }
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, head);
  } as typeof res.writeHead;
  const headers = flatten(
    Object.entries(req.headers).map(([name, value]): [string, string] => [
      name,
      Array.isArray(value) ? value.join(", ") : (value ?? ""),
    ]),
  );
  const part: RequestPart = {
    headers,
    url: `https://${headers["x-forwarded-host"] ?? headers.host ?? "localhost"}${req.url ?? "/"}`,
    mutateResponseHeadersBeforeFlush: (fn) => mutations.push(fn),
  };
  return current.run(part, () => emit.call(this, event, ...args));
} as typeof http.Server.prototype.emit;

// Edge functions run in the edge-runtime sandbox the dev server creates; its context lives on the
// sandbox's own globalThis. The sandbox sets its `dispatchFetch` on itself when it is made: an accessor on
// the prototype of the dev server's copy of edge-runtime (process.argv[1] is the dev server) wraps it then.
type Dispatch = (input: string, init?: { headers?: [string, string][] }) => Promise<{ headers: Headers }>;
type Sandbox = { context: { globalThis: Slot } };
const edge = createRequire(process.argv[1] ?? import.meta.url)("edge-runtime") as {
  EdgeRuntime: { prototype: object };
};
const dispatchers = new WeakMap<object, Dispatch>();
Object.defineProperty(edge.EdgeRuntime.prototype, "dispatchFetch", {
  configurable: true,
  get(this: object) {
    return dispatchers.get(this);
  },
  set(this: Sandbox, dispatch: Dispatch) {
    const sandbox = this;
    dispatchers.set(sandbox, async (input, init) => {
      const slot = sandbox.context.globalThis;
      const base = slot[KEY];
      const mutations: Mutation[] = [];
      const part: RequestPart = {
        headers: flatten(init?.headers ?? []),
        url: input,
        mutateResponseHeadersBeforeFlush: (fn) => mutations.push(fn),
      };
      slot[KEY] = merged(base, () => part);
      try {
        const response = await dispatch(input, init);
        for (const mutate of mutations) mutate(response.headers);
        return response;
      } finally {
        slot[KEY] = base;
      }
    });
  },
});
