/**
 * Every fact about the business lives here, once. Pages, e-mails, legal texts and JSON-LD read it;
 * nobody retypes a phone number. Values marked TO_FILL are clearly fictitious placeholders the
 * operator must replace before going live (see README, "Before going live").
 */

export type Author = { id: string; name: string; role: string };

export const site = {
  brand: "VTC Premium Nantes",
  tagline: "Chauffeur privé à Nantes et en Loire-Atlantique",
  /** Phone numbers use the range ARCEP reserves for fiction (TO_FILL). */
  phone: { display: "02 61 91 44 20", e164: "+33261914420" },
  whatsapp: {
    e164: "+33639984420",
    message: "Bonjour, je souhaite réserver un chauffeur privé.",
  },
  email: {
    /** Public contact address and recipient of booking requests (TO_FILL). */
    contact: "contact@vtc-premium-nantes.fr",
    /** Sender of every e-mail; must be a verified SendGrid sender (TO_FILL). */
    from: "reservations@vtc-premium-nantes.fr",
    /** Address for GDPR requests. */
    privacy: "rgpd@vtc-premium-nantes.fr",
  },
  address: {
    street: "1 rue de la Fiction", // TO_FILL
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
    legalName: "Jean Exemple", // TO_FILL: name of the sole proprietor
    legalForm: "Entreprise individuelle (EI)",
    siren: "000 000 000", // TO_FILL
    siret: "000 000 000 00000", // TO_FILL
    vatNumber: "FR00 000000000", // TO_FILL
    nafCode: "4932Z",
    nafLabel: "Transports de voyageurs par taxis",
    vtcRegister: "EVTC000000000", // TO_FILL: registre des exploitants VTC
    publicationDirector: "Jean Exemple", // TO_FILL
    insurer: "Assureur à compléter", // TO_FILL: RC circulation and RC professionnelle
  },
  host: {
    name: "Vercel Inc.",
    address: "440 N Barranca Ave #4133, Covina, CA 91723, États-Unis",
    website: "https://vercel.com",
  },
  mediator: {
    name: "Médiateur à compléter", // TO_FILL: consumer mediator the business has joined
    website: "https://www.economie.gouv.fr/mediation-conso",
  },
  authors: [
    { id: "julien", name: "Julien Moreau", role: "Fondateur et chauffeur" },
    { id: "claire", name: "Claire Dubois", role: "Relation clientèle" },
  ] satisfies Author[],
  figures: {
    clients: "500+",
    trips: "5\u00a0000+",
    punctuality: "99\u00a0%",
    availability: "24/7",
    rating: { value: 5, count: 41 },
    loyalty: "98\u00a0%",
    years: 5,
  },
  vehicles: ["Tesla Model S", "Mercedes Classe E"],
  termsVersion: "1.0",
} as const;

export type Site = typeof site;

export function authorById(id: string): Author | undefined {
  return site.authors.find((a) => a.id === id);
}

export const telHref = `tel:${site.phone.e164}`;
export const whatsappHref = `https://wa.me/${site.whatsapp.e164.slice(1)}?text=${encodeURIComponent(site.whatsapp.message)}`;
