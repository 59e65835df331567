import { ARRIVALS } from "../../config/arrivals.js";
import { ceilingReached, type FlightContract, sightingOf } from "../arrivals/index.js";
import { answerDeadline } from "../kernel/functions.js";
import { guarded, isPlainObject, json, readJsonBody } from "../kernel/http.js";
import { rateLimitedLog } from "../kernel/limits/rate-limit.js";
import { isReference } from "../kernel/reference.js";
import { alertSigned } from "./alert-link.js";
import { defaultFollowDeps, type FollowDeps } from "./deps.js";
import { observe } from "./observe.js";
import { tell } from "./tell.js";

/** Refusals are logged at most once a minute (with how many were not): a script cannot flood the logs. */
const refusedLog = rateLimitedLog(60_000, (line) => console.warn(line));

/** A notification lists the flights updated; a flight-number subscription's are few. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * POST /api/flight-alert?ref=…&sig=… : AeroDataBox's alert on a flight we subscribed to for one booking
 * (docs/decisions/250-arrivals-followed.md). Its alerts are not signed: what is verified is what only the provider
 * and we know, the address's MAC of the booking (./alert-link.ts), then that the alert names the subscription made for
 * that booking; anything else is refused (404 for the address, 401 for the subscription). The alert is counted in
 * the month's ceiling, written through the booking's state machine like a poll's news, the move told once to both
 * sides, all within the provider's 10 s; once the flight has landed, or past the ceiling, its alerts are dropped.
 */
export function handleFlightAlert(request: Request, deps?: FollowDeps): Promise<Response> {
  return guarded("flight-alert", () => pipeline(request, deps ?? defaultFollowDeps(request)));
}

async function pipeline(request: Request, d: FollowDeps): Promise<Response> {
  const started = Date.now();
  const answerBy = Math.min(answerDeadline("flight-alert", started), started + ARRIVALS.alertAnswerMs);
  if (request.method !== "POST") return json(405, { error: "Method not allowed." }, { allow: "POST" });
  const url = new URL(request.url);
  const reference = url.searchParams.get("ref") ?? "";
  const sig = url.searchParams.get("sig") ?? "";
  if (!d.secret || !isReference(reference) || !sig || !alertSigned(reference, sig, d.secret)) {
    refusedLog("[flight-alert] refused: an address we did not make");
    return json(404, { error: "Not found." });
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return json(body.status, { error: "Unreadable." });
  const value = body.value;
  const subscription = isPlainObject(value) && isPlainObject(value.subscription) ? value.subscription.id : undefined;
  const flights = isPlainObject(value) && Array.isArray(value.flights) ? (value.flights as FlightContract[]) : null;
  if (typeof subscription !== "string" || !flights) return json(400, { error: "Not an alert." });

  let record: Awaited<ReturnType<FollowDeps["bookings"]["get"]>>;
  try {
    record = await d.bookings.get(reference);
  } catch (error) {
    // The provider sends it again in a few minutes.
    console.error(`[flight-alert] ${reference}: the booking cannot be read just now`, error);
    return json(503, { error: "Try again." });
  }
  const a = record?.arrival;
  if (!record || !a || a.kind !== "flight") return json(200, { ignored: "not followed" });
  if (a.subscription !== subscription) {
    refusedLog(`[flight-alert] ${reference}: refused, it names a subscription this booking does not hold`);
    return json(401, { error: "Unknown subscription." });
  }
  // Received is billed: counted, and past the month's ceiling no more are asked for (the polls go on).
  const spent = await d.lookup.budget.spend("alerts");
  const found = sightingOf(flights, a.number, a.date);
  if (found.found !== "here") return json(200, { ignored: "another flight" });
  const observed = await observe(
    d.bookings,
    reference,
    { kind: "sighting", sighting: found.sighting, source: "alert" },
    d.now(),
    record,
  );
  if (!observed.ok) return json(observed.why === "store" ? 503 : 200, { ignored: observed.why });
  const trip = await d.trips.trips.get(reference).catch(() => null);
  await tell(observed.record, trip, d, answerBy - 500, "flight-alert");
  const after = observed.record.arrival;
  if (after && (after.following !== "on" || spent === "ceiling") && after.subscription && d.alerts) {
    const dropped = await d.alerts.unsubscribe(after.subscription);
    if (dropped.ok) await observe(d.bookings, reference, { kind: "unsubscribed" }, d.now());
  }
  if (spent === "ceiling") await ceilingReached(d.lookup, "alerts");
  return json(200, { ok: true, moved: observed.move !== null });
}
