/**
 * The requests Vercel BotID protects: its browser script adds a challenge to these calls, and the
 * functions behind them check it first (src/server/kernel/guards/bot.ts). A path added here needs that check too.
 */
export const botProtectedRoutes = [
  { path: "/api/booking", method: "POST" },
  { path: "/api/places", method: "POST" },
  { path: "/api/arrival", method: "POST" },
];
