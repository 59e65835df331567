import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { asLinksRead, isSurchargedNumber, numberChecks } from "../../src/lib/booking/text-checks";

test("the form's share of the checks parses in every browser the build targets: no lookbehind", () => {
  // Vite's default targets include Safari 16.0 to 16.3, which throw on a lookbehind: the form would not load.
  for (const file of ["src/lib/booking/schema.ts", "src/lib/booking/text-checks.ts", "src/lib/paris-time.ts"])
    expect(readFileSync(file, "utf8"), file).not.toMatch(/\(\?<[=!]/);
});

test("a surcharged number is recognised however it is spelled, and only then", () => {
  for (const phone of ["0899123456", "08 92 12 34 56", "+33899123456", "+33 (0)8 25 12 34 56", "0033810123456"])
    expect(isSurchargedNumber(phone), phone).toBe(true);
  for (const phone of ["3617", "3 6 1 7", "118712", "118 218", "+33 3900"])
    expect(isSurchargedNumber(phone), phone).toBe(true);
  for (const phone of [
    "0612345678",
    "0240123456",
    "0800123456",
    "0972123456",
    "+33612345678",
    "+447700900123",
    "36170",
  ])
    expect(isSurchargedNumber(phone), phone).toBe(false);
});

test("a number to call is found in an address only as one: full numbers, 118 XYZ, short numbers after a call word", () => {
  const { address, name } = numberChecks("fr");
  for (const text of [
    "Rappelez le 08 99 12 34 56",
    "0899123456",
    "+33 8 99 12 34 56",
    "118 712",
    "Tél. : 3617",
    "appelez-moi au 3617",
    "Call us on 3615",
    "SMS 3900",
  ])
    expect(address.holds(text), text).toBe(true);
  for (const text of [
    "3617 route de Vannes, 44800 Saint-Herblain",
    "12 bis rue Jean Jaurès, 44000 Nantes",
    "CS 70001, 44000 Nantes Cedex 1",
    "Hôtel 3617",
    "Rue de l’Appel du 18 Juin, 44000 Nantes",
    "Callac",
    "118 rue de Coulmiers",
  ])
    expect(address.holds(text), text).toBe(false);
  // A name holds no number at all worth four digits.
  expect(name.holds("Gagnant 3617")).toBe(true);
  expect(name.holds("Gagnant 36 17")).toBe(true);
  expect(name.holds("Louis 14")).toBe(false);
});

test("links are read as the form reads them: compatibility forms and other scripts' full stops folded", () => {
  expect(asLinksRead("ｅｖｉｌ．ｃｏｍ")).toBe("evil.com");
  expect(asLinksRead("evil。com")).toBe("evil.com");
});
