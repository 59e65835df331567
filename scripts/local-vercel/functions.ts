import { existsSync } from "node:fs";
import path from "node:path";

/** How a function module is loaded: plain import under tsx, or Vite's ssrLoadModule for hot reload. */
export type ModuleLoader = (file: string) => Promise<Record<string, unknown>>;

type Handler = (request: Request) => Response | Promise<Response>;

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Calls `api/{name}.ts` the way Vercel does: an edge function's default export, or a Node function's
 * exported method handlers (GET, POST...). Files starting with "_" are not functions. A function answers
 * at `/api/{name}` exactly, and at `/api/{name}.ts` (Vercel's route for a missed path, ./rules.ts); a
 * trailing slash never reaches here (vercel.json redirects it first).
 */
export async function callFunction(
  apiDir: string,
  load: ModuleLoader,
  request: Request,
): Promise<Response | undefined> {
  const name = new URL(request.url).pathname.replace(/^\/api\//, "").replace(/\.ts$/, "");
  if (!/^[a-z0-9-]+$/.test(name)) return undefined;
  const file = path.join(apiDir, `${name}.ts`);
  if (!existsSync(file)) return undefined;
  const mod = await load(file);
  const config = mod.config as { runtime?: string } | undefined;
  if (config?.runtime === "edge") return (mod.default as Handler)(request);
  const handler = mod[request.method] as Handler | undefined;
  if (typeof handler === "function") return handler(request);
  const allow = METHODS.filter((m) => typeof mod[m] === "function").join(", ");
  return Response.json({ error: "Méthode non autorisée." }, { status: 405, headers: { allow } });
}
