/**
 * A POST of JSON to one of our functions (/api/booking, /api/places, a link page's): `headers` add to the content
 * type, `signal` ends the wait. What the answer means is each caller's.
 */
export function postJson(
  path: string,
  body: unknown,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body: JSON.stringify(body),
    signal: options.signal,
  });
}
