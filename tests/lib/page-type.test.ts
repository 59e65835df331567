import { expect, test } from "vitest";
import { pageType } from "~/lib/page-type";

test("page types group the site's paths in both languages; unknown paths are 'other'", () => {
  expect(pageType("/")).toBe("home");
  expect(pageType("/en")).toBe("home");
  expect(pageType("/demande-devis")).toBe("quote");
  expect(pageType("/en/quote/")).toBe("quote");
  expect(pageType("/chauffeur-prive-reze")).toBe("commune");
  expect(pageType("/blog")).toBe("blog");
  expect(pageType("/blog/aeroport-nantes-atlantique-optimiser-transferts")).toBe("article");
  expect(pageType("/en/privacy")).toBe("legal");
  expect(pageType("/tarifs")).toBe("fares");
  expect(pageType("/page-inconnue")).toBe("other");
});
