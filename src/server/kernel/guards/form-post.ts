import { type BotCheck, getBotCheck } from "./bot.js";
import { allowedOrigins, originAllowed } from "./allowed-origins.js";
import { type Env, getEnv, isLocal } from "../env.js";
import { isPlainObject, json, readJsonBody } from "../http.js";

/** What a page's helper (the address suggestions, the flight check) is told when its call is refused at the door. */
export type FormPostMessages = {
  method: string;
  bot: string;
  type: string;
  size: string;
  parse: string;
  forbidden: string;
};

/** What the door checks a call against: a bot, and the site's origins (the local ones in the local mode). */
export type FormPostDeps = { botCheck: BotCheck; origins: Set<string>; localOrigins: boolean };

/** The door's production dependencies, read from the environment. */
export function formPostDeps(env: Env = getEnv()): FormPostDeps {
  return { botCheck: getBotCheck(), origins: allowedOrigins(env), localOrigins: isLocal(env) };
}

/**
 * The door of a function the booking form calls as the visitor types: a POST, no bot, a JSON object of at most
 * `maxBytes`, from one of the site's origins; in that order, so that a bot learns nothing of what else is checked.
 * Returns the body, or the answer that refuses it.
 */
export async function formPost(
  request: Request,
  d: FormPostDeps,
  messages: FormPostMessages,
  maxBytes: number,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; refusal: Response }> {
  const refuse = (refusal: Response) => ({ ok: false as const, refusal });
  if (request.method !== "POST") return refuse(json(405, { error: messages.method }, { allow: "POST" }));
  if (await d.botCheck(request)) return refuse(json(403, { error: messages.bot }));
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok)
    return refuse(
      json(body.status, {
        error: body.status === 415 ? messages.type : body.status === 413 ? messages.size : messages.parse,
      }),
    );
  if (!isPlainObject(body.value)) return refuse(json(400, { error: messages.parse }));
  if (!originAllowed(request, d.origins, d.localOrigins)) return refuse(json(403, { error: messages.forbidden }));
  return { ok: true, body: body.value };
}
