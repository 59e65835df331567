import { BOOKING_WINDOW_DAYS } from "../../config/booking.js";
import { site } from "../../config/site.js";
import { arrivalNumberOf } from "../../lib/arrival-number.js";
import { grid } from "../../lib/fares.js";
import { parisHour } from "../../lib/paris-time.js";
import { getEnv } from "../kernel/env.js";
import { type FormPostDeps, formPost, formPostDeps } from "../kernel/guards/form-post.js";
import { formHelperRefusalsText } from "../kernel/refusals.text.js";
import { guarded, json } from "../kernel/http.js";
import { clientKey } from "../kernel/limits/client-ip.js";
import { allOf, getLimiter, type Limiter, retryAfterSeconds } from "../kernel/limits/rate-limit.js";
import { onceStore, type OnceRecord, isOnceRecord } from "../kernel/store/once.js";
import { getRedis } from "../kernel/store/redis.js";
import { getMailer } from "../mail/index.js";
import { isoDay } from "./aerodatabox.js";
import { monthlyCeilings, redisBudget } from "./budget.js";
import { redisLookupCache } from "./cache.js";
import { type Checked, checkArrival, type LookupDeps } from "./lookup.js";
import { alertOperator } from "./operator-alert.js";
import { arrivalProviders } from "./providers.js";

const MAX_BODY_BYTES = 1024;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The operator is told within this of the lookup's answer: the visitor waits for neither. */
const ALERT_MS = 8_000;

export type ArrivalDeps = LookupDeps &
  FormPostDeps & {
    /** Checks per client, ten minutes' and a day's (an IPv6 client counts as its prefix). */
    limiter: Limiter;
  };

let deps: ArrivalDeps | undefined;

/** What the lookup and the following share: the providers, the month's budget, the kept answers, the operator's alert. */
export function lookupDeps(): LookupDeps {
  const env = getEnv();
  const now = () => new Date();
  const sent = onceStore<OnceRecord>("arrivals:sent:", isOnceRecord);
  return {
    providers: arrivalProviders(env),
    budget: redisBudget(getRedis(), monthlyCeilings(env), now),
    cache: redisLookupCache(getRedis()),
    formShare: getLimiter("arrivalsAll"),
    alert: (alert) =>
      alertOperator(
        alert,
        { mailer: getMailer(), sent, inbox: env.BOOKING_INBOX ?? site.email.contact, now },
        Date.now() + ALERT_MS,
      ),
    now,
  };
}

export function defaultArrivalDeps(): ArrivalDeps {
  if (!deps) {
    deps = {
      ...lookupDeps(),
      ...formPostDeps(),
      limiter: allOf(getLimiter("arrival"), getLimiter("arrivalDaily")),
    };
  }
  return deps;
}

const messages = {
  ...formHelperRefusalsText("Vérification", "vérifications"),
  fields: "Indiquez un numéro de vol ou de train, une date et le lieu de prise en charge.",
};

/**
 * POST /api/arrival {number, date, from} → what the form shows beside the number: the flight's scheduled arrival at
 * Nantes Atlantique (or the train's at the Gare de Nantes), whether it comes from abroad, the pickup it proposes and
 * the waiting offered; or that it does not arrive at Nantes that day; or that it could not be checked now. The key
 * stays here; the visitor's per-client limits, the day's share of the form and the month's ceiling bound the cost.
 */
export function handleArrival(request: Request, d: ArrivalDeps = defaultArrivalDeps()): Promise<Response> {
  return guarded("arrival", () => pipeline(request, d));
}

async function pipeline(request: Request, d: ArrivalDeps): Promise<Response> {
  const door = await formPost(request, d, messages, MAX_BODY_BYTES);
  if (!door.ok) return door.refusal;

  const decision = await d.limiter.limit(clientKey(request));
  if (!decision.success) {
    const retryAfter = retryAfterSeconds(decision);
    return json(429, { error: messages.limited, retryAfter }, { "retry-after": String(retryAfter) });
  }

  const { number, date, from } = door.body;
  if (typeof number !== "string" || number.length > 20 || typeof from !== "string" || from.length > 200)
    return json(400, { error: messages.fields });
  if (typeof date !== "string" || !DATE.test(date) || !withinWindow(date, d.now().getTime()))
    return json(400, { error: messages.fields });
  const found = arrivalNumberOf(from, number);
  // A number for another pickup, or not a flight's or a train's: nothing to check, nothing spent.
  if (!found) return json(200, { status: "not-followed" });
  const checked = await checkArrival(d, found.kind, found.number, date, "form");
  return json(200, { kind: found.kind, number: found.number, ...shown(checked) });
}

/** From yesterday (a flight landing after midnight) to the booking window's last day. */
function withinWindow(date: string, now: number): boolean {
  return date >= isoDay(now - DAY_MS) && date <= isoDay(now + BOOKING_WINDOW_DAYS * DAY_MS);
}

const FIVE_MINUTES = 5 * 60_000;

/** What the form needs to say it: times as ISO instants, the pickup proposed as the page's « HH:MM ». */
function shown(checked: Checked) {
  switch (checked.found) {
    case "here": {
      const s = checked.sighting;
      const pickup = Math.ceil(s.scheduled / FIVE_MINUTES) * FIVE_MINUTES;
      return {
        status: "here",
        scheduled: new Date(s.scheduled).toISOString(),
        ...(s.estimated !== undefined ? { estimated: new Date(s.estimated).toISOString() } : {}),
        ...(s.landed !== undefined ? { landed: new Date(s.landed).toISOString() } : {}),
        flightStatus: s.status,
        international: s.international,
        ...(s.origin ? { origin: s.origin } : {}),
        pickup: parisHour(new Date(pickup)),
        waitingMinutes:
          s.kind === "flight" && s.international
            ? grid.waiting.internationalArrivalFreeMinutes
            : grid.waiting.freeMinutes,
      };
    }
    case "elsewhere":
      return { status: "elsewhere", lands: checked.lands.slice(0, 3) };
    case "none":
      return { status: "none" };
    case "unchecked":
      return { status: "unchecked", why: checked.why };
  }
}
