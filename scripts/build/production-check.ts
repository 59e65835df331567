import path from "node:path";
import { VAT } from "../../src/config/payment";
import { findPlaceholders } from "../../src/config/placeholders";
import { site, unfilledPlaceholders } from "../../src/config/site";
import { unsourcedFigures } from "../../src/content/figures.server";
import { contentPlaceholders } from "../../src/content/placeholders.server";
import { assertDeployableEnv, isProduction, modeOf, parseEnv, readProcessEnv } from "../../src/server/kernel/env";
import { testIdentityRefusal } from "../../src/server/kernel/test-identity";
import { googlePlaceId, placeIdProblem } from "./google-rating";

type Source = ReturnType<typeof readProcessEnv>;
export type ProductionCheck = { problems: string[]; notice?: string };
/** What the check reads besides the environment: the content folder, and the Google place the build reads. */
type CheckOptions = { contentDir?: string; placeId?: string | undefined };
const CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

/**
 * Every placeholder a production build refuses, one message per place they live: business facts, reviews and
 * authors, figures without evidence. A new kind of placeholder is added here, so the refusal and the check's
 * test identity both cover it.
 */
function placeholderProblems(contentDir: string): string[] {
  const problems: string[] = [];
  const identity = unfilledPlaceholders();
  if (identity.length) {
    problems.push(
      `${identity.length} business facts are still placeholders in src/config/site.ts (replace each helper call by the real value):\n` +
        identity.map((name) => `    - ${name}`).join("\n"),
    );
  }
  // Reviews and authors: nothing shown as a real person's words or name unless the operator supplied it.
  const content = contentPlaceholders(contentDir);
  if (content.length) {
    problems.push(
      `${content.length} reviews or authors are still blanks in content/ (write the real ones, or remove the entry):\n` +
        content.map((name) => `    - ${name}`).join("\n"),
    );
  }
  // The review request: a link to send customers to, or the decision that none is sent (null).
  if (site.reviewUrl === "")
    problems.push(
      "reviewUrl is empty in src/config/site.ts: no customer would ever be asked for a review. Write the business's Google review link, or null to decide that no review request is sent.",
    );
  // Settings only the operator's accountant can confirm: the VAT regime the invoices state.
  const provisionalPayment = findPlaceholders(VAT);
  if (provisionalPayment.length)
    problems.push(
      `${provisionalPayment.length} payment setting is still provisional in src/config/payment.ts (confirm it, then replace the provisional() call by the value):\n` +
        provisionalPayment.map((name) => `    - ${name}`).join("\n"),
    );
  // Figures: none shown as a result unless the operator recorded what proves it and when he checked it.
  let unsourced: ReturnType<typeof unsourcedFigures>;
  try {
    unsourced = unsourcedFigures(contentDir);
  } catch (error) {
    // A figure without its evidence fields at all: the message names the file and the field.
    return [...problems, (error as Error).message];
  }
  if (unsourced.length) {
    problems.push(
      `${unsourced.length} figures have no evidence in content/figures.json (write what proves each and the day it was checked, or correct the figure):\n` +
        unsourced.map((f) => `    - ${f.name} (${f.value}): ${f.missing.join(", ")}`).join("\n"),
    );
  }
  return problems;
}

/**
 * What stops a build before any work. A build is for a deployment when it runs on Vercel or with a provider
 * key; a plain local build is not (the functions check again at their cold start). Production unless it says
 * preview or development. A missing key always stops it; placeholders stop a production build unless the
 * test identity is on, and that switch itself is refused anywhere a real deployment could be
 * (src/server/kernel/test-identity.ts).
 */
export function productionCheck(source: Source = readProcessEnv(), options: CheckOptions = {}): ProductionCheck {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const placeId = "placeId" in options ? options.placeId : googlePlaceId();
  const settings = { ...source, VTC_LOCAL_MODE: "1" };
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(settings);
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
  const problems: string[] = [];
  try {
    assertDeployableEnv(settings);
  } catch (error) {
    problems.push((error as Error).message);
  }
  // Every deployment's pages show the rating from Google, read before they are made (./google-rating.ts).
  const place = modeOf(env) === "deployed" ? placeIdProblem(placeId) : undefined;
  if (place) problems.push(place);
  const refusal = testIdentityRefusal(env);
  if (refusal) problems.push(refusal);
  const placeholders = isProduction(env) ? placeholderProblems(contentDir) : [];
  if (!placeholders.length) return { problems };
  if (env.VTC_TEST_IDENTITY && !refusal) {
    const notice = `test identity (VTC_TEST_IDENTITY, npm run check:vercel only): placeholders let through as visible blanks, every page marked as a test and noindex:\n${placeholders.map((p) => `  * ${p}`).join("\n")}`;
    return { problems, notice };
  }
  return { problems: [...problems, ...placeholders] };
}
