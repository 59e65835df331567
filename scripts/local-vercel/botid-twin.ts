/**
 * Vercel BotID's browser script is served from our own origin through vercel.json's rewrites to Vercel's
 * bot-protection service, which cannot be reached from here. Locally the rewrite answers this twin: the
 * challenge script hands BotID's client a token at once, so the client adds its headers to our fetch
 * calls exactly as in production, and the functions' local check decides (src/server/kernel/guards/bot.ts).
 */
const BOT_PROTECTION = "https://api.vercel.com/bot-protection/";

export function botIdTwin(destination: string): Response | undefined {
  if (!destination.startsWith(BOT_PROTECTION)) return undefined;
  const challenge = destination.startsWith(`${BOT_PROTECTION}v1/challenge`);
  const body = challenge ? '(window.V_C || (window.V_C = [])).push({ b: 0, v: "local", e: "", d: 0 });\n' : "";
  return new Response(body, {
    status: 200,
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
  });
}
