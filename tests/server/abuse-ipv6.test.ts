import { expect, test } from "vitest";
import { clientKey, expandIpv6, limitKeyFor } from "../../src/server/client-ip";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { useRedisBridge } from "../support/redis-bridge";
import { useStillDate } from "../support/still-date";
import { startDeployed } from "../support/deployed";
import { loadFunction, placesRequest } from "../support/vercel-function";

const ctx = useRedisBridge();

useStillDate();
const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

test("an IPv6 client counts as its /64; IPv4, mapped IPv4 and garbage are keyed sensibly", () => {
  expect(limitKeyFor("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
  expect(limitKeyFor("2001:DB8:ABCD:0012:ffff::1")).toBe("2001:db8:abcd:12::/64");
  expect(limitKeyFor("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(limitKeyFor("[2001:db8:1:2::5]")).toBe("2001:db8:1:2::/64");
  expect(limitKeyFor("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  expect(limitKeyFor("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(limitKeyFor("203.0.113.9")).toBe("203.0.113.9");
  expect(limitKeyFor("999.1.1.1")).toBe("unknown");
  expect(limitKeyFor("2001:db8::1::2")).toBe("unknown");
  expect(limitKeyFor("not an address")).toBe("unknown");
  expect(expandIpv6("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  // Vercel's own helper reads x-real-ip, which its edge writes; the forwarded headers count in the local mode only.
  expect(
    clientKey(
      new Request("http://x/", { headers: { "x-real-ip": "2001:db8:7:8::9", "x-forwarded-for": "198.51.100.1" } }),
    ),
  ).toBe("2001:db8:7:8::/64");
  expect(clientKey(new Request("http://x/", { headers: { "x-vercel-forwarded-for": "198.51.100.1, 10.0.0.1" } }))).toBe(
    "198.51.100.1",
  );
  // Deployed, a header the client chose counts for nothing: without X-Real-IP, one bucket for all.
  const forged = new Request("http://x/", {
    headers: { "x-forwarded-for": "198.51.100.1", "x-vercel-forwarded-for": "198.51.100.2" },
  });
  expect(clientKey(forged, false)).toBe("unknown");
});

test("60 bookings from 12 IPv6 addresses of one /64 are limited as one client", async () => {
  const deployed = await startDeployed(ctx.bridge);
  const { sendgrid } = deployed;
  try {
    const fn = await loadFunction("booking", { ...deployed.env, RATE_LIMIT_BOOKING: "5/10m" });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const ip = `2001:db8:4242:17:${(i % 12).toString(16)}:0:0:${i}`;
      const response = await fn.call(
        bookingRequest(
          validBooking({ nom: `Rotation${i}`, email: `victime${i}@exemple.fr`, datePriseEnCharge: future() }),
          fromIp(ip),
        ),
      );
      statuses.push(response.status);
    }
    await fn.settled();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    // Five business e-mails and five acknowledgements: nothing more left the building.
    expect(sendgrid.requests).toHaveLength(10);
    // Another /64 is another client.
    const other = await fn.call(
      bookingRequest(validBooking({ nom: "Voisin", datePriseEnCharge: future() }), fromIp("2001:db8:4242:18::1")),
    );
    expect(other.status).toBe(200);
    await fn.settled();
  } finally {
    await deployed.close();
  }
});

test("1,000 lookups from one /64 are limited as one client", async () => {
  const deployed = await startDeployed(ctx.bridge);
  try {
    const fn = await loadFunction("places", { ...deployed.env, RATE_LIMIT_PLACES: "120/1m" });
    let accepted = 0;
    for (let i = 0; i < 1000; i++) {
      const response = await fn.call(placesRequest("gare", fromIp(`2001:db8:99:1:${i.toString(16)}::1`)));
      if (response.status === 200) accepted++;
      else expect(response.status).toBe(429);
    }
    expect(accepted).toBe(120);
  } finally {
    await deployed.close();
  }
}, 60_000);
