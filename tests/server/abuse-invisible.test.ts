import { expect, test } from "vitest";
import { fieldErrors, makeBookingSchema } from "../../src/lib/booking/schema";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { containsLink } from "../../src/server/kernel/text-links";
import { handleBooking } from "../../src/server/request/handler";
import { bookingRequest, deps, memoryMailer, NOW, validBooking } from "../support/booking-fixtures";

/**
 * Every code point the runtime's own Unicode data gives the property Default_Ignorable_Code_Point or the
 * General_Category Format, found by walking all of them (surrogates have neither): the list the schema must
 * refuse, generated here rather than copied from a table that a new Unicode version would outdate.
 */
function invisibleCodePoints(): number[] {
  const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;
  const format = /^\p{Cf}$/u;
  const found: number[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    const char = String.fromCodePoint(cp);
    if (ignorable.test(char) || format.test(char)) found.push(cp);
  }
  return found;
}

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** What the third attack found passing every one-line field, and what the first list already refused. */
const FOUND = [
  ...range(0xe0000, 0xe007f), // tag characters
  0x034f, // combining grapheme joiner
  ...range(0xfe00, 0xfe0f), // variation selectors
  ...range(0xe0100, 0xe01ef), // variation selectors supplement
  0x180e, // Mongolian vowel separator
  ...range(0x206a, 0x206f), // deprecated format characters
  ...range(0xfff9, 0xfffb), // interlinear annotation
  ...range(0x1d173, 0x1d17a), // musical formatting
];
const FIRST_LIST = [0x00ad, 0x061c, ...range(0x200b, 0x200f), ...range(0x202a, 0x202e), 0x2060, 0xfeff];

const INVISIBLE_FR = "Ce champ contient des caractères invisibles ou de contrôle\u00a0: retapez-le.";
const INVISIBLE_EN = "This field contains invisible or control characters: please type it again.";

/** Where each code point goes: a name, both addresses, a short link, the flight number and the notes. */
const carrying = (c: string) => ({
  prenom: `Ga${c}gnant`,
  nom: `bit.l${c}y/x`,
  lieuDepart: `12 ru${c}e Crébillon, 44000 Nantes`,
  lieuArrivee: `Suivez bit.l${c}y/x`,
  numeroVolTrain: `AF${c}1234`,
  informationsSupplementaires: `Deux valises.\nMerci bit.l${c}y/x`,
});

test("the list comes from the runtime's Unicode data and holds every code point the attacks used", () => {
  const list = invisibleCodePoints();
  const listed = new Set(list);
  // Node 24 carries Unicode 16 or later: four thousand and more, E0000–E0FFF alone being 4,096.
  expect(Number(process.versions.unicode?.split(".")[0])).toBeGreaterThanOrEqual(16);
  expect(list.length).toBeGreaterThan(4_100);
  for (const cp of [...FOUND, ...FIRST_LIST]) expect(listed.has(cp), hex(cp)).toBe(true);
  // Nothing a name or an address is written with: letters, digits, spaces, punctuation, combining accents.
  for (const char of "Aaé9 -’,.'\u00a0\u0301ßŒ") expect(listed.has(char.codePointAt(0)!), char).toBe(false);
});

test("every such code point is refused in names, addresses, short links, the flight number and the notes: the schema", () => {
  const list = invisibleCodePoints();
  const schemas = {
    fr: makeBookingSchema(() => NOW, "fr", containsLink),
    en: makeBookingSchema(() => NOW, "en", containsLink),
  };
  for (const [index, cp] of list.entries()) {
    const locale = index % 2 ? "en" : "fr";
    const parsed = schemas[locale].safeParse(validBooking(carrying(String.fromCodePoint(cp))));
    expect(parsed.success, hex(cp)).toBe(false);
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const message = locale === "en" ? INVISIBLE_EN : INVISIBLE_FR;
    // The invisible message comes first, before the link check could name a link it no longer sees.
    for (const field of Object.keys(carrying("")))
      expect(errors[field as keyof typeof errors], `${hex(cp)} in ${field}`).toBe(message);
  }
});

test("every such code point is refused by /api/booking's handler, in both languages, and nothing is sent", async () => {
  const list = invisibleCodePoints();
  const mailer = memoryMailer();
  // One client sending them all: its rate limit set above the count, as every request is counted.
  const d = deps({ mailer }, memoryLimiter({ requests: 10_000, windowMs: 60_000 }));
  const refused = { fr: 0, en: 0 };
  for (const [index, cp] of list.entries()) {
    const locale = index % 2 ? "en" : "fr";
    const response = await handleBooking(
      bookingRequest(validBooking({ ...carrying(String.fromCodePoint(cp)), locale })),
      d,
    );
    expect(response.status, hex(cp)).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    const message = locale === "en" ? INVISIBLE_EN : INVISIBLE_FR;
    for (const field of ["prenom", "nom", "lieuDepart", "lieuArrivee"])
      expect(errors[field], `${hex(cp)} in ${field}`).toBe(message);
    refused[locale]++;
  }
  expect(mailer.sent).toEqual([]);
  expect(refused.fr + refused.en).toBe(list.length);
  console.log(`invisible code points refused (Unicode ${process.versions.unicode}): ${list.length}`);
  // Hundreds of requests one after the other: what a test may take on a machine whose cores are busy elsewhere.
}, 180_000);

test("the link finder reads past them too: « bit.l?y/x » is a link once what shows nothing is gone", () => {
  for (const cp of [0xe0079, 0x034f, 0xfe0f, 0xe0100, 0x180e, 0x206b, 0xfffa, 0x1d175, 0x200b])
    expect(containsLink(`Bonjour Gagnant bit.l${String.fromCodePoint(cp)}y/x`), hex(cp)).toBe(true);
  expect(containsLink("Bonjour Gagnant")).toBe(false);
});

test("free text keeps its line breaks and tabs, and whatever a person types: accents, apostrophes, emoji without joiners", async () => {
  for (const notes of ["Deux valises.\r\nUn siège bébé.\tMerci", "Arrivée à l’aéroport, vol AF1234 ✈", "Merci 👍"]) {
    const response = await handleBooking(bookingRequest(validBooking({ informationsSupplementaires: notes })), deps());
    expect(response.status, notes).toBe(200);
  }
});
