import { initBotId } from "botid/client/core";
import { botProtectedRoutes } from "~/config/bot-protection";

/**
 * Loaded with the booking island only, so pages without a form ship none of it. BotID's script comes
 * from our own origin (vercel.json rewrites it to Vercel), when the first protected request is made.
 */
initBotId({ protect: botProtectedRoutes });
