import { serviceArea, serviceAreaEn } from "~/config/service-area";
import { whatsappHref, whatsappHrefEn } from "~/config/site";
import { catalogue } from "~/lib/i18n";

/**
 * What every page says around its content, in the page's language: the header, the footer, the measurement banner,
 * the floating WhatsApp and phone shortcuts, the logo, the rating's words and the skip link.
 */
export const chromeText = catalogue({
  fr: {
    /** The name of this language, in itself: the language switch of a page in the other language shows it. */
    languageName: "Français",
    homeLabel: ", accueil",
    skipLink: "Aller au contenu",
    testBanner: "Site de test\u00a0: l’identité affichée est fictive, ne pas publier.",
    header: {
      main: "Navigation principale",
      mobile: "Menu mobile",
      call: "Appelez-nous, 24\u00a0h/24",
      book: "Réserver",
      bookLong: "Réserver un chauffeur",
      open: "Ouvrir le menu",
      close: "Fermer le menu",
    },
    footer: {
      about: `Chauffeur privé en Tesla Model S et Mercedes Classe E, ${serviceArea.regular}.`,
      area: serviceArea.label,
      hours: "24\u00a0h/24, 7\u00a0j/7",
      rights: "Tous droits réservés.",
      measurement: "Mesure d’audience",
    },
    cookies: {
      region: "Mesure d’audience",
      close: "Fermer et refuser",
      title: "Mesurer les visites et la vitesse du site\u00a0?",
      text: "Avec votre accord, Vercel, notre hébergeur, compte les pages vues et les prises de contact (demande, appel, WhatsApp) et mesure la vitesse d’affichage, sans cookie. L’empreinte technique de votre visite est effacée sous 24\u00a0h\u00a0; seuls des totaux anonymes restent.",
      policy: "Notre politique de confidentialité",
      policyHref: "/politique-confidentialite#mesure-daudience",
      decline: "Refuser",
      accept: "Accepter",
    },
    call: "Appeler le",
    whatsappHref,
    whatsappTooltip: "Écrivez-nous sur WhatsApp",
    whatsappLabel: "Réserver par WhatsApp (nouvelle fenêtre)",
    rated: (rating: number) => `Note\u00a0: ${String(rating).replace(".", ",")} sur 5`,
    reviews: (count: string) => `${count}\u00a0avis sur Google Maps`,
    ratedFrom: (value: string) => `${value}/5 sur `,
  },
  en: {
    languageName: "English",
    homeLabel: ", home",
    skipLink: "Skip to content",
    testBanner: "Test build: the identity on this site is placeholder, do not publish.",
    header: {
      main: "Main navigation",
      mobile: "Mobile menu",
      call: "Call us, 24/7",
      book: "Book",
      bookLong: "Book a chauffeur",
      open: "Open the menu",
      close: "Close the menu",
    },
    footer: {
      about: `Private chauffeur in a Tesla Model S or Mercedes E-Class, ${serviceAreaEn.regular}.`,
      area: serviceAreaEn.label,
      hours: "24/7, every day of the year",
      rights: "All rights reserved.",
      measurement: "Audience measurement",
    },
    cookies: {
      region: "Audience measurement",
      close: "Close and decline",
      title: "May we measure visits and page speed?",
      text: "With your consent, Vercel, our host, counts page views and contacts (request, call, WhatsApp) and measures how fast pages load, without cookies. The technical fingerprint of your visit is erased within 24 hours; only anonymous totals remain.",
      policy: "Our privacy policy",
      policyHref: "/en/privacy#audience-measurement",
      decline: "Decline",
      accept: "Accept",
    },
    call: "Call",
    whatsappHref: whatsappHrefEn,
    whatsappTooltip: "Message us on WhatsApp",
    whatsappLabel: "Book on WhatsApp (opens in a new window)",
    rated: (rating: number) => `Rated ${rating} out of 5`,
    reviews: (count: string) => `${count} review${count === "1" ? "" : "s"} on Google Maps`,
    ratedFrom: (value: string) => `Rated ${value}/5 from `,
  },
});
