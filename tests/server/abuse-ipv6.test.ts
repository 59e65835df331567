import { expect, test } from "vitest";
import { clientKey, expandIpv6, limitKeyFor, networkKeyOf } from "../../src/server/kernel/limits/client-ip";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { startDeployed } from "../support/deployed";
import { useRedisBridge } from "../support/redis-bridge";
import { useStillDate } from "../support/still-date";
import { loadFunction, placesRequest } from "../support/vercel-function";

const ctx = useRedisBridge();

useStillDate();
const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

test("an IPv6 client counts as its /56 (48 to 64 configurable); addresses carrying an IPv4 one count as that IPv4", () => {
  expect(limitKeyFor("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:0::/56");
  expect(limitKeyFor("2001:db8:abcd:12ff::1")).toBe("2001:db8:abcd:1200::/56");
  expect(limitKeyFor("2001:DB8:ABCD:0012:ffff::1", 64)).toBe("2001:db8:abcd:12::/64");
  expect(limitKeyFor("2001:db8:abcd:12::1", 48)).toBe("2001:db8:abcd::/48");
  expect(limitKeyFor("[2001:db8:1:2::5]")).toBe("2001:db8:1:0::/56");
  expect(networkKeyOf(limitKeyFor("2001:db8:abcd:12::1"))).toBe("2001:db8:abcd::/48");
  expect(networkKeyOf("203.0.113.9")).toBeNull();
  // Mapped, NAT64, 6to4 and Teredo addresses are their IPv4 client.
  expect(limitKeyFor("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(limitKeyFor("64:ff9b::198.51.100.2")).toBe("198.51.100.2");
  expect(limitKeyFor("2002:cb00:7107:1234::1")).toBe("203.0.113.7");
  expect(limitKeyFor("2001:0:4136:e378:8000:63bf:3fff:fdd2")).toBe("192.0.2.45");
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
  ).toBe("2001:db8:7:0::/56");
  expect(clientKey(new Request("http://x/", { headers: { "x-vercel-forwarded-for": "198.51.100.1, 10.0.0.1" } }))).toBe(
    "198.51.100.1",
  );
  // Deployed, a header the client chose counts for nothing: without X-Real-IP, one bucket for all.
  const forged = new Request("http://x/", {
    headers: { "x-forwarded-for": "198.51.100.1", "x-vercel-forwarded-for": "198.51.100.2" },
  });
  expect(clientKey(forged, false)).toBe("unknown");
});

/** Books once per address, each a different person, and returns the statuses. */
async function bookFrom(addresses: string[], env: Record<string, string>) {
  const fn = await loadFunction("booking", env);
  const statuses: number[] = [];
  for (const [i, ip] of addresses.entries()) {
    const response = await fn.call(
      bookingRequest(
        validBooking({ nom: `Rotation${i}`, email: `victime${i}@exemple.fr`, datePriseEnCharge: future() }),
        fromIp(ip),
      ),
    );
    statuses.push(response.status);
  }
  await fn.settled();
  return statuses;
}

test("40 bookings from 40 different /64s of one /56 are limited as one client", async () => {
  const deployed = await startDeployed(ctx.bridge);
  try {
    const ips = Array.from({ length: 40 }, (_, i) => `2001:db8:4242:${(0x1700 + i).toString(16)}::${i + 1}`);
    const statuses = await bookFrom(ips, { ...deployed.env, RATE_LIMIT_BOOKING: "5/10m" });
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    // Five business e-mails and five acknowledgements: nothing more left the building.
    expect(deployed.sendgrid.requests).toHaveLength(10);
  } finally {
    await deployed.close();
  }
});

test("40 bookings from 6to4 addresses of one IPv4 are limited as that IPv4", async () => {
  const deployed = await startDeployed(ctx.bridge);
  try {
    // 2002:cb00:7107::/48 is 203.0.113.7's 6to4 network: every subnet and host in it is that one client.
    const ips = Array.from({ length: 40 }, (_, i) => `2002:cb00:7107:${i.toString(16)}::${(i + 1).toString(16)}`);
    const statuses = await bookFrom(ips, { ...deployed.env, RATE_LIMIT_BOOKING: "5/10m" });
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  } finally {
    await deployed.close();
  }
});

test("a /48 is held to four times a client's limit, whatever the /56s it spreads over", async () => {
  const deployed = await startDeployed(ctx.bridge);
  try {
    // Ten /56s of one /48, four bookings from each: the per-client limit (5) never bites, the /48's (20) does.
    const ips = Array.from({ length: 40 }, (_, i) => `2001:db8:77:${((i % 10) * 0x100).toString(16)}::${i + 1}`);
    const statuses = await bookFrom(ips, { ...deployed.env, RATE_LIMIT_BOOKING: "5/10m" });
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  } finally {
    await deployed.close();
  }
});

test("1,000 lookups from one /56 are limited as one client", async () => {
  const deployed = await startDeployed(ctx.bridge);
  try {
    const fn = await loadFunction("places", { ...deployed.env, RATE_LIMIT_PLACES: "120/1m" });
    let accepted = 0;
    for (let i = 0; i < 1000; i++) {
      const response = await fn.call(placesRequest("gare", fromIp(`2001:db8:99:${(i % 256).toString(16)}::1`)));
      if (response.status === 200) accepted++;
      else expect(response.status).toBe(429);
    }
    expect(accepted).toBe(120);
  } finally {
    await deployed.close();
  }
}, 60_000);
