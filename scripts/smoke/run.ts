import { botIdCheck } from "./bot";
import { bookThroughForm, type FormBooking } from "./booking-form";
import { launchChromium, loadPages } from "./browser";
import { type Check, verdict } from "./check";
import { consoleCheck } from "./console";
import { readExpected } from "./expected";
import { smokeBooking } from "./identity";
import { isLocal, outboxCheck } from "./outbox";
import {
  cspHeaderProblems,
  fetchRoutes,
  headersCheck,
  htmlPaths,
  noindexCheck,
  sitemapCheck,
  spread,
  statusCheck,
} from "./pages";
import { offSiteCheck, redirectsCheck } from "./redirects";

export type SmokeOptions = {
  target: URL;
  /** Load only this many pages in Chromium, spread over the list (tests); every route is still fetched. */
  sample?: number;
  /** Where a local target writes its e-mails; defaults to OUTBOX_DIR or `.outbox` for a local target. */
  outbox?: string;
};

function placesCheck(booking: FormBooking): Check {
  const sources = [...new Set(booking.places.map((p) => p.source ?? "none"))];
  const said = sources.map((s) => (s === "google" ? "Google" : s === "local" ? "the gazetteer (no Google)" : s));
  const problems = [
    ...booking.places.filter((p) => p.status !== 200).map((p) => `/api/places answered ${p.status}`),
    ...booking.unsuggested.map((q) => `no suggestion offered for « ${q} »`),
  ];
  if (!booking.places.length) problems.push("the form made no /api/places call");
  const count = Math.max(0, ...booking.places.map((p) => p.count));
  return verdict(
    "places",
    `${booking.places.length} lookups answered from ${said.join(" and ")}, up to ${count} suggestions`,
    problems,
  );
}

function bookingCheck(booking: FormBooking): Check {
  const problems = [
    ...(booking.problem ? [booking.problem] : []),
    ...(booking.botIdHeader ? [] : ["the form's POST /api/booking carried no BotID header: its script did not run"]),
  ];
  return verdict(
    "booking",
    `the form's two steps and the success dialog${booking.reference ? ` (${booking.reference})` : ""}, BotID's header on its POST`,
    problems,
  );
}

export async function runSmoke(options: SmokeOptions): Promise<Check[]> {
  const { target } = options;
  const expected = await readExpected();
  const booking = smokeBooking();
  const fetched = await fetchRoutes(target, expected);
  if (fetched.every(({ response }) => response.status === 0))
    return [verdict("target", `${target.origin} answers`, [`cannot reach it: ${fetched[0]?.response.body}`])];
  const checks = [
    statusCheck(fetched),
    sitemapCheck(fetched),
    headersCheck(fetched, expected),
    await redirectsCheck(target, expected),
    await offSiteCheck(target),
  ];

  const pages = spread(htmlPaths(fetched), options.sample);
  const headerProblems = cspHeaderProblems(fetched, expected);
  const violations: string[] = [];
  const failures: string[] = [];
  let formBooking: FormBooking | undefined;
  try {
    const browser = await launchChromium();
    try {
      const loads = await loadPages(browser, target, pages);
      violations.push(...loads.violations);
      failures.push(...loads.failures);
      formBooking = await bookThroughForm(browser, target, booking);
      violations.push(...formBooking.violations);
    } finally {
      await browser.close();
    }
  } catch (error) {
    failures.push(`Chromium: ${(error as Error).message.split("\n")[0]}`);
  }
  const loaded = options.sample === undefined ? `${pages.length} pages` : `${pages.length} sampled pages`;
  checks.push(
    verdict(
      "CSP",
      `header as in vercel.json on every answer; ${loaded} and the booking in Chromium: ${violations.length} violations`,
      [...headerProblems, ...violations, ...failures],
    ),
  );
  if (formBooking) {
    checks.push(placesCheck(formBooking), bookingCheck(formBooking));
    const outbox = options.outbox ?? (isLocal(target) ? (process.env.OUTBOX_DIR ?? ".outbox") : undefined);
    checks.push(await outboxCheck(outbox, formBooking.reference, booking));
  } else {
    checks.push(verdict("booking", "through the form in Chromium", ["not run: Chromium did not start"]));
  }
  checks.push(await botIdCheck(target, expected, booking), noindexCheck(fetched), await consoleCheck(target, fetched));
  return checks;
}
