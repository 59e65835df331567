import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { headingFallbackFaces, headingFallbackFamilies } from "../../src/lib/heading-font";

test("each fallback serif is resized to Playfair Display's width and given its ascent and descent", () => {
  expect(headingFallbackFamilies).toEqual([
    "Playfair Display Fallback: Times New Roman",
    "Playfair Display Fallback: Georgia",
    "Playfair Display Fallback: Noto Serif",
  ]);
  const faces = headingFallbackFaces.split("@font-face").filter(Boolean);
  expect(faces).toHaveLength(3);
  for (const face of faces) {
    expect(face).toMatch(/size-adjust: \d+(\.\d+)?%/);
    expect(face).toMatch(/ascent-override: \d+(\.\d+)?%/);
    expect(face).toMatch(/descent-override: \d+(\.\d+)?%/);
  }
  // Linux and ChromeOS have Times New Roman's metric twins, not Times New Roman.
  expect(faces[0]).toContain("local('Liberation Serif')");
  expect(faces[0]).toContain("local('Tinos')");
  expect(headingFallbackFaces).not.toContain("\n");
});

test("headings ask for Playfair Display, then the resized fallbacks, then plain system serifs", () => {
  const css = readFileSync("src/styles/app.css", "utf8");
  const stack = /--font-display:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ");
  const families = stack?.split(",").map((f) => f.trim().replace(/^"|"$/g, ""));
  expect(families?.slice(0, 4)).toEqual(["Playfair Display", ...headingFallbackFamilies]);
  expect(families?.at(-1)).toBe("serif");
});
