import { afterEach, expect, onTestFinished, test, vi } from "vitest";
import { bookedAtFare, bookingRequest, fromIp } from "../support/booking-fixtures";
import { CRON_SECRET, startDeployed } from "../support/deployed";
import { flat, pdfText } from "../support/pdf-text";
import { useRedisBridge } from "../support/redis-bridge";
import { payOnHostedPage, startEndpoint } from "../support/stripe-stand-in";
import { loadFunction } from "../support/vercel-function";

/**
 * Getting paid, through the functions as Vercel runs them (each loaded afresh, sharing nothing but Redis), against
 * a real redis-server behind the Upstash bridge, a SendGrid stand-in and the Stripe stand-in, whose events reach the
 * webhook function over HTTP, on a controlled clock: a card kept at the customer's act, a late cancellation's fee
 * taken once, a no-show paid through its link, a prepaid booking refunded, rides closed by the operator and on their
 * own, and their notes and invoices opened and read.
 */
const ctx = useRedisBridge();
const SITE = "https://www.vtc-premium-nantes.fr";

type SentMail = {
  personalizations: { to: { email: string }[] }[];
  content: { type: string; value: string }[];
  custom_args: { kind: string; reference: string };
  attachments?: { content: string; filename: string; type: string }[];
};

afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => vi.setSystemTime(new Date(iso));

function post(path: string, body: unknown, ip = "198.51.100.20"): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...fromIp(ip) },
    body: JSON.stringify(body),
  });
}

const cron = (path: string) => new Request(`${SITE}${path}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });

async function world() {
  vi.useFakeTimers({ toFake: ["Date"] });
  at("2026-11-28T09:00:00Z");
  await ctx.redis.client.flushall();
  const deployed = await startDeployed(ctx.bridge);
  // One client books and pays for a whole group here: the limits are tested elsewhere.
  Object.assign(deployed.env, {
    RATE_LIMIT_BOOKING: "1000/1m",
    RATE_LIMIT_BOOKING_DAY: "1000/1d",
    RATE_LIMIT_CONFIRM: "1000/10m",
    RATE_LIMIT_MANAGE: "1000/10m",
  });
  const fn = {
    booking: await loadFunction("booking", deployed.env),
    confirm: await loadFunction("confirm", deployed.env),
    payment: await loadFunction("payment", deployed.env),
    manage: await loadFunction("manage", deployed.env),
    trip: await loadFunction("trip", deployed.env),
    webhook: await loadFunction("stripe-webhook", deployed.env),
    settle: await loadFunction("settle-rides", deployed.env),
  };
  const endpoint = await startEndpoint((request) => fn.webhook.call(request));
  deployed.stripe.webhooks.setUrl(endpoint.url);
  onTestFinished(async () => {
    await deployed.stripe.webhooks.settled();
    await endpoint.close();
    await deployed.close();
  });
  const mails = () => deployed.sendgrid.requests.map((r) => JSON.parse(r.body) as SentMail);
  const of = (kind: string, reference: string) =>
    mails().filter((m) => m.custom_args.kind === kind && m.custom_args.reference === reference);
  const text = (mail: SentMail) => mail.content[0]!.value;
  const link = (mail: SentMail, page: string) => new RegExp(`${page}#(v1\\.[\\w-]+)`).exec(text(mail))![1]!;
  const stripe = deployed.stripe;
  const events = () => stripe.webhooks.settled();

  /**
   * A customer books at the fare, pays as he chose on Stripe's page (or keeps his card), and the operator
   * confirms: the trip recorded, its proof sent. Returns its reference and the links its e-mails carry.
   */
  async function booked(overrides: Record<string, unknown>, card = "4242424242424242") {
    const answer = await fn.booking.call(bookingRequest(bookedAtFare(overrides)));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { reference: string; payment?: { url: string } };
    await fn.booking.settled();
    const reference = body.reference;
    if (body.payment) {
      const token = body.payment.url.split("#")[1]!;
      const checkout = await fn.payment.call(post("/api/payment", { token, action: "checkout" }));
      expect(checkout.status, await checkout.clone().text()).toBe(200);
      const { url } = (await checkout.json()) as { url: string };
      const paid = await payOnHostedPage(url, card);
      expect(paid.status).toBe(303);
      // Back from Stripe's page, the session named in the return address: read and recorded once.
      const session = new URL(paid.location!).searchParams.get("session");
      const view = await fn.payment.call(post("/api/payment", { token, action: "view", session }));
      expect(((await view.json()) as { state: string }).state).toMatch(/^(card-saved|paid)$/);
      await events();
    }
    const business = of("business", reference)[0]!;
    const confirmed = await fn.confirm.call(
      post("/api/confirm", { token: link(business, "/confirmer"), action: "confirm", price: 35 }),
    );
    expect(confirmed.status).toBe(200);
    const proof = of("proof", reference)[0]!;
    const copy = of("proof-copy", reference)[0]!;
    return { reference, proof, manage: link(proof, "/ma-reservation"), operator: link(copy, "/course") };
  }

  const trip = async (token: string, body: Record<string, unknown> = { action: "view" }) => {
    const answer = await fn.trip.call(post("/api/trip", { token, ...body }));
    return { status: answer.status, body: (await answer.json()) as Record<string, any> };
  };
  const chargesOf = (reference: string) => stripe.charged().filter((c) => c.reference === reference);
  const refundsOf = (reference: string) => {
    const intents = new Set(chargesOf(reference).map((c) => c.paymentIntent));
    return stripe.refunded().filter((r) => intents.has(r.paymentIntent));
  };

  async function documentOf(mail: SentMail) {
    const pdf = mail.attachments!.find((a) => a.type === "application/pdf")!;
    return { filename: pdf.filename, text: flat((await pdfText(Buffer.from(pdf.content, "base64"))).lines) };
  }

  return { fn, stripe, mails, of, text, link, booked, trip, chargesOf, refundsOf, events, documentOf };
}

test("a card kept at booking: the proof says so; a late cancellation's fee is taken once from the trip page, however often and however concurrently it is asked, and its note is sent", async () => {
  const w = await world();
  const { reference, proof, manage, operator } = await w.booked({ paiement: "guarantee" });
  expect(w.text(proof)).toContain("Règlement\u00a0: Carte Visa •••• 4242 enregistrée");

  // 18 hours before the pickup: half the price under the terms.
  at("2026-12-02T12:15:00Z");
  const cancelled = await w.fn.manage.call(post("/api/manage", { token: manage, action: "cancel", fee: 50 }));
  expect(cancelled.status).toBe(200);
  expect(w.chargesOf(reference)).toEqual([]);

  const seen = await w.trip(operator);
  expect(seen.body.money).toMatchObject({
    mode: "guarantee",
    card: { brand: "visa", last4: "4242" },
    fee: { amount: 1750, percent: 50, kind: "late-cancel", taken: false },
    offers: expect.arrayContaining(["take-fee"]),
  });
  // The operator presses twice at once, then once more, and Stripe replays its events.
  const presses = await Promise.all([
    w.trip(operator, { action: "take-fee" }),
    w.trip(operator, { action: "take-fee" }),
  ]);
  expect(presses.map((p) => p.status).sort()).toEqual([200, 409]);
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(409);
  await w.events();
  for (const event of w.stripe.webhooks.events) await w.stripe.webhooks.redeliver(event.id as string);
  await w.events();
  expect(w.chargesOf(reference)).toMatchObject([{ amount: 1750, offSession: true }]);

  const notes = w.of("receipt", reference);
  expect(notes).toHaveLength(1);
  expect(w.of("receipt-copy", reference)).toHaveLength(1);
  expect(w.text(notes[0]!)).toContain("17,50\u00a0€ TTC");
  const note = await w.documentOf(notes[0]!);
  // Its own number, in the notes' sequence: one per document, never per booking.
  expect(note.filename).toMatch(/^note-N2026-\d{4}\.pdf$/);
  expect(note.text).toContain("NOTE");
  expect(note.text).toContain("Frais d’annulation tardive : 50 % du prix convenu de 35 €");
  expect(note.text).toMatch(/Payée le \d\d\/\d\d\/2026 par carte Visa •••• 4242/);
  const after = await w.trip(operator);
  expect(after.body.money).toMatchObject({ fee: { taken: true }, held: 1750 });
  expect(after.body.money.offers).not.toContain("take-fee");
  expect(after.body.money.acts).toEqual([expect.objectContaining({ name: "fee", outcome: "succeeded", amount: 1750 })]);
});

test("a no-show on a card whose bank wants its holder: nothing taken, a payment link sent; paid through it, the note leaves once, whatever the order and the number of Stripe's events", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee" }, "4000002760003184");
  at("2026-12-03T06:40:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  const fee = await w.trip(operator, { action: "take-fee" });
  expect(fee.body.done).toMatch(/lien de paiement/);
  expect(w.chargesOf(reference)).toEqual([]);
  const due = w.of("payment-due", reference);
  expect(due).toHaveLength(1);
  expect(w.text(due[0]!)).toContain("Votre banque demande que vous confirmiez vous-même ce paiement");
  expect(w.of("payment-due-copy", reference)).toHaveLength(1);

  w.stripe.webhooks.hold();
  const token = w.link(due[0]!, "/paiement");
  const checkout = await w.fn.payment.call(post("/api/payment", { token, action: "checkout" }));
  const { url } = (await checkout.json()) as { url: string };
  expect((await payOnHostedPage(url, "4000002500003155")).status).toBe(303);
  // Stripe's events come late, backwards, each twice.
  await w.stripe.webhooks.release({ order: "reversed", twice: true });
  await w.events();
  expect(w.chargesOf(reference)).toMatchObject([{ amount: 3500 }]);
  expect(w.of("receipt", reference)).toHaveLength(1);
  const note = await w.documentOf(w.of("receipt", reference)[0]!);
  expect(note.text).toContain("Frais d’absence : 100 % du prix convenu de 35 €");
  const view = await w.fn.payment.call(post("/api/payment", { token, action: "view" }));
  expect(((await view.json()) as { state: string }).state).toBe("paid");
  const again = await w.fn.payment.call(post("/api/payment", { token, action: "checkout" }));
  expect(again.status).toBe(409);
});

test("a prepaid booking: the fare taken on Stripe's page; cancelled in time, all of it refunded at once and said so; a refund from the trip page is bounded by what is held", async () => {
  const w = await world();
  const { reference, proof, manage, operator } = await w.booked({ paiement: "prepaid" });
  expect(w.text(proof)).toMatch(/Règlement\u00a0: Réglé en ligne le .* \(35\u00a0€\)/);
  expect(w.chargesOf(reference)).toMatchObject([{ amount: 3500 }]);
  const before = await w.trip(operator);
  expect(before.body.money).toMatchObject({ mode: "prepaid", held: 3500, offers: expect.arrayContaining(["refund"]) });
  // Asking back more than is held is refused, nothing done.
  const tooMuch = await w.trip(operator, { action: "refund", amount: 40 });
  expect(tooMuch.status).toBe(400);

  const cancelled = await w.fn.manage.call(post("/api/manage", { token: manage, action: "cancel", fee: 0 }));
  expect(cancelled.status).toBe(200);
  expect(w.refundsOf(reference)).toMatchObject([{ amount: 3500 }]);
  expect(w.text(w.of("cancellation", reference)[0]!)).toContain("Nous vous avons remboursé 35\u00a0€");
  expect(w.text(w.of("cancellation-copy", reference)[0]!)).toContain(
    "35\u00a0€ réglés en ligne lui ont été remboursés",
  );
  const after = await w.trip(operator);
  expect(after.body.money).toMatchObject({ held: 0 });
  expect(after.body.money.offers).not.toContain("refund");
  expect((await w.trip(operator, { action: "refund", amount: 5 })).status).toBe(409);
});

test("rides closed: by the operator with waiting and a stop (a company's invoice, numbered, paid), and on their own hours after the pickup by the hourly job, each charged once over two runs", async () => {
  const w = await world();
  const company = {
    societe: "Atelier Loire SAS",
    adresseSociete: "4 quai de la Fosse, 44000 Nantes",
    siren: "732829320",
    tvaIntra: "FR40732829320",
  };
  const pro = await w.booked({ paiement: "guarantee", ...company });
  const solo = await w.booked({
    paiement: "guarantee",
    typeDeplacementProfessionnel: false,
    email: "paul.morel@exemple.fr",
    prenom: "Paul",
    nom: "Morel",
  });

  // Before its pickup (06:15 in Nantes) a ride cannot be closed.
  at("2026-12-03T05:00:00Z");
  expect((await w.trip(pro.operator, { action: "end" })).status).toBe(409);
  at("2026-12-03T07:30:00Z");
  const invalid = await w.trip(pro.operator, { action: "end", waitingMinutes: 20, extra: 12 });
  expect(invalid.status).toBe(400);
  const closed = await w.trip(pro.operator, { action: "end", waitingMinutes: 20, extra: 12, label: "Arrêt à Vertou" });
  expect(closed.status).toBe(200);
  // 35 € + two quarter hours started of waiting + 12 €, taken once.
  const total = closed.body.money.end.total as number;
  expect(total).toBe(3500 + 2 * 1500 + 1200);
  expect(w.chargesOf(pro.reference)).toMatchObject([{ amount: total }]);
  const invoice = await w.documentOf(w.of("receipt", pro.reference)[0]!);
  expect(invoice.filename).toBe("facture-2026-0001.pdf");
  for (const mention of [
    "FACTURE",
    "N° 2026-0001",
    "Atelier Loire SAS",
    "4 quai de la Fosse, 44000 Nantes",
    "SIREN : 732 829 320",
    "FR40732829320",
    "Attente au-delà des 15 min offertes : 20 min, soit 2 quarts d’heure commencés à 15 €",
    "Arrêt à Vertou",
    "Facture acquittée le 03/12/2026",
    "TVA non applicable, art. 293 B du CGI",
    "40 €",
  ])
    expect(invoice.text).toContain(mention);

  // Four hours after its pickup the other ride ends on its own; a second run, and one at once, change nothing.
  at("2026-12-03T10:30:00Z");
  const runs = await Promise.all([
    w.fn.settle.call(cron("/api/settle-rides")),
    w.fn.settle.call(cron("/api/settle-rides")),
  ]);
  expect(runs.map((r) => r.status)).toEqual([200, 200]);
  expect((await w.fn.settle.call(cron("/api/settle-rides"))).status).toBe(200);
  expect(w.chargesOf(solo.reference)).toMatchObject([{ amount: 3500 }]);
  expect(w.chargesOf(pro.reference)).toHaveLength(1);
  expect(w.of("receipt", solo.reference)).toHaveLength(1);
  const note = await w.documentOf(w.of("receipt", solo.reference)[0]!);
  expect(note.text).toContain("Transport de personnes avec chauffeur (VTC)");
  expect(note.text).toContain("Paul Morel");
  expect((await w.trip(solo.operator)).body.money.end).toMatchObject({ by: "auto", total: 3500 });
});

test("twenty company rides ending at once, closed by two runs of the job at the same moment: twenty invoices numbered in order, none twice, no gap", async () => {
  const w = await world();
  const rides: string[] = [];
  for (let i = 0; i < 20; i++)
    rides.push(
      (
        await w.booked({
          paiement: "guarantee",
          prenom: `Client${String.fromCharCode(65 + i)}`,
          email: `client${i}@entreprise-${i}.fr`,
          societe: `Entreprise ${i} SARL`,
          adresseSociete: `${i + 1} rue de la Paix, 44000 Nantes`,
        })
      ).reference,
    );
  at("2026-12-03T10:30:00Z");
  const runs = await Promise.all([
    w.fn.settle.call(cron("/api/settle-rides")),
    w.fn.settle.call(cron("/api/settle-rides")),
  ]);
  const answers = (await Promise.all(runs.map((r) => r.json()))) as { ended: number; left: number }[];
  expect(answers.reduce((sum, a) => sum + a.ended, 0)).toBe(20);
  expect(answers.map((a) => a.left)).toEqual([0, 0]);
  const numbers = rides.map((reference) => {
    const invoices = w.of("receipt", reference);
    expect(invoices, reference).toHaveLength(1);
    return /facture-(2026-\d{4})\.pdf/.exec(invoices[0]!.attachments![0]!.filename)![1]!;
  });
  expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(4, "0")}`));
  for (const reference of rides) expect(w.chargesOf(reference)).toHaveLength(1);
  // The year's counter stands at twenty: the next invoice of the year is the twenty-first.
  expect(await ctx.redis.client.get("invoice:sequence:2026")).toBe("20");
});
