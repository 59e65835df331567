/**
 * `VTC_TEST_IDENTITY=1` is the switch `npm run check:vercel` sets so that Vercel's production build can run
 * while business facts are still placeholders (docs/decisions/040-node-24-and-vercel-check.md). It lets
 * through every placeholder the production build refuses, which stay the visible blanks they are, and every
 * page then says it is a test and carries noindex (src/root.tsx).
 *
 * It only works where no real deployment can be: SITE_URL on a name reserved for tests (RFC 6761), e-mail
 * that reaches nobody (SendGrid's sandbox, or a SendGrid stand-in on this machine), and payments that take no money
 * (a Stripe test key). Anywhere else the
 * build and every function refuse to start, naming why.
 */
const RESERVED_HOST = /(^|\.)(test|example|invalid|localhost)$/;
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** The settings the switch depends on (./env.ts reads them). */
type Settings = {
  VTC_TEST_IDENTITY?: string;
  SITE_URL?: string;
  SENDGRID_API_KEY?: string;
  SENDGRID_BASE_URL?: string;
  SENDGRID_SANDBOX?: string;
  STRIPE_SECRET_KEY?: string;
};

/** Why the test identity cannot be used with these settings; undefined when it is off, or allowed. */
export function testIdentityRefusal(env: Settings): string | undefined {
  if (env.VTC_TEST_IDENTITY === undefined) return undefined;
  const problems: string[] = [];
  const site = hostOf(env.SITE_URL) ?? "";
  if (!RESERVED_HOST.test(site)) {
    problems.push(`SITE_URL must be on a name reserved for tests (.test, .example, .invalid, localhost), not ${site}`);
  }
  const sendgrid = hostOf(env.SENDGRID_BASE_URL);
  if (env.SENDGRID_API_KEY && env.SENDGRID_SANDBOX !== "true" && !(sendgrid && LOOPBACK_HOST.test(sendgrid))) {
    problems.push("e-mail must reach nobody: SENDGRID_SANDBOX=true, or SENDGRID_BASE_URL on this machine");
  }
  // Payments too must reach nobody: a test key takes no money (Stripe's test mode, or the stand-in).
  if (env.STRIPE_SECRET_KEY && !/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY)) {
    problems.push("payments must take no money: a Stripe test key (sk_test_…)");
  }
  if (!problems.length) return undefined;
  return `VTC_TEST_IDENTITY is for npm run check:vercel only, never a real deployment: ${problems.join("; ")}`;
}
