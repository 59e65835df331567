import { expect, test } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { bookingValidationText } from "../../src/lib/booking/booking-validation.text";
import { sendgridMailer } from "../../src/server/mail/sendgrid";
import { bookingRequest, deps, memoryMailer, settled, validBooking } from "../support/booking-fixtures";
import { startStub } from "../support/stub-server";

const { addressLink: ADDRESS_LINK_MESSAGE, nameLink: NAME_LINK_MESSAGE } = bookingValidationText.fr;

const PHISHING = "Votre compte est suspendu. Confirmez sur https://evil.example/login";

async function errorsFor(overrides: Record<string, unknown>) {
  const mailer = memoryMailer();
  const response = await handleBooking(bookingRequest(validBooking(overrides)), deps({ mailer }));
  expect(mailer.sent).toHaveLength(0);
  return {
    status: response.status,
    errors: ((await response.json()) as { errors?: Record<string, string> }).errors ?? {},
  };
}

test("names and addresses holding a link or an e-mail address are refused with a French message", async () => {
  for (const [field, value, message] of [
    ["prenom", "Anne https://evil.example", NAME_LINK_MESSAGE],
    ["nom", "www.evil.example", NAME_LINK_MESSAGE],
    ["nom", "Lemaire contact@evil.example", NAME_LINK_MESSAGE],
    ["prenom", "bit.ly/promo", NAME_LINK_MESSAGE],
    ["lieuDepart", "Confirmez sur evil.example/login", ADDRESS_LINK_MESSAGE],
    ["lieuArrivee", "hxxp://x.y ou support@banque.fr", ADDRESS_LINK_MESSAGE],
  ] as const) {
    const { status, errors } = await errorsFor({ [field]: value });
    expect(status, `${field}: ${value}`).toBe(400);
    expect(errors[field]).toBe(message);
  }
});

test("real names and addresses still pass, abbreviations included", async () => {
  for (const overrides of [
    { nom: "Le Goff-Dupont", prenom: "Jean-Noël" },
    { nom: "O’Neill", prenom: "J.-P." },
    { lieuDepart: "Bd. de la Prairie au Duc, Nantes" },
    { lieuDepart: "Hôtel de ville, St.Herblain" },
    { lieuArrivee: "Gare de Nantes – accès Sud" },
  ]) {
    const mailer = memoryMailer();
    const response = await handleBooking(bookingRequest(validBooking(overrides)), deps({ mailer }));
    expect(response.status, JSON.stringify(overrides)).toBe(200);
  }
});

test("the e-mail field takes a bare address only: no display name, brackets, quotes or lists", async () => {
  for (const email of [
    "Service-Client-Banque<victim@evil.com>",
    '"Banque" <victim@evil.com>',
    "victim@evil.com, other@evil.com",
    "victim@evil.com (Banque)",
    "<victim@evil.com>",
    "victim@evil.com\r\nBcc: a@b.fr",
  ]) {
    const { status, errors } = await errorsFor({ email });
    expect(status, email).toBe(400);
    expect(errors.email).toMatch(/^Format d'email invalide/);
  }
  const { status } = await handleBooking(
    bookingRequest(validBooking({ email: "anne.o'neil+vtc@sous.domaine-exemple.fr" })),
    deps(),
  ).then((r) => ({ status: r.status }));
  expect(status).toBe(200);
});

test("the acknowledgement says the details were received without echoing them; the business gets them all", async () => {
  const stub = await startStub([{ status: 202 }]);
  try {
    const d = deps({ mailer: sendgridMailer({ apiKey: "SG.k", baseUrl: stub.url }) });
    const response = await handleBooking(bookingRequest(validBooking({ informationsSupplementaires: PHISHING })), d);
    expect(response.status).toBe(200);
    await settled(d);
    const [business, customer] = stub.requests.map(
      (r) => JSON.parse(r.body) as { content: { value: string }[]; custom_args: { kind: string } },
    );
    expect(business!.custom_args.kind).toBe("business");
    expect(business!.content.map((c) => c.value).join()).toContain("Confirmez sur https://evil.example/login");
    expect(customer!.custom_args.kind).toBe("customer");
    for (const part of customer!.content) {
      expect(part.value).not.toContain("evil.example");
      expect(part.value).not.toContain("suspendu");
      expect(part.value).toContain("reçues, elles suivent votre course");
      // The booking-proof mentions stay.
      expect(part.value).toContain("N° d’inscription au registre VTC");
      expect(part.value).toContain("SIREN");
      expect(part.value).toContain("06 12 34 56 78");
    }
  } finally {
    await stub.close();
  }
});
