import { expect } from "vitest";
import { fromIp } from "./booking-fixtures";
import { SITE, type SentMail } from "./money-world";
import { type SoftPasskey, softPasskey } from "./passkey";

type Fn = { call(request: Request): Promise<Response> };

/**
 * The operator's console as his phone's browser uses it (src/server/console): its origin on every call, its session
 * cookie kept as a browser keeps an HttpOnly one, a passkey of its own (tests/support/passkey.ts).
 */
export function consoleClient(fn: Fn, options: { ip?: string; passkey?: SoftPasskey } = {}) {
  let cookie = "";
  const ip = options.ip ?? "198.51.100.77";
  const client = {
    passkey: options.passkey ?? softPasskey(SITE),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    async post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
      const response = await fn.call(
        new Request(`${SITE}/api/console`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: SITE,
            ...(cookie ? { cookie } : {}),
            ...fromIp(ip),
            ...headers,
          },
          body: JSON.stringify(body),
        }),
      );
      const set = response.headers.get("set-cookie");
      if (set) cookie = /Max-Age=0/.test(set) ? "" : set.split(";")[0]!;
      return { status: response.status, body: (await response.json()) as Record<string, any>, setCookie: set };
    },
    async get(query: string) {
      return fn.call(
        new Request(`${SITE}/api/console?${query}`, { headers: { ...(cookie ? { cookie } : {}), ...fromIp(ip) } }),
      );
    },
    /** Asks for a link, then enrols this passkey from the link the mailbox received. */
    async enrolFrom(mails: () => SentMail[]) {
      const asked = await client.post({ action: "enrol-request" });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const mail = mails()
        .filter((m) => m.custom_args.kind === "console-enrol")
        .at(-1)!;
      const token = /\/console#enrol=(v1\.[\w-]+)/.exec(mail.content[0]!.value)![1]!;
      return client.enrolWith(token);
    },
    async enrolWith(token: string) {
      const options = await client.post({ action: "enrol-options", token });
      if (options.status !== 200) return options;
      return client.post({ action: "enrol", token, response: client.passkey.create(options.body.options) });
    },
    async signIn() {
      const options = await client.post({ action: "signin-options" });
      return client.post({ action: "signin", response: client.passkey.get(options.body.options) });
    },
    /** A trip's act, the passkey asked again when the server asks for it. */
    async tripAct(reference: string, act: Record<string, unknown>) {
      const first = await client.post({ action: "trip", reference, act });
      if (first.status !== 401 || !first.body.stepUp) return { ...first, askedAgain: false };
      const again = await client.post({
        action: "trip",
        reference,
        act,
        stepUp: client.passkey.get(first.body.stepUp),
      });
      return { ...again, askedAgain: true };
    },
  };
  return client;
}
