import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { containsLink } from "../../src/server/kernel/text-links";
import { bookingRequest, deps, memoryMailer, validBooking } from "../support/booking-fixtures";

/** Link forms that passed the first filter (a list of about 50 endings), as a mail client would show them. */
const LINKS = [
  "rb.gy/x7k2q",
  "shorturl.at/abcde",
  "bit.do/promo",
  "lnkd.in/gx8Kd",
  "paiement.company",
  "aide.support",
  "client.help",
  "ma.bank/login",
  "evil.at",
  "promo.icu",
  "facture.zip",
  "10.0.0.1/login",
  "https://evil.example",
  "www.evil-site.fr",
  "ｅｖｉｌ．ｃｏｍ/pay",
  "evil。com/pay",
  "пример.рф",
  "tel:+33612345678",
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  "payez@evil.fr",
  "Suivez shorturl.at/abcde pour payer 1,99 EUR",
];

/** Links written so that no link finder sees one, which a reader still follows (the third attack). */
const MASKED = [
  "evil[.]com",
  "evil(.)com",
  "evil{.}com/pay",
  "evil [.] com",
  "evil[dot]com",
  "evil (dot) fr",
  "evil(point)com",
  "evil dot com",
  "evil DOT example",
  "evil point com",
  "evil point fr/promo",
  "hxxps[:]//evil",
  "hxxp://evil",
  "h**ps://evil",
  "h__ps://evil",
  "hXXps[:]//evil[.]example/login",
  "ｈｘｘｐｓ［：］／／evil",
  "bd.de/promo",
  "m.dupont.fr",
];

/** Real addresses of the region: every place of the offline gazetteer, and what visitors and Google write. */
const gazetteer = JSON.parse(readFileSync("content/gazetteer.json", "utf8")) as {
  places: { name: string; secondary: string }[];
};
const ADDRESSES = [
  ...gazetteer.places.map((place) => `${place.name}, ${place.secondary}`),
  "12 bis rue Jean Jaurès, 44000 Nantes",
  "St-Nazaire",
  "St.Herblain, centre commercial Atlantis",
  "Av. de la République, 44600 Saint-Nazaire",
  "Rés. Les Pins, Bât. B, 3 allée des Cèdres, 44400 Rezé",
  "Z.A. de la Fleuriaye, 44470 Carquefou",
  "C.H.U. de Nantes, 1 place Alexis-Ricordeau",
  "Terminal 1, Aéroport Nantes-Atlantique",
  "Hôtel Radisson Blu, 6 place Aristide Briand, 44000 Nantes",
  "Gare de Nantes, Nantes, France",
  "Rue du Général Buat, Nantes, France",
  "Stade de la Beaujoire – Louis Fonteneau, Route de Saint-Joseph, 44300 Nantes",
  // Abbreviations glued to the next word, as people type them: « .de » and « .dupont » are top-level domains.
  "12 Bd.de la Prairie au Duc, 44200 Nantes",
  "Rte.de Vannes, 44800 Saint-Herblain",
  "3 Ch.de la Garenne, 44470 Carquefou",
  "Chez M.Dupont, 5 rue Kervégan, 44000 Nantes",
  "St.Herblain",
  "Av.de la Libération, 44400 Rezé",
  "Pl.du Commerce, 44000 Nantes",
  "Imp.des Lilas, 44980 Sainte-Luce-sur-Loire",
  "Rés.Les Pins, Bât.B, 44400 Rezé",
  "Mme.Martin, 2 All.des Cèdres, Orvault",
  // French words a masked dot must not be read in.
  "Gare de Nantes, sortie sud, point taxi",
  "Gare SNCF, point de rencontre",
  "Aéroport Nantes Atlantique, point info",
  "Rond-point de Paris, 44000 Nantes",
  // Street numbers of metric numbering and business addresses: numbers, never phones.
  "3617 route de Vannes, 44800 Saint-Herblain",
  "1250 route de la Chapelle, 44240 Sucé-sur-Erdre",
  "CS 70001, 44000 Nantes Cedex 1",
  "Hôtel 118, 118 rue de Coulmiers, 44000 Nantes",
];

const FIELDS = ["prenom", "nom", "lieuDepart", "lieuArrivee"] as const;

async function book(overrides: Record<string, unknown>, locale: "fr" | "en" = "fr") {
  const mailer = memoryMailer();
  const response = await handleBooking(bookingRequest(validBooking({ ...overrides, locale })), deps({ mailer }));
  return { status: response.status, body: (await response.json()) as { errors?: Record<string, string> }, mailer };
}

test("the link forms that passed the first filter, and masked links, are refused in names and both addresses, in French and in English", async () => {
  expect(LINKS).toHaveLength(22);
  expect(MASKED).toHaveLength(19);
  for (const link of [...LINKS, ...MASKED]) {
    for (const field of FIELDS) {
      const fr = await book({ [field]: field.startsWith("lieu") ? `12 rue X, ${link}` : link });
      expect(fr.status, `${field}: ${link}`).toBe(400);
      expect(fr.body.errors?.[field], `${field}: ${link}`).toMatch(/ne peut contenir ni lien ni adresse e-mail\.$/);
      expect(fr.mailer.sent, `${field}: ${link}`).toEqual([]);
    }
    const en = await book({ nom: link }, "en");
    expect(en.body.errors?.nom, link).toBe("A name cannot contain a link or an e-mail address.");
  }
  // The flight or train field cannot carry one either.
  const flight = await book({ numeroVolTrain: "bit.ly/x" });
  expect(flight.status).toBe(400);
  expect(flight.body.errors?.numeroVolTrain).toBe("Un numéro de vol ou de train ne peut pas contenir de lien.");
});

test("real addresses of the region pass, in both address fields, abbreviations glued to their word included", async () => {
  expect(ADDRESSES.length).toBeGreaterThanOrEqual(60);
  for (const address of ADDRESSES) {
    expect(containsLink(address), address).toBe(false);
    const sent = await book({ lieuDepart: address, lieuArrivee: address });
    expect(sent.status, address).toBe(200);
  }
  for (const name of [
    "Jean-Paul",
    "Marie-Claire",
    "O'Neill",
    "N'Diaye",
    "Lê",
    "Müller",
    "José María",
    "M.Dupont",
    "J.-P.",
  ])
    expect((await book({ prenom: name })).status, name).toBe(200);
});

test("control and bidirectional characters are refused in one-line fields; free text keeps its line breaks", async () => {
  const hidden = {
    NUL: "\u0000",
    ESC: "\u001b",
    VT: "\u000b",
    NEL: "\u0085",
    RLO: "\u202e",
    LRI: "\u2066",
    "zero-width space": "\u200b",
    "zero-width joiner": "\u200d",
    BOM: "\ufeff",
  };
  for (const [what, char] of Object.entries(hidden)) {
    for (const field of [...FIELDS, "numeroVolTrain"] as const) {
      const value = field === "numeroVolTrain" ? `AF${char}1234` : `Lemaire${char}Nantes rue`;
      const sent = await book({ [field]: value });
      expect(sent.status, `${what} in ${field}`).toBe(400);
      expect(sent.body.errors?.[field], `${what} in ${field}`).toBe(
        "Ce champ contient des caractères invisibles ou de contrôle\u00a0: retapez-le.",
      );
    }
    expect((await book({ informationsSupplementaires: `Deux${char} valises` })).status, what).toBe(400);
  }
  expect((await book({ informationsSupplementaires: "Deux valises.\r\nUn siège bébé.\tMerci" })).status).toBe(200);
  // Compatibility forms are folded before any check: a fullwidth name is stored as plain letters.
  const mailer = memoryMailer();
  await handleBooking(bookingRequest(validBooking({ nom: "Ｌｅｍａｉｒｅ" })), deps({ mailer }));
  expect(mailer.sent[0]!.text).toContain("Lemaire");
});
