import { expect, test, vi } from "vitest";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { useRedisBridge } from "../support/redis-bridge";
import { startDeployed } from "../support/deployed";
import { loadFunction } from "../support/vercel-function";

const ctx = useRedisBridge();
const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

test("20 bookings to one recipient from 20 addresses: 20 business e-mails, at most 3 acknowledgements", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const deployed = await startDeployed(ctx.bridge);
  const { sendgrid } = deployed;
  try {
    const fn = await loadFunction("booking", { ...deployed.env, RATE_LIMIT_ACKNOWLEDGEMENT: "3/1d" });
    for (let i = 0; i < 20; i++) {
      // Each from its own client, with a differently written address of the same mailbox.
      const email = i % 2 ? "Victime@Exemple.fr" : "victime@exemple.fr";
      const response = await fn.call(
        bookingRequest(
          validBooking({ nom: `Envoi${i}`, email, datePriseEnCharge: future() }),
          fromIp(`198.51.100.${i + 1}`),
        ),
      );
      // The visitor always sees success: nothing tells a script the cap was reached.
      expect(response.status).toBe(200);
    }
    await fn.settled();
    const kinds = sendgrid.requests.map((r) => JSON.parse(r.body).custom_args.kind as string);
    expect(kinds.filter((k) => k === "business")).toHaveLength(20);
    // Deployed, every request went through BotID (its stand-in) first.
    expect(deployed.botid.requests).toHaveLength(20);
    expect(kinds.filter((k) => k === "customer")).toHaveLength(3);
    expect(warn.mock.calls.filter(([line]) => String(line).includes("no acknowledgement"))).toHaveLength(17);
    // The cap is kept under a hash: Redis never holds the address itself.
    const keys = await ctx.redis.client.keys("ratelimit:acknowledgement*");
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(" ")).not.toMatch(/victime/i);
  } finally {
    await deployed.close();
  }
});
