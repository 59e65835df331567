import { type Check, note, verdict } from "./check";
import type { Expected } from "./expected";
import { rawRequest } from "./http";
import { barePostBody, newKey, type SmokeBooking } from "./identity";

type BareAnswer = { path: string; status: number; text: string };

/** A POST as a script sends it: JSON, no browser, so none of the headers BotID's client script adds. */
async function barePost(origin: URL, path: string, body: unknown): Promise<BareAnswer> {
  const response = await rawRequest(origin, path, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": newKey() },
    body: JSON.stringify(body),
  });
  let text = response.body.slice(0, 80);
  try {
    const data = JSON.parse(response.body) as { reference?: string; error?: string; source?: string };
    text = data.reference ?? data.error ?? (data.source ? `source ${data.source}` : text);
  } catch {}
  return { path, status: response.status, text };
}

const said = (a: BareAnswer) => `${a.path} ${a.status}${a.text ? ` (${a.text})` : ""}`;

/**
 * Whether BotID guards the functions, from what the target says: its BotID script path answers the local
 * twin (`npm start`, `npm run dev`), or anything else (Vercel's script, behind the same rewrite). Locally a
 * bare POST is accepted, and the report says BotID is off rather than passing; elsewhere it must be refused.
 */
export async function botIdCheck(origin: URL, expected: Expected, booking: SmokeBooking): Promise<Check> {
  if (!expected.botChallenge) return verdict("BotID", "script path", ["vercel.json has no rewrite for BotID's script"]);
  const script = await rawRequest(origin, expected.botChallenge.path);
  const local = script.status === 200 && script.body === expected.botChallenge.localTwin;
  const answers = [
    await barePost(origin, "/api/booking", barePostBody(booking)),
    await barePost(origin, "/api/places", { input: "aéroport", sessionToken: newKey() }),
  ];
  if (local) {
    const refused = answers.filter((a) => a.status !== 200);
    if (refused.length)
      return verdict(
        "BotID",
        "off (local)",
        refused.map((a) => `bare POST ${said(a)}, expected 200 locally`),
      );
    return note(
      "BotID",
      `off (local: the local twin answers its script), bare POSTs accepted: ${answers.map(said).join(", ")}`,
    );
  }
  const problems = answers
    .filter((a) => a.status !== 403)
    .map((a) =>
      a.status >= 200 && a.status < 300
        ? `bare POST ${said(a)} accepted: BotID is not checking (Firewall → BotID on? OIDC enabled?)`
        : `bare POST ${said(a)}, expected 403`,
    );
  if (script.status !== 200) problems.push(`BotID's script path answers ${script.status}`);
  return verdict(
    "BotID",
    `on: bare POSTs refused (${answers.map((a) => `${a.path} ${a.status}`).join(", ")})`,
    problems,
  );
}
