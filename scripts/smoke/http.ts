import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

/**
 * Vercel's Deployment Protection answers 401 to every request to a protected preview; Protection Bypass for
 * Automation gives a secret that lets a tool through. Set in the shell running the smoke, it is sent with every
 * request, the browser's included.
 */
export function accessHeaders(): Record<string, string> {
  const secret = process.env.VERCEL_AUTOMATION_BYPASS_SECRET;
  return secret ? { "x-vercel-protection-bypass": secret } : {};
}

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string };

export type RawRequest = { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number };

/**
 * One HTTP exchange with the path sent exactly as written (fetch would normalise `/\evil.example` into
 * `//evil.example` before sending it), no redirect followed and no compression asked for. A request that gets
 * no answer (refused, reset, timed out) resolves with status 0 and the reason as its body: every check then
 * reports it as the answer it did not get, and one bad path does not stop the others.
 */
export function rawRequest(origin: URL, path: string, init: RawRequest = {}): Promise<RawResponse> {
  const send = origin.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      {
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port || undefined,
        path,
        method: init.method ?? "GET",
        headers: { "user-agent": "vtc-smoke", ...accessHeaders(), ...init.headers },
        timeout: init.timeoutMs ?? 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", (error) =>
          resolve({ status: 0, headers: {}, body: `answer cut short (${error.message})` }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer in ${init.timeoutMs ?? 20_000} ms`)));
    request.on("error", (error) => resolve({ status: 0, headers: {}, body: `no answer (${error.message})` }));
    request.end(init.body);
  });
}

/** A header's value as one string (Node gives repeated headers as arrays). */
export function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
export async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
