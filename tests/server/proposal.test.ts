import { expect, test, vi } from "vitest";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { openToken, sealRequest } from "../../src/server/request/sealed-request";
import type { Mailer } from "../../src/server/mail";
import { handleExpireProposals } from "../../src/server/proposal/expiry";
import { openProposal, sealProposal } from "../../src/server/proposal/token";
import { err, ok } from "../../src/server/kernel/result";
import {
  bookAndGetToken,
  callConfirm,
  callProposal,
  confirmDeps,
  INBOX,
  proposalDeps,
  proposalTokens,
  sharedStores,
} from "../support/answer-fixtures";
import { memoryMailer, NOW } from "../support/booking-fixtures";

/**
 * A price the customer has not seen binds him only once he accepts it: the operator's confirmation above the
 * indicative fare (35 € here: Nantes to the airport) becomes a proposal, which the customer accepts or
 * declines once, before a deadline two hours before the pickup (03/12/2026 at 06:15, Paris).
 */

async function propose(price: string, overrides: Record<string, unknown> = {}) {
  const stores = sharedStores();
  const { token } = await bookAndGetToken(overrides);
  const operator = confirmDeps({}, stores);
  const answer = await callConfirm(operator, {
    token,
    action: "confirm",
    price,
  });
  return { stores, token, operator, answer };
}

test("at or below the fare the customer saw, the proof goes out at once, with its copy to the business", async () => {
  for (const price of ["35", "30"]) {
    const { operator, answer } = await propose(price);
    expect(answer.status).toBe(200);
    expect(answer.body.kind).toBe("confirmed");
    expect(operator.mailer.sent.map((m) => [m.kind, m.to])).toEqual([
      ["proof", "anne.lemaire@exemple.fr"],
      ["proof-copy", INBOX],
    ]);
  }
});

test("above it, the customer gets a proposal with its terms and two links, the business a copy; nothing is booked yet", async () => {
  const { operator, answer } = await propose("52,50");
  expect(answer.status).toBe(200);
  expect(answer.body.kind).toBe("proposed");
  expect(answer.body.proposal).toEqual({
    state: "awaiting",
    price: 52.5,
    deadline: "2026-12-03T03:15:00.000Z",
  });
  expect(operator.mailer.sent.map((m) => [m.kind, m.to])).toEqual([
    ["proposal", "anne.lemaire@exemple.fr"],
    ["proposal-copy", INBOX],
  ]);
  const [proposal, copy] = operator.mailer.sent;
  for (const mention of [
    "Votre proposition de prix",
    "un chauffeur est disponible pour votre course VPN-",
    "Prix proposé\u00a0: 52,50\u00a0€ TTC",
    "carburant, péages et stationnement compris",
    "Nous ne pouvons pas assurer cette course au tarif de 35\u00a0€ que vous aviez réservé",
    "Rien n’est réservé tant que vous ne l’avez pas accepté, et rien ne vous est dû si vous le refusez.",
    "Annuler, une fois acceptée\u00a0: Gratuite jusqu’au 02/12/2026 à 06:15\u00a0; 50\u00a0% du prix jusqu’au 03/12/2026 à 04:15\u00a0; 100\u00a0% ensuite.",
    "Vous pouvez l’accepter jusqu’au 03/12/2026 à 04:15",
    "Valable jusqu’au\u00a0: 03/12/2026 à 04:15",
    "Véhicules\u00a0: 1\u00a0voiture",
    "Attente\u00a0: 15\u00a0minutes d’attente offertes après l’heure convenue",
    "Annulation\u00a0: Annulation gratuite plus de 24\u00a0h avant la prise en charge",
    "Conditions générales de vente\u00a0: https://www.vtc-premium-nantes.fr/cgv",
    "Nos tarifs\u00a0: https://www.vtc-premium-nantes.fr/tarifs",
    "Voir et accepter 52,50\u00a0€\u00a0: http://localhost:3000/proposition#accept.v1.",
    "Refuser\u00a0: http://localhost:3000/proposition#decline.v1.",
  ])
    expect(proposal!.text).toContain(mention);
  expect(proposal!.html).toContain('lang="fr"');
  expect(proposal!.html).toMatch(
    /<a href="http:\/\/localhost:3000\/proposition#accept\.v1\.[\w-]+"[^>]*>Voir et accepter 52,50/,
  );
  expect(proposal!.attachments).toBeUndefined();
  expect(proposal!.text).not.toContain("Bon de réservation");
  expect(copy!.text).toContain("vous avez proposé 52,50\u00a0€ TTC à Anne Lemaire (anne.lemaire@exemple.fr)");
});

test("a « sur devis » trip always gets a proposal, whatever the price", async () => {
  const { operator, answer } = await propose("20", {
    lieuArrivee: "Gare de Saint-Nazaire, 44600 Saint-Nazaire",
  });
  expect(answer.body.kind).toBe("proposed");
  expect(operator.mailer.sent[0]!.text).toContain(
    "Votre trajet sort de notre grille tarifaire\u00a0: nous l’avons chiffré pour vous.",
  );
});

test("accepting: the business's copy of the proof first, then one proof with its .ics; a second press sends nothing", async () => {
  const { stores, operator } = await propose("52,50");
  const { accept, page } = proposalTokens(operator.mailer.sent[0]!);
  expect(page).toBe("/proposition");
  const customer = proposalDeps(stores);

  const view = await callProposal(customer, { token: accept, action: "view" });
  expect(view.status).toBe(200);
  expect(view.body.state).toBe("proposed");
  expect(view.body.proposal).toMatchObject({
    price: 52.5,
    estimate: 35,
    firstName: "Anne",
    deadline: "2026-12-03T03:15:00.000Z",
  });
  expect(JSON.stringify(view.body)).not.toContain("lemaire@");

  const accepted = await callProposal(customer, {
    token: accept,
    action: "accept",
  });
  expect(accepted.status).toBe(200);
  expect(accepted.body.state).toBe("accepted");
  expect(customer.mailer.sent.map((m) => [m.kind, m.to])).toEqual([
    ["proof-copy", INBOX],
    ["proof", "anne.lemaire@exemple.fr"],
  ]);
  const [copy, proof] = customer.mailer.sent;
  expect(copy!.text).toContain("Anne Lemaire a accepté votre proposition le 22/11/2026 à 13:00");
  for (const mention of [
    "Prix\u00a0: 52,50\u00a0€ TTC",
    "Prix accepté le\u00a0: 22/11/2026 à 13:00",
    "Réservation confirmée le\u00a0: 22/11/2026 à 13:00",
    "Attente\u00a0: 15\u00a0minutes",
  ])
    expect(proof!.text).toContain(mention);
  expect(proof!.attachments![0]!.content).toContain("Prix TTC\u00a0: 52\\,50\u00a0€");
  expect(proof!.attachments![0]!.content).toContain("DTSTART:20261203T051500Z\r\n");

  for (const action of ["accept", "decline"]) {
    const again = await callProposal(customer, { token: accept, action });
    expect(again.status).toBe(409);
    expect(again.body.state).toBe("accepted");
  }
  expect(customer.mailer.sent).toHaveLength(2);

  // The operator's page now says it was accepted, and when.
  const status = await callConfirm(operator, {
    token: operatorToken(operator),
    action: "view",
  });
  expect(status.body.proposal).toMatchObject({
    state: "accepted",
    at: "2026-11-22T12:00:00.000Z",
  });
  expect(status.body.answered.message).toMatch(
    /^Proposition de 52,50\u00a0€ TTC envoyée le 22\/11\/2026 à 12:00\. Anne Lemaire l’a acceptée le 22\/11\/2026 à 13:00\u00a0: la réservation est ferme/,
  );
});

/** The operator's token of the request a test proposed, from the proposal's own sealed request. */
function operatorToken(operator: ReturnType<typeof confirmDeps>): string {
  const { accept } = proposalTokens(operator.mailer.sent.find((m) => m.kind === "proposal")!);
  const opened = openProposal(accept, LOCAL_LINK_SECRET, NOW.getTime());
  if (!opened.ok) throw new Error("the proposal should open");
  return sealRequest(opened.value.proposal.request, LOCAL_LINK_SECRET);
}

test("declining tells the business; nothing is booked and the link then says so", async () => {
  const { stores, operator } = await propose("60");
  const { decline } = proposalTokens(operator.mailer.sent[0]!);
  const customer = proposalDeps(stores);
  const declined = await callProposal(customer, {
    token: decline,
    action: "decline",
  });
  expect(declined.status).toBe(200);
  expect(declined.body.state).toBe("declined");
  expect(customer.mailer.sent.map((m) => [m.kind, m.to])).toEqual([["proposal-declined", INBOX]]);
  expect(customer.mailer.sent[0]!.subject).toMatch(/^Proposition refusée – VPN-/);
  expect(customer.mailer.sent[0]!.text).toContain("a refusé votre proposition de 60\u00a0€ TTC");
  expect((await callProposal(customer, { token: decline, action: "accept" })).status).toBe(409);
  const view = await callConfirm(operator, {
    token: operatorToken(operator),
    action: "view",
  });
  expect(view.body.proposal.state).toBe("declined");
});

test("one kind of token never opens as the other", async () => {
  const { operator, token } = await propose("60");
  const { accept } = proposalTokens(operator.mailer.sent[0]!);
  const stores = sharedStores();
  // The operator's link given to the customer's function, and the customer's to the operator's.
  const asProposal = await callProposal(proposalDeps(stores), {
    token,
    action: "accept",
  });
  expect(asProposal.status).toBe(400);
  expect(asProposal.body.invalid).toBe(true);
  const asConfirmation = await callConfirm(confirmDeps({}, stores), {
    token: accept,
    action: "confirm",
    price: 1,
  });
  expect(asConfirmation.status).toBe(400);
  expect(openToken(accept, LOCAL_LINK_SECRET, NOW.getTime()).ok).toBe(false);
  const opened = openToken(token, LOCAL_LINK_SECRET, NOW.getTime());
  if (!opened.ok) throw new Error("the operator's link should open");
  expect(openProposal(token, LOCAL_LINK_SECRET, NOW.getTime()).ok).toBe(false);
  // Sealed for a proposal with another secret: refused too.
  const forged = sealProposal(
    {
      request: opened.value,
      price: 1,
      proposedAt: NOW.toISOString(),
      expiresAt: Date.now() * 2,
    },
    "another secret, thirty-two characters or more",
  );
  expect(
    (
      await callProposal(proposalDeps(stores), {
        token: forged,
        action: "accept",
      })
    ).status,
  ).toBe(400);
});

test("after its deadline a proposal cannot be accepted; the expiry job tells the operator once; his page says expired", async () => {
  const { stores, operator } = await propose("60");
  const { accept } = proposalTokens(operator.mailer.sent[0]!);
  const late = new Date("2026-12-03T03:15:01Z");
  const customer = proposalDeps(stores, { now: () => late });
  const refused = await callProposal(customer, {
    token: accept,
    action: "accept",
  });
  expect(refused.status).toBe(410);
  expect(refused.body.error).toBe(
    "Cette proposition a expiré le 03/12/2026 à 04:15\u00a0: la course n’est pas réservée et rien ne vous est facturé. Pour réserver, appelez-nous au 02 61 91 44 20.",
  );
  expect(customer.mailer.sent).toHaveLength(0);

  const job = {
    bookings: stores.bookings,
    index: stores.proposalIndex,
    openRequests: stores.openRequests,
    stores: stores.trips,
    siteOrigin: "https://www.vtc-premium-nantes.fr",
    mailer: memoryMailer(),
    secret: LOCAL_LINK_SECRET,
    cronSecret: "a cron secret, long enough",
    inbox: INBOX,
    now: () => late,
  };
  const run = (auth?: string) =>
    handleExpireProposals(
      new Request("http://localhost:3000/api/expire-proposals", {
        headers: auth ? { authorization: auth } : {},
      }),
      job,
    );
  expect((await run()).status).toBe(401);
  expect((await run("Bearer wrong")).status).toBe(401);
  const first = await run("Bearer a cron secret, long enough");
  expect(await first.json()).toEqual({ checked: 1, expired: 1 });
  expect(await (await run("Bearer a cron secret, long enough")).json()).toEqual({ checked: 0, expired: 0 });
  // Both sides are told, once: the customer that nothing is booked, the business that its proposal lapsed.
  expect(job.mailer.sent.map((m) => [m.kind, m.to])).toEqual([
    ["lapsed", "anne.lemaire@exemple.fr"],
    ["proposal-expired", INBOX],
  ]);
  expect(job.mailer.sent[0]!.text).toContain("ne pouvait plus être acceptée après son échéance");
  expect(job.mailer.sent[1]!.text).toContain(
    "n’a pas accepté votre proposition de 60\u00a0€ TTC avant le 03/12/2026 à 04:15",
  );

  const view = await callProposal(customer, { token: accept, action: "view" });
  expect(view.body.state).toBe("expired");
  const operatorView = await callConfirm(confirmDeps({ now: () => late }, stores), {
    token: operatorToken(operator),
    action: "view",
  });
  expect(operatorView.body.proposal.state).toBe("expired");
  expect(operatorView.body.answered.message).toContain(
    "Elle a expiré le 03/12/2026 à 04:15 sans réponse\u00a0: la course n’est pas réservée.",
  );
});

test("the expiry job leaves answered and unexpired proposals alone, and waits for one being answered", async () => {
  const { stores, operator } = await propose("60");
  const { accept } = proposalTokens(operator.mailer.sent[0]!);
  const job = {
    bookings: stores.bookings,
    index: stores.proposalIndex,
    openRequests: stores.openRequests,
    stores: stores.trips,
    siteOrigin: "https://www.vtc-premium-nantes.fr",
    mailer: memoryMailer(),
    secret: LOCAL_LINK_SECRET,
    cronSecret: null,
    inbox: INBOX,
    now: () => new Date("2026-12-01T00:00:00Z"),
  };
  const run = async () =>
    (await handleExpireProposals(new Request("http://localhost/api/expire-proposals"), job)).json();
  expect(await run()).toEqual({ checked: 0, expired: 0 });
  await callProposal(proposalDeps(stores), { token: accept, action: "accept" });
  job.now = () => new Date("2026-12-04T00:00:00Z");
  expect(await run()).toEqual({ checked: 0, expired: 0 });
  expect(job.mailer.sent).toHaveLength(0);
});

test("a refused business e-mail records nothing: the customer may try again, and it is then sent once", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const { stores, operator } = await propose("60");
  const { accept } = proposalTokens(operator.mailer.sent[0]!);
  let fail = true;
  const sent: string[] = [];
  const flaky: Mailer = {
    name: "flaky",
    async send(message) {
      if (fail)
        return err({
          provider: "flaky",
          status: 500,
          reason: "down",
          uncertain: false,
        });
      sent.push(message.kind);
      return ok({});
    },
  };
  const customer = proposalDeps(stores, {
    mailer: flaky as ReturnType<typeof memoryMailer>,
  });
  const first = await callProposal(customer, {
    token: accept,
    action: "accept",
  });
  expect(first.status).toBe(502);
  expect(first.body.error).toMatch(/rien n’a été enregistré et ce lien reste valable/);
  expect((await callProposal(customer, { token: accept, action: "view" })).body.state).toBe("proposed");
  fail = false;
  expect((await callProposal(customer, { token: accept, action: "accept" })).status).toBe(200);
  expect(sent).toEqual(["proof-copy", "proof"]);
  expect(error.mock.calls.some(([line]) => String(line).includes("NOT SENT"))).toBe(true);
});

test("the customer's proof failing after the business knows: the booking stands and the page says so", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const { stores, operator } = await propose("60");
  const { accept } = proposalTokens(operator.mailer.sent[0]!);
  const mailer: Mailer = {
    name: "half",
    async send(message) {
      return message.kind === "proof"
        ? err({
            provider: "half",
            status: 500,
            reason: "down",
            uncertain: false,
          })
        : ok({});
    },
  };
  const customer = proposalDeps(stores, {
    mailer: mailer as ReturnType<typeof memoryMailer>,
  });
  const answer = await callProposal(customer, {
    token: accept,
    action: "accept",
  });
  expect(answer.status).toBe(200);
  expect(answer.body.state).toBe("accepted");
  expect(answer.body.warning).toMatch(/^Votre réservation est confirmée et nous en sommes informés/);
  expect(error.mock.calls.some(([line]) => String(line).includes("proof to the customer NOT SENT"))).toBe(true);
});

test("a pickup already past gets neither a proof nor a proposal; too close for a proposal, the operator is told to call", async () => {
  const { token } = await bookAndGetToken();
  const after = confirmDeps({ now: () => new Date("2026-12-03T05:15:00Z") });
  const past = await callConfirm(after, {
    token,
    action: "confirm",
    price: "30",
  });
  expect(past.status).toBe(409);
  expect(past.body.error).toMatch(/^La prise en charge était prévue le 03\/12\/2026 à 06:15\u00a0: elle est passée/);
  expect(after.mailer.sent).toHaveLength(0);

  // 02:50 UTC: 25 minutes before the proposal's deadline, less than the 30 it needs.
  const close = confirmDeps({ now: () => new Date("2026-12-03T02:50:00Z") });
  const view = await callConfirm(close, { token, action: "view" });
  expect(view.body).toMatchObject({
    pickupPassed: false,
    proposalDeadline: null,
  });
  const proposal = await callConfirm(close, {
    token,
    action: "confirm",
    price: "60",
  });
  expect(proposal.status).toBe(409);
  expect(proposal.body.tooLate).toBe(true);
  expect(close.mailer.sent).toHaveLength(0);
  // The booking at the fare bound its customer only if confirmed within the reply promised: past it, no proof leaves.
  const lapsed = await callConfirm(close, { token, action: "confirm", price: "35" });
  expect(lapsed.status).toBe(409);
  expect(lapsed.body.error).toMatch(/^Le délai de réponse promis \(2\u00a0heures\) est passé/);
  expect(close.mailer.sent).toHaveLength(0);
});

test("an English request: proposal, proof and refusal in English, linked to the English terms, the phone in international form", async () => {
  const { stores, operator } = await propose("52.50", { locale: "en" });
  const proposal = operator.mailer.sent[0]!;
  expect(proposal.subject).toMatch(/^Price proposal for your trip VPN-\d{6}-\w{4} – VTC Premium Nantes$/);
  expect(proposal.html).toContain('lang="en"');
  for (const mention of [
    "Proposed price: €52.50 incl. VAT",
    "fuel, tolls and parking included",
    "We cannot drive you at the fare of €35 you booked at: here is our price.",
    "You can accept it until 03/12/2026 at 04:15 (Paris time)",
    "Waiting: 15\u00a0minutes of waiting included after the agreed time",
    "Terms of sale: https://www.vtc-premium-nantes.fr/en/terms",
    "Our fares: https://www.vtc-premium-nantes.fr/en/fares",
    "Review and accept €52.50: http://localhost:3000/en/proposal#accept.v1.",
    "call +33 2 61 91 44 20",
  ])
    expect(proposal.text).toContain(mention);
  expect(proposal.text).not.toMatch(/\b02 61 91 44 20\b/);
  expect(operator.mailer.sent[1]!.text).toContain(", en anglais)");

  const { accept, page } = proposalTokens(proposal);
  expect(page).toBe("/en/proposal");
  const customer = proposalDeps(stores);
  const late = await callProposal(proposalDeps(stores, { now: () => new Date("2026-12-04T00:00:00Z") }), {
    token: accept,
    action: "accept",
  });
  expect(late.body.error).toBe(
    "This proposal expired on 03/12/2026 at 04:15 (Paris time): the trip is not booked and nothing is charged. To book, please call us on +33 2 61 91 44 20.",
  );
  await callProposal(customer, { token: accept, action: "accept" });
  const proof = customer.mailer.sent.find((m) => m.kind === "proof")!;
  expect(proof.subject).toMatch(/^Booking confirmation VPN-/);
  for (const mention of [
    "Hello Anne, your booking is confirmed.",
    "Price: €52.50 incl. VAT",
    "Pickup place: 12 rue Crébillon, 44000 Nantes",
    "VTC register number: [Numéro d’inscription au registre VTC à compléter]",
    "Terms of sale: https://www.vtc-premium-nantes.fr/en/terms",
    "Phone: +33 2 61 91 44 20",
  ])
    expect(proof.text).toContain(mention);
  expect(proof.text).not.toContain("Bon de réservation");
  // The business's copy stays French.
  expect(customer.mailer.sent.find((m) => m.kind === "proof-copy")!.text).toContain(
    "Envoyé en anglais, avec le lien vers les CGV en anglais",
  );

  const refusal = await (async () => {
    const { token } = await bookAndGetToken({ locale: "en" });
    const d = confirmDeps();
    await callConfirm(d, { token, action: "decline" });
    return d.mailer.sent;
  })();
  expect(refusal.map((m) => m.kind)).toEqual(["refusal", "refusal-copy"]);
  expect(refusal[0]!.text).toContain("No chauffeur available for your request");
  expect(refusal[0]!.text).toContain("please call us on +33 2 61 91 44 20");
  expect(refusal[0]!.text).toContain("https://www.vtc-premium-nantes.fr/en/terms");
  expect(refusal[1]!.text).toContain("un refus courtois (en anglais)");
});

test("hostile requests to the customer's function get a documented status and a JSON body, and send nothing", async () => {
  const { stores, operator } = await propose("60");
  const { accept } = proposalTokens(operator.mailer.sent[0]!);
  const customer = proposalDeps(stores);
  const statuses = new Set<number>();
  for (const body of [
    null,
    [],
    "text",
    {},
    { token: accept },
    { token: accept, action: "delete" },
    { token: accept, action: ["accept"] },
    { token: { $ne: null }, action: "accept" },
    { token: "x".repeat(5000), action: "view" },
    { token: "v1.<script>alert(1)</script>", action: "accept" },
  ]) {
    const answer = await callProposal(customer, body);
    statuses.add(answer.status);
    expect(typeof answer.body.error, JSON.stringify(body).slice(0, 60)).toBe("string");
  }
  const { handleProposal } = await import("../../src/server/proposal/reply");
  for (const request of [
    new Request("http://localhost:3000/api/proposal", { method: "GET" }),
    new Request("http://localhost:3000/api/proposal", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{}",
    }),
    new Request("http://localhost:3000/api/proposal", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example",
      },
      body: JSON.stringify({ token: accept, action: "accept" }),
    }),
  ])
    statuses.add((await handleProposal(request, customer)).status);
  expect([...statuses].sort()).toEqual([400, 403, 405, 415]);
  expect(customer.mailer.sent).toHaveLength(0);
  // An English page's request is answered in English before the token is read.
  const english = await callProposal(customer, { token: "v1.nope", action: "view" }, { "content-language": "en" });
  expect(english.body.error).toMatch(/^This link is not valid/);
});
