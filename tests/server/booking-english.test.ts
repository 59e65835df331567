import { expect, test } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { bookingRequest, deps, memoryMailer, settled, validBooking } from "../support/booking-fixtures";

/** A request from the English pages says `locale: "en"`: the API answers in English, the customer's acknowledgement is English. */

test("field errors and the answer are in English for locale en, in French without a locale", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  const english = await handleBooking(
    bookingRequest(
      validBooking({
        locale: "en",
        email: "anne@",
        prenom: "",
        consentementRgpd: false,
        datePriseEnCharge: "2026-11-01",
      }),
    ),
    d,
  );
  expect(english.status).toBe(400);
  expect(await english.json()).toEqual({
    error: "Some fields need correcting.",
    errors: {
      prenom: "Please enter your first name.",
      email: "Invalid e-mail address (for example name@example.com)",
      datePriseEnCharge: "The date cannot be in the past.",
      consentementRgpd: "Please tick this box so that we can use your request to answer it.",
    },
  });
  const french = await handleBooking(bookingRequest(validBooking({ prenom: "" })), d);
  expect(await french.json()).toEqual({
    error: "Certains champs sont à corriger.",
    errors: { prenom: "Indiquez votre prénom." },
  });
  expect(mailer.sent).toEqual([]);
});

test("answers given before the body is read follow the Content-Language header", async () => {
  const d = deps();
  const broken = await handleBooking(bookingRequest("{not json", { "content-language": "en" }), d);
  expect(await broken.json()).toEqual({ error: "Unreadable request." });
  const wrongMethod = await handleBooking(
    new Request("http://localhost/api/booking", { headers: { "content-language": "en-GB" } }),
    d,
  );
  expect(await wrongMethod.json()).toEqual({ error: "Method not allowed." });
  const honeypot = await handleBooking(bookingRequest(validBooking({ locale: "en", website: "x" })), d);
  expect(await honeypot.json()).toEqual({ error: "Request refused." });
});

test("an unknown locale is French; the locale is part of the request, so the same booking in another language is another request", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  const odd = await handleBooking(bookingRequest(validBooking({ locale: "de", prenom: "" })), d);
  expect(((await odd.json()) as { error: string }).error).toBe("Certains champs sont à corriger.");
  const key = { "idempotency-key": "same-key-for-both-1234" };
  expect((await handleBooking(bookingRequest(validBooking({ locale: "fr" }), key), d)).status).toBe(200);
  const changed = await handleBooking(bookingRequest(validBooking({ locale: "en" }), key), d);
  expect(changed.status).toBe(422);
  expect(((await changed.json()) as { error: string }).error).toBe(
    "This request reuses the identifier of a different request. Please reload the page and send it again.",
  );
});

test("an English request: English acknowledgement with the booking-proof mentions, French business e-mail flagged English-speaking", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  const response = await handleBooking(
    bookingRequest(validBooking({ locale: "en", informationsSupplementaires: "Visit evil.example now" })),
    d,
  );
  expect(response.status).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  await settled(d);
  const [business, customer] = mailer.sent;
  expect(business!.kind).toBe("business");
  expect(business!.text).toContain("Client anglophone\u00a0: les e-mails partent en anglais.");
  expect(business!.text).toContain("Demande de devis");
  expect(business!.text).toContain("Professionnel");
  expect(business!.subject).toMatch(/^Demande de devis /);

  expect(customer!.kind).toBe("customer");
  expect(customer!.subject).toBe(`Your quote request ${reference} – VTC Premium Nantes`);
  expect(customer!.html).toContain('<html lang="en">');
  for (const text of [customer!.text, customer!.html]) {
    expect(text).toContain("It commits you to nothing: we will reply by e-mail within 2 hours, with a price.");
    for (const mention of [
      "Operator",
      "VTC register number",
      "Terms of sale",
      "https://www.vtc-premium-nantes.fr/en/terms",
      "+33 2 61 91 44 20",
      "SIREN",
      "Anne Lemaire",
      "06 12 34 56 78",
      "Sent on",
      "22/11/2026 at 11:00",
      "Pickup date",
      "03/12/2026",
      "06:15",
      "12 rue Crébillon, 44000 Nantes",
      "Business",
    ]) {
      expect(text, mention).toContain(mention);
    }
    expect(text).not.toContain("evil.example");
    expect(text).not.toMatch(/Bonjour|Votre trajet|Registre VTC|\b02 61 91 44 20/);
  }
});
