import { expect, test, vi } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { handleConfirm } from "../../src/server/operator/answer";
import { redisReferenceStore } from "../../src/server/kernel/reference";
import { confirmDeps } from "../support/answer-fixtures";
import {
  bookedAtFare,
  bookingRequest,
  deps,
  fromIp,
  memoryMailer,
  settled,
  validBooking,
} from "../support/booking-fixtures";
import { startDeployed } from "../support/deployed";
import { useRedisBridge } from "../support/redis-bridge";
import { loadFunction, placesRequest } from "../support/vercel-function";

const ctx = useRedisBridge();
const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

test("200 bookings from 200 clients above the day's ceiling: the ceiling holds, the others get the phone number", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  await ctx.redis.client.flushall();
  const deployed = await startDeployed(ctx.bridge);
  try {
    const fn = await loadFunction("booking", { ...deployed.env, RATE_LIMIT_BOOKINGS_ALL: "40/1d" });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fn.call(
          bookingRequest(
            validBooking({ nom: `Foule${i}`, email: `foule${i}@fai${i}.fr`, datePriseEnCharge: future() }),
            fromIp(`198.51.${100 + Math.floor(i / 100)}.${(i % 100) + 1}`),
          ),
        ),
      ),
    );
    await fn.settled();
    // With 200 calls at once the harness's request context is shared: wait for the acknowledgements themselves.
    await vi.waitFor(() => expect(deployed.sendgrid.requests).toHaveLength(80), { timeout: 10_000 });
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.filter((s) => s === 503)).toHaveLength(160);
    const refused = (await answers.find((a) => a.status === 503)!.json()) as { error: string };
    expect(refused.error).toMatch(
      /^Nous recevons exceptionnellement beaucoup de demandes en ligne.*Appelez-nous au 02 61 91 44 20/,
    );
    const kinds = deployed.sendgrid.requests.map(
      (r) => (JSON.parse(r.body) as { custom_args: { kind: string } }).custom_args.kind,
    );
    expect(kinds.filter((k) => k === "business")).toHaveLength(40);
    // Loudly, and with each request in full: a real customer caught in a flood can still be called back.
    const lines = log.mock.calls.filter(([line]) => String(line).includes("RATE_LIMIT_BOOKINGS_ALL reached"));
    expect(lines).toHaveLength(160);
    expect(String(lines[0]![1])).toContain('"prenom":"Anne"');
  } finally {
    await deployed.close();
  }
}, 60_000);

test("a forced reference collision: the second request draws another, and both can be answered", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  await ctx.redis.client.flushall();
  const redis = ctx.upstash();
  const draws = ["VPN-261203-AAAA", "VPN-261203-AAAA", "VPN-261203-BBBB"];
  const mailer = memoryMailer();
  const d = deps({
    mailer,
    references: redisReferenceStore(redis),
    drawReference: () => draws.shift()!,
    now: () => new Date(),
  });
  const references: string[] = [];
  for (const nom of ["Premier", "Second"]) {
    const response = await handleBooking(bookingRequest(bookedAtFare({ nom, datePriseEnCharge: future() })), d);
    references.push(((await response.json()) as { reference: string }).reference);
  }
  await settled(d);
  expect(references).toEqual(["VPN-261203-AAAA", "VPN-261203-BBBB"]);
  expect(warn).toHaveBeenCalledWith("[booking] reference VPN-261203-AAAA already taken: drawn again");
  // Each business e-mail's link answers its own request.
  const d2 = confirmDeps({ now: () => new Date() });
  for (const business of mailer.sent.filter((m) => m.kind === "business")) {
    const token = /\/confirmer#(v1\.[\w-]+)/.exec(business.text)![1];
    const response = await handleConfirm(
      new Request("http://localhost:3000/api/confirm", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        // At the fare the customer saw (35 €): the proof goes straight out, with its calendar entry.
        body: JSON.stringify({ token, action: "confirm", price: 35 }),
      }),
      d2,
    );
    expect(response.status, business.reference).toBe(200);
  }
  // And each calendar entry has its own UID.
  const uids = d2.mailer.sent
    .filter((m) => m.kind === "proof")
    .map((m) => /UID:(\S+)/.exec(String(m.attachments![0]!.content))![1]);
  expect(new Set(uids).size).toBe(2);
});

test("one client cannot take more than its share of Google: past it, the gazetteer for it, Google for the others", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  await ctx.redis.client.flushall();
  const answer = {
    status: 200,
    body: {
      suggestions: [
        {
          placePrediction: {
            placeId: "g1",
            text: { text: "Gare de Nantes, France" },
            structuredFormat: { mainText: { text: "Gare de Nantes" }, secondaryText: { text: "France" } },
          },
        },
      ],
    },
  };
  const deployed = await startDeployed(ctx.bridge, { google: [answer] });
  try {
    const fn = await loadFunction("places", { ...deployed.env, RATE_LIMIT_PLACES_GOOGLE_CLIENT: "100/1d" });
    const sources: string[] = [];
    for (let i = 0; i < 110; i++) {
      const response = await fn.call(placesRequest("gare de nantes", fromIp("203.0.113.50")));
      expect(response.status).toBe(200);
      sources.push(((await response.json()) as { source: string }).source);
    }
    expect(sources.filter((s) => s === "google")).toHaveLength(100);
    expect(sources.slice(100).every((s) => s === "local")).toBe(true);
    const other = await fn.call(placesRequest("gare de nantes", fromIp("203.0.113.51")));
    expect(((await other.json()) as { source: string }).source).toBe("google");
    expect(deployed.google.requests).toHaveLength(101);
    expect(warn.mock.calls.filter(([line]) => String(line).includes("RATE_LIMIT_PLACES_GOOGLE_CLIENT"))).toHaveLength(
      1,
    );
  } finally {
    await deployed.close();
  }
}, 60_000);

test("a flood of lookups stops spending Upstash past the day's total; lookups go on, and confirmations keep the quota", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  await ctx.redis.client.flushall();
  const deployed = await startDeployed(ctx.bridge);
  try {
    const fn = await loadFunction("places", { ...deployed.env, RATE_LIMIT_PLACES_ALL: "100/1d" });
    const before = ctx.bridge.commands;
    // 300 lookups from 300 clients, each well within its own limits.
    for (let i = 0; i < 300; i++) {
      const response = await fn.call(placesRequest("gare", fromIp(`198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`)));
      expect(response.status).toBe(200);
    }
    const spent = ctx.bridge.commands - before;
    // About 4 commands a lookup for the first hundred (and one batch past the total), then none.
    expect(spent).toBeLessThan(4 * 160);
    const last = ctx.bridge.commands;
    for (let i = 0; i < 50; i++) await fn.call(placesRequest("gare", fromIp(`198.18.9.${i + 1}`)));
    expect(ctx.bridge.commands).toBe(last);
    expect(log.mock.calls.filter(([line]) => String(line).includes("RATE_LIMIT_PLACES_ALL reached"))).toHaveLength(1);
  } finally {
    await deployed.close();
  }
}, 60_000);

test("Upstash out of quota: bookings still reach the business, confirming says it may last, the log says why", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  await ctx.redis.client.flushall();
  const deployed = await startDeployed(ctx.bridge);
  try {
    const booking = await loadFunction("booking", deployed.env);
    const booked = await booking.call(bookingRequest(validBooking({ datePriseEnCharge: future() })));
    expect(booked.status).toBe(200);
    await booking.settled();
    const business = JSON.parse(deployed.sendgrid.requests[0]!.body) as { content: { value: string }[] };
    const token = /\/confirmer#(v1\.[\w-]+)/.exec(business.content[0]!.value)![1];
    ctx.bridge.quota = ctx.bridge.commands;
    // A new booking: every Upstash call refused, the request still sent, limits kept by the instance.
    const again = await loadFunction("booking", deployed.env);
    const during = await again.call(
      bookingRequest(validBooking({ nom: "Pendant", datePriseEnCharge: future() }), fromIp("198.51.100.77")),
    );
    expect(during.status).toBe(200);
    await again.settled();
    expect(log.mock.calls.some(([line]) => String(line).includes("Upstash refuses, its quota is spent"))).toBe(true);
    const confirm = await loadFunction("confirm", deployed.env);
    const response = await confirm.call(
      new Request("https://www.vtc-premium-nantes.fr/api/confirm", {
        method: "POST",
        headers: { "content-type": "application/json", ...fromIp("198.51.100.78") },
        body: JSON.stringify({ token, action: "confirm", price: 40 }),
      }),
    );
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: string; quota: boolean };
    expect(body.quota).toBe(true);
    expect(body.error).toMatch(/a épuisé son quota chez Upstash.*cela peut durer jusqu’à la remise à zéro du quota/);
    expect(log.mock.calls.some(([line]) => String(line).includes("UPSTASH QUOTA SPENT"))).toBe(true);
  } finally {
    ctx.bridge.quota = Infinity;
    await deployed.close();
  }
});

test("640 junk calls to the link functions (the payment page's included) from 22 /56 prefixes of one /48 cost no Upstash command; replayed real links stop at the day's ceiling, which costs a command per 20 calls", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  await ctx.redis.client.flushall();
  const deployed = await startDeployed(ctx.bridge);
  try {
    const names = ["confirm", "proposal", "manage", "trip", "payment"] as const;
    const fns = await Promise.all(names.map((name) => loadFunction(name, deployed.env)));
    const unsubscribe = await loadFunction("unsubscribe", deployed.env);
    const from = (i: number) => fromIp(`2001:db8:abcd:${(i % 22).toString(16).padStart(2, "0")}00::${(i % 7) + 1}`);
    const junk = ["v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "v1.", "x".repeat(200), 42];
    const before = ctx.bridge.commands;
    const statuses = new Set<number>();
    for (let i = 0; i < 640; i++) {
      const token = junk[i % junk.length];
      if (i % 5 === 4) {
        const response = await unsubscribe.call(
          new Request(`https://www.vtc-premium-nantes.fr/api/unsubscribe?t=${encodeURIComponent(String(token))}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", ...from(i) },
            body: "List-Unsubscribe=One-Click",
          }),
        );
        statuses.add(response.status);
        continue;
      }
      const fn = fns[i % fns.length]!;
      const response = await fn.call(
        new Request(`https://www.vtc-premium-nantes.fr/api/${names[i % names.length]}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...from(i) },
          body: JSON.stringify({ token, action: "view" }),
        }),
      );
      statuses.add(response.status);
    }
    expect([...statuses]).toEqual([400]);
    expect(ctx.bridge.commands - before).toBeLessThanOrEqual(200);
    expect(ctx.bridge.commands - before).toBe(0);

    // A real link replayed: the per-client limits count it, and past the day's ceiling for everyone (here 60) the
    // functions answer without touching Upstash but for the ceiling's own count, one command per 20 calls.
    const booking = await loadFunction("booking", deployed.env);
    const booked = await booking.call(
      bookingRequest(bookedAtFare({ datePriseEnCharge: future() }), fromIp("198.51.100.9")),
    );
    expect(booked.status).toBe(200);
    await booking.settled();
    const business = deployed.sendgrid.requests
      .map((r) => JSON.parse(r.body) as { custom_args: { kind: string }; content: { value: string }[] })
      .find((m) => m.custom_args.kind === "business")!;
    const token = /\/confirmer#(v1\.[\w-]+)/.exec(business.content[0]!.value)![1];
    const confirm = await loadFunction("confirm", { ...deployed.env, RATE_LIMIT_LINKS_OPERATOR: "60/1d" });
    const start = ctx.bridge.commands;
    const answers: number[] = [];
    for (let i = 0; i < 200; i++)
      answers.push(
        (
          await confirm.call(
            new Request("https://www.vtc-premium-nantes.fr/api/confirm", {
              method: "POST",
              headers: {
                "content-type": "application/json",
                ...fromIp(`198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`),
              },
              body: JSON.stringify({ token, action: "view" }),
            }),
          )
        ).status,
      );
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(60 + 20);
    expect(answers.filter((s) => s === 503).length).toBeGreaterThanOrEqual(200 - 80);
    const afterCeiling = ctx.bridge.commands - start;
    // Each served view: two limit checks and two reads; each refused call: nothing but the ceiling's batched count.
    expect(afterCeiling).toBeLessThanOrEqual(80 * 5 + 200 / 20 + 5);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("RATE_LIMIT_LINKS_OPERATOR reached"));
  } finally {
    await deployed.close();
  }
});
