import { build } from "esbuild";
import { expect, onTestFinished, test } from "vitest";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { startDeployed } from "../support/deployed";
import { literalEnvNames } from "../support/edge";
import { useRedisBridge } from "../support/redis-bridge";
import { loadFunction } from "../support/vercel-function";

const ctx = useRedisBridge();
const future = () => new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);

/** The variables a Node function's bundle reads by name, bundled for Node as the bench measures it. */
async function namesOf(entry: string): Promise<Set<string>> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "node",
    packages: "bundle",
    write: false,
    logLevel: "silent",
  });
  return literalEnvNames(result.outputFiles[0]!.text);
}

test("the Node functions find every setting by its literal name: booking, then confirming its link", async () => {
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  const [bookingNames, confirmNames] = await Promise.all([namesOf("api/booking.ts"), namesOf("api/confirm.ts")]);
  const booking = await loadFunction("booking", deployed.env, { namedOnly: bookingNames });
  const response = await booking.call(bookingRequest(validBooking({ datePriseEnCharge: future() })));
  expect(response.status).toBe(200);
  await booking.settled();
  const business = JSON.parse(deployed.sendgrid.requests[0]!.body) as { content: { value: string }[] };
  // The link secret and the shared store were found: the business e-mail carries the operator's links.
  const token = /\/confirmer#(v1\.[\w-]+)/.exec(business.content[0]!.value)?.[1];
  expect(token).toBeDefined();
  expect((await ctx.redis.client.keys("booking:idempotency:*")).length).toBe(1);

  const confirm = await loadFunction("confirm", deployed.env, { namedOnly: confirmNames });
  const view = await confirm.call(
    new Request("https://www.vtc-premium-nantes.fr/api/confirm", {
      method: "POST",
      headers: { "content-type": "application/json", ...fromIp("198.51.100.3") },
      body: JSON.stringify({ token, action: "view" }),
    }),
  );
  expect(view.status).toBe(200);
});
