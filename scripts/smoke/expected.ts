/**
 * What the repository says the deployment serves: the pages the build pre-renders (react-router.config.ts),
 * and the redirects, rewrites and headers of vercel.json, read through Vercel's own route table (the
 * local server's rules), so the smoke holds a deployment to the same file Vercel applies.
 */
import config from "../../react-router.config";
import { botIdTwin } from "../local-vercel/botid-twin";
import { compileRules, readVercelConfig, type VercelConfig } from "../local-vercel/rules";

/** A path no page has: it must answer the site's own 404 page. */
export const UNKNOWN_PATH = "/smoke-adresse-inconnue";
/** Pre-rendered only to become 404.html; its own URL is not a page. */
const NOT_A_ROUTE = "/404";
const BOT_CHALLENGE = "https://api.vercel.com/bot-protection/v1/challenge";

/** A path vercel.json redirects, with the status and location Vercel's route table gives it. */
export type Redirect = { source: string; destination: string; status: number };

export type Expected = {
  /** Every pre-rendered path (pages, then sitemap, feed and robots). */
  routes: string[];
  /** Response headers vercel.json sets on a path (name as written there → value), the last rule winning. */
  headersFor(pathname: string): Map<string, string>;
  /**
   * Every literal source of vercel.json's redirects, and the trailing-slash and `index.html` forms of a real
   * page (the pattern rules), each with where the route table sends it.
   */
  redirects: Redirect[];
  /** The path where the page loads BotID's challenge script (vercel.json rewrites it to Vercel). */
  botChallenge: { path: string; localTwin: string } | undefined;
};

function redirectProbes(vercel: VercelConfig, routes: string[]): string[] {
  const literal = (vercel.redirects ?? []).map((r) => r.source).filter((source) => !/[:(*]/.test(source));
  const page = routes.find((path) => path !== "/" && !path.includes(".")) ?? "/";
  return [...new Set([...literal, `${page}/`, `${page}/index.html`, "/index.html"])];
}

export async function readExpected(root = process.cwd()): Promise<Expected> {
  const vercel = readVercelConfig(`${root}/vercel.json`);
  const rules = compileRules(vercel);
  const routes = (await config.prerender()).filter((path) => path !== NOT_A_ROUTE);
  const challenge = (vercel.rewrites ?? []).find(
    (r) => typeof r.destination === "string" && r.destination.startsWith(BOT_CHALLENGE),
  );
  const twin = typeof challenge?.destination === "string" ? botIdTwin(challenge.destination) : undefined;
  return {
    routes,
    headersFor(pathname) {
      const byName = new Map<string, [string, string]>();
      for (const [name, value] of rules.headers(pathname)) byName.set(name.toLowerCase(), [name, value]);
      return new Map(byName.values());
    },
    redirects: redirectProbes(vercel, routes).flatMap((source) => {
      const redirect = rules.redirect(source);
      return redirect ? [{ source, destination: redirect.location, status: redirect.status }] : [];
    }),
    botChallenge: challenge && twin ? { path: challenge.source, localTwin: await twin.text() } : undefined,
  };
}
