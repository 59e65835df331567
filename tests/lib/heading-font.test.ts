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
    // Never painted blank, never swapped in late: a face not found in time is skipped for the page.
    expect(face).toMatch(/font-display: optional/);
  }
  // Linux and ChromeOS have Times New Roman's metric twins, not Times New Roman.
  expect(faces[0]).toContain("local('Liberation Serif')");
  expect(faces[0]).toContain("local('Tinos')");
  expect(headingFallbackFaces).not.toContain("\n");
});

test("headings ask for Playfair Display, then the resized fallbacks, then plain system serifs", () => {
  // The tokens live in tokens.css, which the site's stylesheet imports.
  const css = ["src/styles/app.css", "src/styles/tokens.css"].map((file) => readFileSync(file, "utf8")).join("\n");
  const declared = (name: string) =>
    new RegExp(`${name}:\\s*([^;]+);`)
      .exec(css)?.[1]
      ?.split(",")
      .map((f) => f.trim().replace(/^"|"$/g, ""));
  expect(declared("--font-display")).toEqual(["Playfair Display", "var(--font-display-fallback)"]);
  const fallback = declared("--font-display-fallback");
  expect(fallback?.slice(0, 3)).toEqual(headingFallbackFamilies);
  expect(fallback?.at(-1)).toBe("serif");
  // While the font is held back, headings and .font-display text use the fallbacks alone.
  expect(css).toMatch(/html\.font-later :is\(h1, h2, h3\) \{\s*font-family: var\(--font-display-fallback\);/);
  expect(css).toMatch(/html\.font-later \.font-display \{\s*font-family: var\(--font-display-fallback\);/);
});
