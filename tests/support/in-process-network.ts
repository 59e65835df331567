import { Agent, request, type Server } from "node:http";
import { type Duplex, duplexPair } from "node:stream";

/**
 * The network of a test on a controlled clock (./virtual-time.ts): the stand-ins' own HTTP servers, reached inside
 * this process. A connection to a loopback port one of them listens on becomes a pair of in-memory streams, the
 * server's end handed to it as a connection (Node's documented way to give an HTTP server any duplex stream), so the
 * servers and the clients (Node's `http`, which the SendGrid and Stripe SDKs use, and `fetch`, which Upstash,
 * BotID and Google's callers use) run unchanged, with nothing in flight that the clock cannot see. A loopback port
 * nobody here listens on refuses the connection, as it would; any other host is an error: a test on a controlled
 * clock has no real network.
 */
export function inProcessNetwork(servers: Server[]) {
  const byPort = new Map<number, Server>();
  for (const server of servers) {
    const address = server.address();
    if (address && typeof address === "object") byPort.set(address.port, server);
  }
  const connect = Agent.prototype.createConnection;
  const agent = Agent.prototype as unknown as AgentInternals;
  const addRequest = agent.addRequest;
  const realFetch = globalThis.fetch;
  Agent.prototype.createConnection = function (options: { host?: string | null; port?: number | string | null }) {
    return connection(byPort, options.host ?? "localhost", Number(options.port ?? 80));
  } as typeof connect;
  // A keep-alive pool (the Stripe SDK's, Node's global one) may hold real sockets from before the clock: they are
  // closed rather than reused, so that every request of the run connects here.
  agent.addRequest = function (this: AgentInternals, ...args: unknown[]) {
    for (const [name, sockets] of Object.entries(this.freeSockets)) {
      for (const socket of sockets ?? []) if (!(IN_PROCESS in socket)) socket.destroy();
      this.freeSockets[name] = (sockets ?? []).filter((socket) => IN_PROCESS in socket);
    }
    return addRequest.apply(this, args);
  };
  globalThis.fetch = (input, init) => inProcessFetch(new Request(input, init));
  return {
    close() {
      Agent.prototype.createConnection = connect;
      agent.addRequest = addRequest;
      globalThis.fetch = realFetch;
    },
  };
}

/** The agent's own way in for each request (not in Node's typings), and its pool of idle keep-alive sockets. */
type AgentInternals = { addRequest(...args: unknown[]): void; freeSockets: Record<string, Duplex[] | undefined> };

const IN_PROCESS = Symbol("in-process socket");

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

function connection(byPort: Map<number, Server>, host: string, port: number): Duplex {
  if (!LOOPBACK.has(host)) throw new Error(`No network on a controlled clock: ${host}:${port} is not in this process`);
  const [client, side] = duplexPair().map(socketLike) as [Duplex, Duplex];
  // A connection whose other end goes is closed here too, as a socket is when its peer resets it: the two ends of
  // `duplexPair` know nothing of each other's end, and a client's idle connection to a stand-in that closed would
  // otherwise stay in its keep-alive pool, alive, and take a later request on that port into the void.
  client.once("close", () => side.destroy());
  side.once("close", () => client.destroy());
  const server = byPort.get(port);
  if (server) server.emit("connection", side);
  else
    process.nextTick(() =>
      client.destroy(Object.assign(new Error(`connect ECONNREFUSED ${host}:${port}`), { code: "ECONNREFUSED" })),
    );
  return client;
}

/**
 * What Node's HTTP client and server ask of a socket beyond a stream. `setTimeout` is an inactivity timer, as a
 * socket's: on the global `setTimeout`, so on the test's clock, and re-armed by each chunk either way.
 */
function socketLike(end: Duplex): Duplex {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleMs = 0;
  const arm = () => {
    clearTimeout(timer);
    timer = idleMs > 0 ? setTimeout(() => end.emit("timeout"), idleMs) : undefined;
  };
  const push = end.push.bind(end);
  const write = end.write.bind(end) as (...args: unknown[]) => boolean;
  end.on("close", () => clearTimeout(timer));
  return Object.assign(end, {
    [IN_PROCESS]: true,
    push: (chunk: unknown, encoding?: BufferEncoding) => (arm(), push(chunk, encoding)),
    write: (...args: unknown[]) => (arm(), write(...args)),
    setTimeout(ms: number, callback?: () => void) {
      idleMs = ms;
      if (callback && ms > 0) end.once("timeout", callback);
      else if (callback) end.removeListener("timeout", callback);
      arm();
      return end;
    },
    setNoDelay: () => end,
    setKeepAlive: () => end,
    ref: () => end,
    unref: () => end,
    remoteAddress: "127.0.0.1",
    remoteFamily: "IPv4",
    remotePort: 0,
    localAddress: "127.0.0.1",
    localPort: 0,
  });
}

/**
 * `fetch` over Node's HTTP client, so through the connections above: the request as given, the answer with its
 * status, headers and body. An aborted signal rejects with its reason, as `fetch` does. Redirects are returned,
 * never followed (no caller here follows one).
 */
async function inProcessFetch(req: Request): Promise<Response> {
  const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
  const signal = req.signal;
  signal.throwIfAborted();
  return new Promise<Response>((resolve, reject) => {
    const outgoing = request(req.url, { method: req.method, headers: Object.fromEntries(req.headers) }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers))
          for (const one of [value ?? []].flat()) headers.append(name, one);
        const status = answer.statusCode ?? 500;
        const empty = status === 204 || status === 304 || req.method === "HEAD";
        resolve(
          new Response(empty ? null : Buffer.concat(chunks), { status, statusText: answer.statusMessage, headers }),
        );
      });
    });
    const abort = () => {
      outgoing.destroy();
      reject(signal.reason);
    };
    signal.addEventListener("abort", abort, { once: true });
    outgoing.on("close", () => signal.removeEventListener("abort", abort));
    outgoing.on("error", (error) => reject(Object.assign(new TypeError("fetch failed"), { cause: error })));
    outgoing.end(body);
  });
}
