import { randomUUID } from "node:crypto";
import { botHeaders, humanHeaders } from "../../tests/support/botid-stand-in";
import { bookedAtFare, fromIp } from "../../tests/support/booking-fixtures";
import {
  bookingDate,
  botIdCalls,
  CUSTOMER,
  type Deployment,
  describe,
  failOpenLine,
  mailsAt,
  recipient,
  type SentMail,
  withFunction,
} from "./deployment";
import { record } from "./output";
import { OIDC_TOKEN } from "./providers";

/**
 * A booking as the form sends it (BotID's challenge says human): 200, then the business e-mail at the
 * SendGrid stand-in with the operator's links, and the acknowledgement (sent after the answer, through
 * waitUntil). Then, on production, the same request with a bot's challenge: 403 and no e-mail.
 * Returns the sealed token of the « Confirmer » link, and the payment page's.
 */
export async function booking(
  d: Deployment,
): Promise<{ token: string; reference: string; payment: string | undefined } | undefined> {
  const label = `${d.target} booking`;
  const botFrom = d.providers.botid.requests.length;
  const mailFrom = d.providers.sendgrid.requests.length;
  const post = (challenge: Record<string, string>, ip: string) =>
    ({
      method: "POST",
      path: "/api/booking",
      headers: {
        "content-type": "application/json",
        origin: d.pageOrigin,
        "idempotency-key": randomUUID(),
        ...fromIp(ip),
        ...challenge,
      },
      // A booking at the fare shown, a card to keep (docs/decisions/150-the-contract.md): the operator's confirmation
      // at that fare sends the proof, and the answer gives the payment page's link.
      body: bookedAtFare({ datePriseEnCharge: bookingDate(4) }),
    }) as const;
  const answers = await withFunction(d, "booking", label, async (fn) => {
    const human = await fn.call(post(humanHeaders, "203.0.113.7"));
    const bot = d.target === "production" ? await fn.call(post(botHeaders, "203.0.113.8")) : undefined;
    return { human, bot };
  });
  if (!answers) return undefined;
  const { human, bot, logs } = answers;
  const reference = typeof human.json.reference === "string" ? human.json.reference : "";
  const mails = mailsAt(d.providers, reference);
  const business = mails.find((mail) => mail.custom_args.kind === "business");
  const acknowledgement = mails.find((mail) => mail.custom_args.kind === "customer");
  const text = business?.content.find((part) => part.type === "text/plain")?.value ?? "";
  const origin = d.linkOrigin.replaceAll(".", "\\.");
  const token = new RegExp(`${origin}/confirmer#(v1\\.[\\w-]+)`).exec(text)?.[1];
  const declines = new RegExp(`${origin}/confirmer#indisponible\\.v1\\.`).test(text);
  const calls = botIdCalls(d.providers, botFrom);
  const humanVerdict =
    calls.some((call) => call.challenge === "human" && call.token === OIDC_TOKEN) && !failOpenLine(logs);
  const ok =
    human.status === 200 &&
    Boolean(reference) &&
    Boolean(token) &&
    declines &&
    recipient(acknowledgement) === CUSTOMER &&
    humanVerdict;
  record(
    label,
    ok,
    human.status === 200
      ? `200 ${reference}; SendGrid stand-in: business e-mail to ${recipient(business) ?? "nobody"} ${token ? `with links to ${d.linkOrigin}/confirmer` : "WITHOUT the confirmation links"}, acknowledgement to ${recipient(acknowledgement) ?? "nobody"}; BotID stand-in ${humanVerdict ? "asked with the OIDC token, challenge « human »" : "gave NO verdict"}`
      : describe(human),
  );
  if (bot) {
    const asked = calls.some((call) => call.challenge === "bot");
    // Every e-mail sent while this function ran belongs to the human's booking.
    const others = d.providers.sendgrid.requests
      .slice(mailFrom)
      .filter((request) => (JSON.parse(request.body) as SentMail).custom_args?.reference !== reference).length;
    record(
      `${d.target} booking, bot's challenge`,
      bot.status === 403 && asked && others === 0,
      `${describe(bot)}${asked ? " (BotID stand-in's verdict)" : "; BotID stand-in NOT asked"}${others ? `; ${others} other e-mail(s) sent` : ""}`,
    );
  }
  const payment = (human.json.payment as { url?: string } | undefined)?.url?.split("#")[1];
  return ok && token ? { token, reference, payment } : undefined;
}

/**
 * The operator's link from the business e-mail: view (200, the request), confirm at the fare the customer saw
 * (200, the proof to the customer and its copy to the business at the SendGrid stand-in, the answer claimed
 * in Redis; above that fare it would be a price proposal, docs/decisions/090-price-acceptance.md), then the
 * same link again (409, already answered).
 */
export async function confirm(d: Deployment, booked: { token: string; reference: string }): Promise<void> {
  const { token, reference } = booked;
  const post = (body: Record<string, unknown>, ip: string) =>
    ({
      method: "POST",
      path: "/api/confirm",
      headers: { "content-type": "application/json", origin: d.linkOrigin, ...fromIp(ip) },
      body: { token, ...body },
    }) as const;
  const answers = await withFunction(d, "confirm", `${d.target} confirm`, async (fn) => {
    const view = await fn.call(post({ action: "view" }, "198.51.100.1"));
    const estimate = (view.json.request as { estimate?: unknown } | undefined)?.estimate;
    const price = typeof estimate === "number" ? estimate : 0;
    return {
      view,
      price,
      confirmed: await fn.call(post({ action: "confirm", price }, "198.51.100.1")),
      again: await fn.call(post({ action: "confirm", price }, "198.51.100.2")),
    };
  });
  if (!answers) return;
  const { view, price, confirmed, again } = answers;
  const shown = (view.json.request ?? {}) as { reference?: string };
  record(
    `${d.target} confirm, view`,
    view.status === 200 && shown.reference === reference,
    view.status === 200 ? `200, the request ${shown.reference ?? "MISSING"}` : describe(view),
  );
  const mails = mailsAt(d.providers, reference);
  const proof = mails.find((mail) => mail.custom_args.kind === "proof");
  const copy = mails.find((mail) => mail.custom_args.kind === "proof-copy");
  const ics = proof?.attachments?.some((a) => a.type === "text/calendar");
  // The booking's record (docs/decisions/200-booking-state.md): confirmed, at that price in cents.
  const [state, cents] = await d.providers.redis.hmget(`booking:${reference}`, "state", "price");
  const stored = state ? `${state}, ${cents} cents` : undefined;
  const claimed = state === "confirmed" && Number(cents) === price * 100;
  record(
    `${d.target} confirm at the fare shown, ${price} €`,
    confirmed.status === 200 && recipient(proof) === CUSTOMER && Boolean(ics) && Boolean(recipient(copy)) && claimed,
    confirmed.status === 200
      ? `200; SendGrid stand-in: proof to ${recipient(proof) ?? "nobody"}${ics ? " with its .ics" : " WITHOUT .ics"}, copy to ${recipient(copy) ?? "nobody"}; Redis booking:${reference} ${stored ?? "missing"}`
      : describe(confirmed),
  );
  record(`${d.target} confirm, same link again`, again.status === 409, describe(again));
}
