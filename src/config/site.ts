import { findPlaceholders, fictionE164, fictionPhone, provisional, toFill } from "./placeholders.js";

/**
 * Every fact about the business lives here, once (what an editor writes, such as reviews, article authors
 * and the figures the client stated, lives in content/). Pages, e-mails, legal texts and JSON-LD read it;
 * nobody retypes a phone number. What is not known yet is a placeholder (./placeholders.ts): `toFill`
 * renders a visible blank, `fictionPhone` and `provisional` keep a usable value until it is confirmed.
 * `unfilledPlaceholders()` lists them and a production build refuses to start while any is left: replace
 * each helper call by the real value.
 */

/** Where the business is registered, in the words that follow "immatriculée au". */
export const registeredAt = {
  /** Registered at the registre du commerce et des sociétés: the town of the greffe, e.g. rcs("Nantes"). */
  rcs: (town: string) => `registre du commerce et des sociétés (RCS) de ${town}`,
  /**
   * Registered only at the registre national des entreprises (the répertoire des métiers was merged into
   * it on 1 January 2023). Copy what the registration extract says: a commercial activity is usually
   * registered at the RCS as well.
   */
  rne: () => "registre national des entreprises (RNE)",
};

const legalName = toFill("Nom et prénom de l’entrepreneur");

export const site = {
  brand: "VTC Premium Nantes",
  tagline: "Chauffeur privé à Nantes et en Loire-Atlantique",
  phone: fictionPhone("Téléphone de l’entreprise", "02 61 91 44 20"),
  whatsapp: provisional(
    { e164: fictionE164("06 39 98 44 20"), message: "Bonjour, je souhaite réserver un chauffeur privé." },
    { e164: "Numéro WhatsApp" },
  ),
  /** Usable addresses on the site's domain, provisional until each mailbox exists and is checked. */
  email: provisional(
    {
      /** Public contact address and recipient of booking requests. */
      contact: "contact@vtc-premium-nantes.fr",
      /** Sender of every e-mail; must be a verified SendGrid sender. */
      from: "reservations@vtc-premium-nantes.fr",
      /** Address for GDPR requests. */
      privacy: "rgpd@vtc-premium-nantes.fr",
    },
    {
      contact: "E-mail de contact (boîte à créer et vérifier)",
      from: "E-mail d’expédition (expéditeur SendGrid vérifié)",
      privacy: "E-mail des demandes RGPD (boîte à créer et vérifier)",
    },
  ),
  address: {
    /** With the real street, check the postal code and town below as well. */
    street: toFill("Adresse du siège (numéro et rue)"),
    postalCode: "44000",
    locality: "Nantes",
    region: "Loire-Atlantique",
    country: "FR",
  },
  /** Central Nantes point used for the 50 km service area (place Royale). */
  geo: { latitude: 47.2138, longitude: -1.5594 },
  serviceRadiusMeters: 50000,
  priceRange: "€€€",
  company: {
    /** The sole proprietor's name, as registered; pages add "EI" after it. */
    legalName,
    legalForm: "Entreprise individuelle (EI)",
    siren: toFill("SIREN"),
    siret: toFill("SIRET du siège"),
    /** Under the VAT franchise (franchise en base), replace by "TVA non applicable, art. 293 B du CGI". */
    vatNumber: toFill("Numéro de TVA intracommunautaire"),
    /** registeredAt.rcs("Nantes") or registeredAt.rne(). */
    registration: toFill("Registre d’immatriculation (RCS ou RNE)"),
    nafCode: "4932Z",
    nafLabel: "Transports de voyageurs par taxis",
    /** Number in the registre des exploitants de voitures de transport avec chauffeur. */
    vtcRegister: toFill("Numéro d’inscription au registre VTC"),
    /** For a sole proprietorship, the entrepreneur. */
    publicationDirector: legalName,
  },
  /** Shown on the legal notice and in the terms of sale: who insures what, under which policy, where. */
  insurance: {
    professional: {
      label: "Responsabilité civile professionnelle",
      insurer: toFill("Assureur de la RC professionnelle"),
      policy: toFill("Numéro de contrat de la RC professionnelle"),
      coverage: toFill("Couverture géographique de la RC professionnelle"),
    },
    vehicle: {
      label: "Assurance des véhicules (responsabilité civile circulation et tous risques)",
      insurer: toFill("Assureur des véhicules"),
      policy: toFill("Numéro de contrat des véhicules"),
      coverage: toFill("Couverture géographique de l’assurance des véhicules"),
    },
  },
  /** The host, as LCEN art. 6 requires: name, address and phone number. */
  host: {
    name: "Vercel Inc.",
    address: "440 N Barranca Ave #4133, Covina, CA 91723, États-Unis",
    phone: { display: "+1 559 288 7060", e164: "+15592887060" },
    website: "https://vercel.com",
  },
  /**
   * The consumer mediator the business has joined (Code de la consommation, art. L612-1 and L616-1): only
   * a mediator whose scheme the business has signed up to may be named here.
   */
  mediator: {
    name: toFill("Nom du médiateur de la consommation"),
    address: toFill("Adresse postale du médiateur"),
    website: toFill("Site web du médiateur"),
  },
  /** The chauffeur's mobile, the number the reminder gives for the day of the trip (a late flight, a meeting point). */
  driverPhone: fictionPhone("Téléphone du chauffeur (portable, le jour de la course)", "06 39 98 44 21"),
  /**
   * Where a customer leaves a review: the business's Google review link (its profile, « Demander des avis »). `null`
   * decides that no review request is ever sent. Left empty, none is sent either, and a production build refuses
   * until one or the other is written (docs/decisions/110-trips.md, 150-the-contract.md).
   */
  reviewUrl: "" as string | null,
  vehicles: ["Tesla Model S", "Mercedes Classe E"],
  termsVersion: "1.0",
} as const;

export type Site = typeof site;

/** Every placeholder still in the identity (or in `config`), by name: empty when the site can go live. */
export function unfilledPlaceholders(config: unknown = site): string[] {
  return findPlaceholders(config);
}

export const telHref = `tel:${site.phone.e164}`;

/**
 * "+33261914420" → "+33 2 61 91 44 20": a French number as someone abroad dials it. Other countries' numbers
 * are returned in E.164 as they are.
 */
export function internationalPhone(e164: string): string {
  const french = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return french ? `+33 ${french.slice(1).join(" ")}` : e164;
}

/** How each language prints a number of ours: national in French, international in English. */
const phoneFormats = {
  fr: (phone: { display: string }) => phone.display,
  en: (phone: { e164: string }) => internationalPhone(phone.e164),
};

/** A number of ours (the office's, the chauffeur's) as a page or an e-mail in `locale` prints it. */
export function phoneText(phone: { display: string; e164: string }, locale: "fr" | "en" = "fr"): string {
  return phoneFormats[locale](phone);
}

/** Our number as a page or an e-mail in `locale` prints it. */
export function phoneDisplay(locale: "fr" | "en" = "fr"): string {
  return phoneText(site.phone, locale);
}
export const whatsappHref = `https://wa.me/${site.whatsapp.e164.slice(1)}?text=${encodeURIComponent(site.whatsapp.message)}`;
/** The WhatsApp shortcut on English pages: the same number, the message in English. */
export const whatsappHrefEn = `https://wa.me/${site.whatsapp.e164.slice(1)}?text=${encodeURIComponent("Hello, I would like to book a private driver.")}`;
