/** JSON answers of the functions: always a JSON body, never a stack trace. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 413 | 400 | 415 };

/** Reads a JSON body of at most `maxBytes`, without trusting Content-Length alone. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) return { ok: false, status: 415 };
  const read = await readBodyBytes(request, maxBytes);
  if (!read.ok) return read;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(read.value)) };
  } catch {
    return { ok: false, status: 400 };
  }
}

export type BytesResult = { ok: true; value: Uint8Array } | { ok: false; status: 413 | 400 };

/**
 * The body's exact bytes, at most `maxBytes`, without trusting Content-Length alone: a longer body is cut off
 * as soon as it passes the limit. An empty body is a 400.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BytesResult> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  if (!size) return { ok: false, status: 400 };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: bytes };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The last resort of every handler: an error nobody expected still answers JSON 500 and is logged, instead
 * of crashing the function and leaving the visitor with the platform's error page.
 */
export async function guarded(name: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    console.error(`[${name}] unexpected error`, error);
    return json(500, { error: "Une erreur inattendue s’est produite. Réessayez dans un instant ou appelez-nous." });
  }
}
