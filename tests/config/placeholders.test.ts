import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import {
  fictionE164,
  fictionPhone,
  findPlaceholders,
  isPlaceholder,
  provisional,
  toFill,
} from "../../src/config/placeholders";
import { site, telHref, unfilledPlaceholders, whatsappHref } from "../../src/config/site";
import { getLegalPage } from "../../src/content/legal.server";
import { contentPlaceholders } from "../../src/content/placeholders.server";
import { PRODUCTION_KEYS } from "../../src/server/kernel/env";

const EXPECTED = [
  "Téléphone de l’entreprise",
  "Numéro WhatsApp",
  "E-mail de contact (boîte à créer et vérifier)",
  "E-mail d’expédition (expéditeur SendGrid vérifié)",
  "E-mail des demandes RGPD (boîte à créer et vérifier)",
  "Adresse du siège (numéro et rue)",
  "Nom et prénom de l’entrepreneur",
  "SIREN",
  "SIRET du siège",
  "Numéro de TVA intracommunautaire",
  "Registre d’immatriculation (RCS ou RNE)",
  "Numéro d’inscription au registre VTC",
  "Assureur de la RC professionnelle",
  "Numéro de contrat de la RC professionnelle",
  "Couverture géographique de la RC professionnelle",
  "Assureur des véhicules",
  "Numéro de contrat des véhicules",
  "Couverture géographique de l’assurance des véhicules",
  "Nom du médiateur de la consommation",
  "Adresse postale du médiateur",
  "Site web du médiateur",
  "Téléphone du chauffeur (portable, le jour de la course)",
];

test("the list names every placeholder of the identity, once, in declaration order", () => {
  expect(unfilledPlaceholders()).toEqual(EXPECTED);
});

test("an unknown value renders as a visible blank, never as a plausible value", () => {
  expect(site.company.siren).toBe("[SIREN à compléter]");
  expect(site.company.legalName).toBe("[Nom et prénom de l’entrepreneur à compléter]");
  expect(site.mediator.name).toBe("[Nom du médiateur de la consommation à compléter]");
  expect(site.address.street).toBe("[Adresse du siège (numéro et rue) à compléter]");
  for (const value of [
    site.company.siren,
    site.company.siret,
    site.company.vtcRegister,
    site.insurance.vehicle.policy,
  ]) {
    expect(isPlaceholder(value)).toBe(true);
  }
  expect(isPlaceholder(site.brand)).toBe(false);
});

test("placeholder phone numbers stay dialable, in the ranges ARCEP keeps for fiction", () => {
  expect(site.phone).toEqual({ display: "02 61 91 44 20", e164: "+33261914420" });
  expect(telHref).toBe("tel:+33261914420");
  expect(whatsappHref).toMatch(/^https:\/\/wa\.me\/33639984420\?text=/);
  expect(() => fictionPhone("Téléphone", "02 40 12 34 56")).toThrow(/not in a range reserved for fiction/);
  expect(() => fictionE164("06 12 34 56 78")).toThrow(/not in a range reserved for fiction/);
});

test("a filled-in identity has no placeholder left", () => {
  const filled = {
    ...site,
    phone: { display: "02 40 12 34 56", e164: "+33240123456" },
    whatsapp: { e164: "+33612345678", message: site.whatsapp.message },
    email: {
      contact: "contact@vtc-premium-nantes.fr",
      from: "reservations@vtc-premium-nantes.fr",
      privacy: "rgpd@vtc-premium-nantes.fr",
    },
    address: { ...site.address, street: "12 quai de la Fosse" },
    company: {
      ...site.company,
      legalName: "Camille Martin",
      siren: "912 345 678",
      siret: "912 345 678 00014",
      vatNumber: "FR12 912345678",
      registration: "registre du commerce et des sociétés (RCS) de Nantes",
      vtcRegister: "EVTC044230001",
      publicationDirector: "Camille Martin",
    },
    insurance: {
      professional: {
        label: site.insurance.professional.label,
        insurer: "Mutuelle A",
        policy: "RCP-1234",
        coverage: "France métropolitaine",
      },
      vehicle: {
        label: site.insurance.vehicle.label,
        insurer: "Mutuelle B",
        policy: "FLT-5678",
        coverage: "Union européenne",
      },
    },
    mediator: {
      name: "Médiateur B",
      address: "1 rue du Médiateur, 75001 Paris",
      website: "https://mediateur.example.org",
    },
    driverPhone: { display: "06 98 76 54 32", e164: "+33698765432" },
  };
  expect(unfilledPlaceholders(filled)).toEqual([]);
});

test("a placeholder is found wherever it hides, and a fiction number left anywhere is named by its path", () => {
  const config = {
    nested: [{ value: toFill("Nom du gérant") }],
    marked: provisional({ mail: "a@b.fr", other: "x" }, { mail: "E-mail provisoire" }),
    contact: { phone: "02 61 91 00 00", mobile: "+33639980000" },
  };
  expect(findPlaceholders(config)).toEqual([
    "Nom du gérant",
    "E-mail provisoire",
    "Numéro fictif (contact.phone)",
    "Numéro fictif (contact.mobile)",
  ]);
});

test("the legal pages show the blanks and the new identity fields", async () => {
  const mentions = (await getLegalPage("mentions-legales")).html;
  for (const text of [
    "[SIREN à compléter]",
    "[Registre d’immatriculation (RCS ou RNE) à compléter]",
    "[Adresse postale du médiateur à compléter]",
  ]) {
    expect(mentions).toContain(text);
  }
  // The host's phone (LCEN), dialable, on one line.
  expect(mentions).toContain('<a href="tel:+15592887060">+1\u00a0559\u00a0288\u00a07060</a>');
  const cgv = (await getLegalPage("cgv")).html;
  expect(cgv).toContain("jusqu’à 12\u00a0mois à l’avance");
  expect(cgv).toContain("assureur [Assureur de la RC professionnelle à compléter]");
  expect(cgv).not.toMatch(/auprès de [AEIOUY]/);
  // A placeholder web address stays text: no link to a relative "[...]" path.
  expect(cgv).not.toContain('href="[');
});

const tempDir = mkdtempSync(path.join(tmpdir(), "vtc-build-check-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

test("a production build stops before any image work, naming every missing key and every placeholder", () => {
  const env: Record<string, string | undefined> = { ...process.env, VERCEL_ENV: "production" };
  for (const key of [...Object.values(PRODUCTION_KEYS).flat(), "GOOGLE_PLACE_ID"]) delete env[key];
  // Run from an empty folder: were the check ever to let the build through, it would find nothing to
  // build there rather than overwrite the shared build/ folder.
  const root = path.resolve(import.meta.dirname, "../..");
  const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/build.ts")], {
    cwd: tempDir,
    env,
    encoding: "utf8",
    timeout: 20_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(1);
  expect(output).toContain("SENDGRID_API_KEY");
  for (const name of unfilledPlaceholders()) expect(output).toContain(name);
  // Reviews and authors nobody supplied: each named, with its file.
  const blanks = contentPlaceholders();
  expect(blanks).toEqual(
    expect.arrayContaining([
      "content/testimonials.json: Nom du client de l’avis 1",
      "content/authors.json: Nom de l’auteur des articles",
    ]),
  );
  for (const name of blanks) expect(output).toContain(`- ${name}`);
  expect(output).toMatch(/\d+ reviews or authors are still blanks in content\//);
  // Figures without the operator's evidence, each named; and the Google place whose rating the pages show.
  expect(output).toMatch(/5 figures have no evidence in content\/figures\.json/);
  for (const figure of [
    "clients (500+)",
    "trips (5\u00a0000+)",
    "punctuality (99\u00a0%)",
    "loyalty (98\u00a0%)",
    "years (5)",
  ])
    expect(output).toContain(`    - ${figure}: evidence (what proves it) is a blank`);
  expect(output).toContain("GOOGLE_PLACE_ID is not set");
  expect(output).not.toContain("images:");
});

test("reviews and authors, once the operator has written them, leave no blank for the production build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vtc-content-"));
  try {
    const reviews = JSON.parse(readFileSync("content/testimonials.json", "utf8"));
    writeFileSync(
      path.join(dir, "testimonials.json"),
      JSON.stringify({
        ...reviews,
        notice: {
          collected: "par e-mail après chaque course",
          checked: "chaque avis correspond à une course réservée",
        },
        reviews: [
          {
            name: "Marie L.",
            content: "Très bien.",
            service: "Transfert aéroport",
            rating: 5,
            date: "2026-10-02",
            tripDate: "2026-09-28",
            pages: ["home"],
          },
        ],
      }),
    );
    writeFileSync(
      path.join(dir, "authors.json"),
      JSON.stringify({ authors: [{ id: "redaction", name: "L’équipe VTC Premium Nantes", role: "" }] }),
    );
    expect(contentPlaceholders(dir)).toEqual([]);
    writeFileSync(
      path.join(dir, "authors.json"),
      JSON.stringify({ authors: [{ id: "a", name: "[Nom de l’auteur à compléter]", role: "" }] }),
    );
    expect(contentPlaceholders(dir)).toEqual(["content/authors.json: Nom de l’auteur"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
