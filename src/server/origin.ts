/**
 * A browser's POST must come from our own pages: the configured site, the deployment serving the request
 * (previews, localhost) or an origin the operator allows. Clients that send no Origin (curl, servers) are
 * let through unless the browser marks the request cross-site.
 */
export function originAllowed(request: Request, siteUrl: string, extra: string[] = []): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin, ...extra]);
  return allowed.has(origin);
}

export function allowedOrigins(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
}
