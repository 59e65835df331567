import { fromIp } from "../../tests/support/booking-fixtures";
import { humanHeaders } from "../../tests/support/botid-stand-in";
import { type Deployment, describe, withFunction } from "./deployment";
import { record } from "./output";

/**
 * The form's check of a flight number through the built function: 200 with the flight the AeroDataBox stand-in knows
 * every day (it answers 401 to a call without the key, so « here » means the key reached it).
 */
export async function flightCheck(d: Deployment): Promise<void> {
  const label = `${d.target} flight check`;
  // Each deployment asks about its own day: what the preview found is kept in the store they share.
  const days = d.target === "production" ? 4 : 3;
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const asked = d.providers.flights.requests.length;
  const answers = await withFunction(d, "arrival", label, async (fn) => ({
    answer: await fn.call({
      method: "POST",
      path: "/api/arrival",
      headers: { "content-type": "application/json", origin: d.pageOrigin, ...fromIp("203.0.113.21"), ...humanHeaders },
      body: { number: "U2 4811", date, from: "Aéroport Nantes Atlantique" },
    }),
  }));
  if (!answers) return;
  const { answer } = answers;
  const reached = d.providers.flights.requests.slice(asked).some((r) => r.path.startsWith("/flights/number/U24811/"));
  record(
    label,
    answer.status === 200 && answer.json.status === "here" && answer.json.pickup === "14:20" && reached,
    answer.status === 200
      ? `200, ${String(answer.json.status)}, pickup ${String(answer.json.pickup)}${reached ? " (the AeroDataBox stand-in asked with the key)" : "; the AeroDataBox stand-in got NO call"}`
      : describe(answer),
  );
}
