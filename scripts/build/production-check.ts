import path from "node:path";
import { unfilledPlaceholders } from "../../src/config/site";
import { contentPlaceholders } from "../../src/content/placeholders.server";
import { assertDeployableEnv, isProduction, parseEnv, readProcessEnv } from "../../src/server/kernel/env";
import { testIdentityRefusal } from "../../src/server/kernel/test-identity";

type Source = ReturnType<typeof readProcessEnv>;
export type ProductionCheck = { problems: string[]; notice?: string };

/**
 * Every placeholder a production build refuses, one message per place they live. A new kind of placeholder
 * (e.g. in content/) is added here, so the refusal and the check's test identity both cover it.
 */
function placeholderProblems(): string[] {
  const problems: string[] = [];
  const identity = unfilledPlaceholders();
  if (identity.length) {
    problems.push(
      `${identity.length} business facts are still placeholders in src/config/site.ts (replace each helper call by the real value):\n` +
        identity.map((name) => `    - ${name}`).join("\n"),
    );
  }
  // Reviews and authors: nothing shown as a real person's words or name unless the operator supplied it.
  const content = contentPlaceholders(path.resolve(import.meta.dirname, "../../content"));
  if (content.length) {
    problems.push(
      `${content.length} reviews or authors are still blanks in content/ (write the real ones, or remove the entry):\n` +
        content.map((name) => `    - ${name}`).join("\n"),
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
export function productionCheck(source: Source = readProcessEnv()): ProductionCheck {
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
  const refusal = testIdentityRefusal(env);
  if (refusal) problems.push(refusal);
  const placeholders = isProduction(env) ? placeholderProblems() : [];
  if (!placeholders.length) return { problems };
  if (env.VTC_TEST_IDENTITY && !refusal) {
    const notice = `test identity (VTC_TEST_IDENTITY, npm run check:vercel only): placeholders let through as visible blanks, every page marked as a test and noindex:\n${placeholders.map((p) => `  * ${p}`).join("\n")}`;
    return { problems, notice };
  }
  return { problems: [...problems, ...placeholders] };
}
