import { expect, test, vi } from "vitest";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { useRedisBridge } from "../support/redis-bridge";
import { startDeployed } from "../support/deployed";
import { loadFunction } from "../support/vercel-function";

const ctx = useRedisBridge();
type SentMail = { personalizations: { to: { email: string }[] }[]; custom_args: { kind: string } };
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

test("17 bookings to spellings of one Gmail mailbox: at most 3 acknowledgements; one company's domain is capped too", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const deployed = await startDeployed(ctx.bridge);
  try {
    const fn = await loadFunction("booking", {
      ...deployed.env,
      RATE_LIMIT_ACKNOWLEDGEMENT: "3/1d",
      RATE_LIMIT_ACKNOWLEDGEMENT_DOMAIN: "5/1d",
    });
    const spellings = [
      "anne.lemaire@gmail.com",
      "annelemaire@gmail.com",
      "Anne.Lemaire@Gmail.com",
      "a.n.n.e.l.e.m.a.i.r.e@gmail.com",
      "annelemaire+resa@gmail.com",
      "anne.lemaire+1@googlemail.com",
      "ANNELEMAIRE@GOOGLEMAIL.COM",
      "anne.lemaire+promo@gmail.com",
      "anne..lemaire@gmail.com",
      "annelemaire+a+b@gmail.com",
      "a.nnelemaire@googlemail.com",
      "an.nelemaire+x@gmail.com",
      "ann.elemaire@gmail.com",
      "anne.l.emaire@gmail.com",
      "anne.le.maire+y@googlemail.com",
      "annele.maire@gmail.com",
      "anne.lemair.e@gmail.com",
    ];
    expect(spellings).toHaveLength(17);
    for (const [i, email] of spellings.entries()) {
      const response = await fn.call(
        bookingRequest(
          validBooking({ nom: `Gmail${i}`, email, datePriseEnCharge: future() }),
          fromIp(`198.51.101.${i + 1}`),
        ),
      );
      expect(response.status, email).toBe(200);
    }
    // Ten strangers at one company's domain: five acknowledgements, the domain's cap.
    for (let i = 0; i < 10; i++) {
      const response = await fn.call(
        bookingRequest(
          validBooking({ nom: `Societe${i}`, email: `employe${i}@societe-exemple.fr`, datePriseEnCharge: future() }),
          fromIp(`198.51.102.${i + 1}`),
        ),
      );
      expect(response.status).toBe(200);
    }
    await fn.settled();
    const sent = deployed.sendgrid.requests.map((r) => JSON.parse(r.body) as SentMail);
    const acknowledgements = sent.filter((m) => m.custom_args.kind === "customer");
    const to = (m: SentMail) => m.personalizations[0]!.to[0]!.email;
    expect(acknowledgements.filter((m) => to(m).endsWith("mail.com"))).toHaveLength(3);
    expect(acknowledgements.filter((m) => to(m).endsWith("@societe-exemple.fr"))).toHaveLength(5);
    expect(sent.filter((m) => m.custom_args.kind === "business")).toHaveLength(27);
    expect(warn.mock.calls.filter(([line]) => String(line).includes("this mailbox already received"))).toHaveLength(14);
    expect(warn.mock.calls.filter(([line]) => String(line).includes("this domain already received"))).toHaveLength(5);
  } finally {
    await deployed.close();
  }
});

test("acknowledgements for everyone stop at the day's ceiling, whatever the mailboxes", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // The day's count starts afresh: the tests above spent some of it.
  await ctx.redis.client.flushall();
  const deployed = await startDeployed(ctx.bridge);
  try {
    const fn = await loadFunction("booking", { ...deployed.env, RATE_LIMIT_ACKNOWLEDGEMENTS_ALL: "4/1d" });
    for (let i = 0; i < 9; i++) {
      const response = await fn.call(
        bookingRequest(
          validBooking({ nom: `Plafond${i}`, email: `personne${i}@fai${i}.fr`, datePriseEnCharge: future() }),
          fromIp(`198.51.103.${i + 1}`),
        ),
      );
      expect(response.status).toBe(200);
    }
    await fn.settled();
    const kinds = deployed.sendgrid.requests.map((r) => (JSON.parse(r.body) as SentMail).custom_args.kind);
    expect(kinds.filter((k) => k === "customer")).toHaveLength(4);
    expect(kinds.filter((k) => k === "business")).toHaveLength(9);
  } finally {
    await deployed.close();
  }
});
