import { expect, test } from "vitest";
import { bookingValidationText } from "../../src/lib/booking/booking-validation.text";
import { numberChecks } from "../../src/lib/booking/text-checks";
import type { MailMessage } from "../../src/server/mail";
import { handleBooking } from "../../src/server/request/handler";
import { bookingRequest, deps, memoryMailer, settled, validBooking } from "../support/booking-fixtures";

/** Numbers that cost the caller: premium-rate and shared-cost (08 1x, 08 2x, 08 9x), 3BPQ short codes, 118 XYZ. */
const SURCHARGED_PHONES = [
  "08 99 12 34 56",
  "0899123456",
  "08.92.12.34.56",
  "08 10 12 34 56",
  "08-21-12-34-56",
  "+33 8 99 12 34 56",
  "+33 (0)8 99 12 34 56",
  "0033 8 99 12 34 56",
  "0033 (0)8 25 12 34 56",
  "3617",
  "36 17",
  "3900",
  "118 712",
  "118218",
  "+33 118 712",
];

/** The same numbers hidden in what the acknowledgement repeats to whoever owns the address typed. */
const IN_NAMES = [
  "Rappelez le 08 99 12 34 56",
  "Gagnant 0899123456",
  "Gagnant 3617",
  "Gagnant 118 712",
  "Gagnant +33 8 99 12 34 56",
];
const IN_ADDRESSES = [
  "Rappelez le 08 99 12 34 56",
  "Gagnant ! Appelez le 3617",
  "Tél. : 3617",
  "Composez le 36 17",
  "Call me on 3615",
  "118 712 renseignements",
  "08-99-12-34-56, Nantes",
  "0 8 9 9 1 2 3 4 5 6",
  "+33 899 123 456",
  "12 rue Crébillon, appelez-moi au 3617",
];
const IN_FLIGHT = ["0899123456", "3617", "118712", "08 99 12 34 56"];

async function book(overrides: Record<string, unknown>, locale: "fr" | "en" = "fr") {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  const response = await handleBooking(bookingRequest(validBooking({ ...overrides, locale })), d);
  await settled(d);
  const body = (await response.json()) as { errors?: Record<string, string>; reference?: string };
  return { status: response.status, body, mailer };
}

test("the customer's phone refuses surcharged, short and directory numbers, in both languages, with why", async () => {
  for (const phone of SURCHARGED_PHONES) {
    for (const locale of ["fr", "en"] as const) {
      const { status, body, mailer } = await book({ telephone: phone }, locale);
      expect(status, `${locale}: ${phone}`).toBe(400);
      expect(body.errors?.telephone, `${locale}: ${phone}`).toBe(numberChecks(locale).phone.error);
      expect(mailer.sent).toEqual([]);
    }
  }
  expect(numberChecks("fr").phone.error).toBe(
    "Les numéros surtaxés (08\u00a01x, 08\u00a02x, 08\u00a09x), les numéros courts (3xxx) et les renseignements (118\u00a0xxx) ne sont pas acceptés\u00a0: indiquez un numéro de mobile ou de fixe.",
  );
  expect(numberChecks("en").phone.error).toBe(
    "Premium-rate numbers (08 1x, 08 2x, 08 9x), short numbers (3xxx) and directory enquiries (118 xxx) are not accepted: please give a mobile or landline number.",
  );
  // Mobiles, landlines, internet boxes, free numbers and foreign numbers still pass.
  for (const phone of [
    "06 12 34 56 78",
    "02 40 12 34 56",
    "09 72 12 34 56",
    "0800 12 34 56",
    "+33 6 12 34 56 78",
    "+44 7700 900123",
  ])
    expect((await book({ telephone: phone })).status, phone).toBe(200);
});

test("names, addresses and the flight number refuse a number to call; street numbers and postcodes pass", async () => {
  for (const locale of ["fr", "en"] as const) {
    const m = bookingValidationText[locale];
    const numbers = numberChecks(locale);
    for (const value of IN_NAMES) {
      for (const field of ["prenom", "nom"]) {
        const { status, body } = await book({ [field]: value }, locale);
        expect(status, `${field}: ${value}`).toBe(400);
        expect(body.errors?.[field], `${field}: ${value}`).toBe(numbers.name.error);
      }
    }
    for (const value of IN_ADDRESSES) {
      for (const field of ["lieuDepart", "lieuArrivee"]) {
        const { status, body } = await book({ [field]: value }, locale);
        expect(status, `${field}: ${value}`).toBe(400);
        expect(body.errors?.[field], `${field}: ${value}`).toBe(numbers.address.error);
      }
    }
    for (const value of IN_FLIGHT) {
      const { status, body } = await book({ numeroVolTrain: value }, locale);
      expect(status, value).toBe(400);
      expect(body.errors?.numeroVolTrain, value).toBe(m.flightFormat);
    }
  }
  for (const overrides of [
    { lieuDepart: "3617 route de Vannes, 44800 Saint-Herblain" },
    { lieuDepart: "1250 route de la Chapelle, 44240 Sucé-sur-Erdre" },
    { lieuArrivee: "Hôtel 118, 118 rue de Coulmiers, 44000 Nantes" },
    { lieuArrivee: "CS 70001, 44000 Nantes Cedex 1" },
    { lieuDepart: "Place du 8 Mai 1945, 44600 Saint-Nazaire" },
    { numeroVolTrain: "TGV 8812" },
    { numeroVolTrain: "TGV 3617" },
    { numeroVolTrain: "TER 858012" },
  ])
    expect((await book(overrides)).status, JSON.stringify(overrides)).toBe(200);
});

/** A message's text with the separators people put inside numbers taken out: « 08 99 12 » reads « 089912 ». */
const digitsRead = (message: MailMessage) =>
  `${message.subject}\n${message.text}\n${message.html}`.replace(/[\s.\-/()\u00a0\u202f]|&nbsp;/g, "");

test("whatever passes, the acknowledgement never repeats a surcharged number: it is read for each attempt", async () => {
  const attempts = [
    ...SURCHARGED_PHONES.map((telephone) => ({ telephone })),
    ...IN_NAMES.flatMap((value) => [{ prenom: value }, { nom: value }]),
    ...IN_ADDRESSES.flatMap((value) => [{ lieuDepart: value }, { lieuArrivee: value }]),
    ...IN_FLIGHT.map((numeroVolTrain) => ({ numeroVolTrain })),
  ];
  let acknowledgements = 0;
  for (const overrides of attempts) {
    const value = Object.values(overrides)[0]!;
    // The digits a reader would dial, without a trunk or country prefix: « 899123456 », « 3617 », « 118712 ».
    const dialled = value.replace(/\D/g, "").replace(/^(?:0033|33)?0?/, "");
    const { mailer, body } = await book(overrides);
    for (const message of mailer.sent.filter((m) => m.kind === "customer")) {
      acknowledgements++;
      const repeats = digitsRead(message)
        .replaceAll(body.reference ?? "", "")
        .includes(dialled);
      expect(repeats, `${JSON.stringify(overrides)} repeated in the acknowledgement`).toBe(false);
    }
  }
  // None of them got as far as an acknowledgement.
  expect(acknowledgements).toBe(0);

  // Near misses do, and read as they were typed: the street number stays an address, the phone a mobile.
  const { mailer } = await book({
    lieuDepart: "3617 route de Vannes, 44800 Saint-Herblain",
    numeroVolTrain: "TGV 3617",
    telephone: "06 12 34 56 78",
  });
  const customer = mailer.sent.find((m) => m.kind === "customer")!;
  expect(customer.text).toContain("Départ\u00a0: 3617 route de Vannes, 44800 Saint-Herblain");
  expect(customer.text).toContain("Téléphone\u00a0: 06 12 34 56 78");
  // The only number the letter tells its reader to call is the business's own.
  const calls = [...customer.text.matchAll(/(?:appelez|appeler|call)[^\d\n]{0,20}([\d ]{8,})/gi)].map((m) =>
    m[1]!.trim(),
  );
  expect(new Set(calls)).toEqual(new Set(["02 61 91 44 20"]));
});

/**
 * The same numbers with letters a reader takes for digits among them (O for 0, l and I for 1), or in full-width
 * and other scripts' digits: they reach whoever reads the letter as the numbers above.
 */
const CONFUSABLE = {
  phone: ["O8 99 12 34 56", "O899123456", "+33 O8 99 12 34 56", "08 99 I2 34 56", "36l7", "０８ ９９ １２ ３４ ５６"],
  name: ["Gagnant O899123456", "Gagnant O8 99 12 34 56", "Gagnant 36l7", "Gagnant ٠٨٩٩١٢٣٤٥٦"],
  address: [
    "Appelez le O8 99 12 34 56",
    "Rappelez le O899123456",
    "Tél. : O8 99 l2 34 56",
    "Appelez le ０８ ９９ １２ ３４ ５６",
    "Composez le 36l7",
    "Call me on 36I7",
    "l18 7l2 renseignements",
    "O8-99-12-34-56, Nantes",
  ],
  flight: ["O899123456", "O8 99 12 34 56", "36l7", "l18712"],
};

test("letters among digits and other digits are read as a reader dials them: a surcharged number so written is refused in every field that reaches a customer's e-mail", async () => {
  const numbers = numberChecks("fr");
  const m = bookingValidationText.fr;
  for (const phone of CONFUSABLE.phone) {
    const { status, body, mailer } = await book({ telephone: phone });
    expect(status, phone).toBe(400);
    expect(body.errors?.telephone, phone).toBe(numbers.phone.error);
    expect(mailer.sent).toEqual([]);
  }
  for (const value of CONFUSABLE.name)
    for (const field of ["prenom", "nom"]) {
      const { status, body } = await book({ [field]: value });
      expect(status, `${field}: ${value}`).toBe(400);
      expect(body.errors?.[field], `${field}: ${value}`).toBe(numbers.name.error);
    }
  for (const value of CONFUSABLE.address)
    for (const field of ["lieuDepart", "lieuArrivee"]) {
      const { status, body } = await book({ [field]: value });
      expect(status, `${field}: ${value}`).toBe(400);
      expect(body.errors?.[field], `${field}: ${value}`).toBe(numbers.address.error);
    }
  for (const value of CONFUSABLE.flight) {
    const { status, body } = await book({ numeroVolTrain: value });
    expect(status, value).toBe(400);
    expect(body.errors?.numeroVolTrain, value).toBe(m.flightFormat);
  }
  // A business trip's company and its address are printed on the invoice the customer is sent.
  const company = {
    typeDeplacementProfessionnel: true,
    societe: "Atelier Loire",
    adresseSociete: "4 quai de la Fosse",
  };
  for (const value of CONFUSABLE.address.slice(0, 3))
    for (const field of ["societe", "adresseSociete"]) {
      const { status, body } = await book({ ...company, [field]: value });
      expect(status, `${field}: ${value}`).toBe(400);
      expect(body.errors?.[field], `${field}: ${value}`).toBe(
        field === "societe" ? numbers.company.error : numbers.address.error,
      );
    }
});

test("letters beside digits in words stay letters: addresses, names and flights that only look so pass", async () => {
  for (const overrides of [
    { lieuDepart: "Hall 2, 12 rue Crébillon, 44000 Nantes" },
    { lieuDepart: "Bâtiment O, 3 allée des Lilas, 44300 Nantes" },
    { lieuArrivee: "Pôle 1O, Aéroport Nantes Atlantique" },
    { lieuArrivee: "Lot 118, ZI de la Lande, 44240 La Chapelle-sur-Erdre" },
    { nom: "Louis-Olivier" },
    { numeroVolTrain: "LO 281" },
    { numeroVolTrain: "IC 1234" },
    { numeroVolTrain: "OS 412" },
    { numeroVolTrain: "TGV 3617" },
    { telephone: "06 12 34 56 78" },
  ])
    expect((await book(overrides)).status, JSON.stringify(overrides)).toBe(200);
});
