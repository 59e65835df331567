import { site } from "../../config/site.js";
import type { BookingLocale, BookingRequest } from "../../lib/booking/schema.js";
import { estimateFare, formatEuros } from "../../lib/fares.js";
import type { MailMessage } from "./types.js";

/** The booking e-mails' template parameters (the client's original EmailJS set), plus the reference and the flight or train number. */
export type TemplateParams = {
  reference: string;
  prenom: string;
  nom: string;
  from_email: string;
  phone: string;
  pickup_address: string;
  dropoff_address: string;
  travel_date: string;
  travel_time: string;
  passenger_count: string;
  travel_type: "Professionnel" | "Personnel";
  flight_or_train: string;
  comments: string;
  to_email: string;
  sent_date: string;
  sent_time: string;
  /** The language the customer wrote in: their acknowledgement is in it; the business e-mail stays French. */
  locale: BookingLocale;
  /** The indicative fare from the grid (content/fares.json), euros TTC; null when the trip is « sur devis ». */
  estimate: number | null;
};

/** The operator's two answers to a request (src/server/confirmation-links.ts), in the business e-mail. */
export type ConfirmationLinks = { confirm: string; decline: string };

const NBSP = "\u00a0";

export function templateParams(
  booking: BookingRequest,
  reference: string,
  toEmail: string,
  sentAt: Date,
): TemplateParams {
  const [year, month, day] = booking.datePriseEnCharge.split("-");
  const paris = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", ...options }).format(sentAt);
  return {
    reference,
    prenom: booking.prenom,
    nom: booking.nom,
    from_email: booking.email,
    phone: booking.telephone,
    pickup_address: booking.lieuDepart,
    dropoff_address: booking.lieuArrivee,
    travel_date: `${day}/${month}/${year}`,
    travel_time: booking.heurePriseEnCharge,
    passenger_count: booking.nombrePassagers,
    travel_type: booking.typeDeplacementProfessionnel ? "Professionnel" : "Personnel",
    flight_or_train: booking.numeroVolTrain ?? "",
    comments: booking.informationsSupplementaires ?? "",
    to_email: toEmail,
    sent_date: paris({ day: "2-digit", month: "2-digit", year: "numeric" }),
    sent_time: paris({ hour: "2-digit", minute: "2-digit" }),
    locale: booking.locale ?? "fr",
    estimate: estimateOf(booking),
  };
}

function estimateOf(booking: BookingRequest): number | null {
  const fare = estimateFare({
    from: booking.lieuDepart,
    to: booking.lieuArrivee,
    date: booking.datePriseEnCharge,
    time: booking.heurePriseEnCharge,
  });
  return fare.kind === "fare" ? fare.amount : null;
}

/** « 42 € TTC (indicatif) » or « sur devis »; in English « €42 incl. VAT (indicative) » or « on quote ». */
export function estimateText(estimate: number | null, locale: BookingLocale = "fr"): string {
  if (locale === "en") return estimate === null ? "on quote" : `${formatEuros(estimate, "en")} incl. VAT (indicative)`;
  return estimate === null ? "sur devis" : `${formatEuros(estimate)} TTC (indicatif)`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

export type Row = [label: string, value: string];

/**
 * The trip as both e-mails show it. The customer's copy never repeats the free text: an acknowledgement
 * must not carry words a stranger typed to someone else's address (docs/decisions/003-abuse-limits.md).
 */
function tripRows(p: TemplateParams, recipient: "business" | "customer"): Row[] {
  return [
    ["Date de prise en charge", p.travel_date],
    ["Heure", p.travel_time],
    ["Départ", p.pickup_address],
    ["Arrivée", p.dropoff_address],
    ["Passagers", p.passenger_count],
    ["Type de déplacement", p.travel_type],
    ...(p.flight_or_train ? ([["Vol ou train", p.flight_or_train]] as Row[]) : []),
    ["Tarif indicatif", estimateText(p.estimate)],
    recipient === "business"
      ? ["Informations", p.comments || "—"]
      : ["Vos précisions", p.comments ? "bien reçues, elles sont transmises à votre chauffeur" : "aucune"],
  ];
}

/** What every e-mail of ours is made of: a title, an introduction, sections of rows, a footer, a language. */
type LetterParts = [
  title: string,
  intro: string,
  sections: { heading: string; rows: Row[] }[],
  footer: string,
  lang?: BookingLocale,
];

export function htmlLayout(...[title, intro, sections, footer, lang = "fr"]: LetterParts): string {
  const table = (rows: Row[]) =>
    rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 12px 6px 0;color:#555c69;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#0e1116;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
      )
      .join("");
  const body = sections
    .map(
      (s) =>
        `<h2 style="font:600 16px Georgia,serif;color:#7a5b1e;margin:28px 0 8px">${escapeHtml(s.heading)}</h2><table role="presentation" style="border-collapse:collapse;font:14px/1.5 Arial,sans-serif">${table(s.rows)}</table>`,
    )
    .join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;background:#f7f3ec;padding:24px"><div style="max-width:600px;margin:0 auto;background:#fff;border-radius:12px;padding:32px;font:15px/1.6 Arial,sans-serif;color:#0e1116"><p style="font:600 13px Arial,sans-serif;letter-spacing:.2em;text-transform:uppercase;color:#7a5b1e;margin:0">${escapeHtml(site.brand)}</p><h1 style="font:600 22px Georgia,serif;margin:12px 0 16px">${escapeHtml(title)}</h1><p style="margin:0">${intro}</p>${body}<p style="margin-top:32px;font-size:12px;color:#555c69">${footer}</p></div></body></html>`;
}

/**
 * A letter's two bodies, plain text and HTML, from the same parts; `intro` and `footer` are plain text here
 * (escaped for the HTML body).
 */
export function letterBodies(...[title, intro, sections, footer, lang = "fr"]: LetterParts): {
  text: string;
  html: string;
} {
  return {
    text: textLayout(title, intro, sections, footer, lang),
    html: htmlLayout(title, escapeHtml(intro), sections, escapeHtml(footer), lang),
  };
}

export function textLayout(...[title, intro, sections, footer, lang = "fr"]: LetterParts): string {
  // French puts a non-breaking space before the colon; English none.
  const colon = lang === "en" ? ":" : `${NBSP}:`;
  const blocks = sections.map((s) =>
    [`${s.heading.toUpperCase()}`, ...s.rows.map(([l, v]) => `${l}${colon} ${v}`)].join("\n"),
  );
  return [title, "", intro, "", ...blocks.flatMap((b) => [b, ""]), footer].join("\n");
}

/** The two answers as buttons; without links (no secret, or no shared store to record one answer), a line says why. */
function linksHtml(links: ConfirmationLinks | null): string {
  if (!links) return `<p style="margin:16px 0 0;color:#555c69">${escapeHtml(NO_LINKS)}</p>`;
  const button = (href: string, label: string, colours: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:16px 8px 0 0;padding:12px 20px;border-radius:999px;font:600 14px Arial,sans-serif;text-decoration:none;${colours}">${escapeHtml(label)}</a>`;
  return `<p style="margin:0">${button(links.confirm, "Confirmer avec un prix", "background:#c8a45d;color:#0e1116")}${button(links.decline, "Indisponible", "background:#fff;color:#0e1116;border:1px solid #ddd4c3")}</p>`;
}

const NO_LINKS =
  "Liens de confirmation désactivés sur ce déploiement (BOOKING_LINK_SECRET ou base Upstash partagée absents)\u00a0: répondez au client directement.";

function linksText(links: ConfirmationLinks | null): string {
  if (!links) return NO_LINKS;
  return [`Confirmer avec un prix${NBSP}: ${links.confirm}`, `Indisponible${NBSP}: ${links.decline}`].join("\n");
}

/**
 * To the business mailbox, first: the request itself, with the operator's two answers (confirm with a price,
 * or unavailable), each a link to /confirmer. Replying answers the customer.
 */
export function businessEmail(p: TemplateParams, links: ConfirmationLinks | null = null): MailMessage {
  const title = `Nouvelle demande ${p.reference}`;
  const sections = [
    {
      heading: "Client",
      rows: [
        ["Nom", `${p.prenom} ${p.nom}`],
        ["Téléphone", p.phone],
        ["E-mail", p.from_email],
        ...(p.locale === "en" ? [["Langue", "anglais (site en anglais)"]] : []),
      ] as Row[],
    },
    { heading: "Trajet", rows: tripRows(p, "business") },
  ];
  const english = p.locale === "en" ? ` Client anglophone${NBSP}: répondre en anglais.` : "";
  const intro = `Demande reçue le ${p.sent_date} à ${p.sent_time}. À confirmer au client, avec son prix, dans les 2${NBSP}heures.${english}`;
  const footer = `Répondre à cet e-mail écrit directement à ${p.from_email}.`;
  return {
    kind: "business",
    to: p.to_email,
    from: { email: site.email.from, name: `${site.brand} – Réservations` },
    replyTo: p.from_email,
    subject: `${title}${NBSP}: ${p.prenom} ${p.nom}, le ${p.travel_date} à ${p.travel_time}`,
    text: textLayout(title, `${intro}\n\n${linksText(links)}`, sections, footer),
    html: htmlLayout(
      title,
      `${escapeHtml(intro)}</p>${linksHtml(links)}<p style="margin:0">`,
      sections,
      escapeHtml(footer),
    ),
    reference: p.reference,
  };
}

/**
 * To the customer: an acknowledgement that states plainly it is a request, plus what a VTC booking proof
 * carries (arrêté of 6 August 2025): operator, register number, customer, time of the request, pickup.
 */
export function customerEmail(p: TemplateParams): MailMessage {
  if (p.locale === "en") return customerEmailEn(p);
  const title = "Nous avons bien reçu votre demande";
  const intro = `Bonjour ${p.prenom}, merci pour votre demande de réservation ${p.reference}. Il s’agit d’une demande${NBSP}: nous vous confirmons la réservation et son prix sous 2${NBSP}heures, par téléphone ou par e-mail. Rien ne vous sera facturé sans votre accord.`;
  const sections = [
    { heading: "Votre trajet", rows: tripRows(p, "customer") },
    {
      heading: "Votre demande",
      rows: [
        ["Référence", p.reference],
        ["Client", `${p.prenom} ${p.nom}`],
        ["Téléphone", p.phone],
        ["Demande envoyée le", `${p.sent_date} à ${p.sent_time}`],
      ] as Row[],
    },
    {
      heading: "Votre exploitant VTC",
      rows: [
        ["Exploitant", `${site.brand}, ${site.company.legalName} (EI)`],
        ["Téléphone", site.phone.display],
        ["E-mail", site.email.contact],
        ["Registre VTC", site.company.vtcRegister],
        ["SIREN", site.company.siren],
      ] as Row[],
    },
  ];
  const footer = `Annulation gratuite plus de 24${NBSP}h avant la prise en charge. Pour toute modification, répondez à cet e-mail ou appelez le ${site.phone.display}.`;
  return {
    kind: "customer",
    to: p.from_email,
    from: { email: site.email.from, name: site.brand },
    replyTo: site.email.contact,
    subject: `Votre demande de réservation ${p.reference} – ${site.brand}`,
    ...letterBodies(title, intro, sections, footer),
    reference: p.reference,
  };
}

/** The customer's trip in English; the free text is never repeated, as in French. */
function tripRowsEn(p: TemplateParams): Row[] {
  return [
    ["Pickup date", p.travel_date],
    ["Time", p.travel_time],
    ["From", p.pickup_address],
    ["To", p.dropoff_address],
    ["Passengers", p.passenger_count],
    ["Type of trip", p.travel_type === "Professionnel" ? "Business" : "Personal"],
    ...(p.flight_or_train ? ([["Flight or train", p.flight_or_train]] as Row[]) : []),
    ["Indicative fare", estimateText(p.estimate, "en")],
    ["Your notes", p.comments ? "received, and passed on to your chauffeur" : "none"],
  ];
}

/** The acknowledgement for a request made on the English pages: the same mentions as the French one, in English. */
function customerEmailEn(p: TemplateParams): MailMessage {
  const title = "We have received your request";
  const intro = `Hello ${p.prenom}, thank you for your booking request ${p.reference}. This is a request, not yet a booking: we will confirm it, with its price, within 2 hours by phone or e-mail. Nothing will be charged without your agreement.`;
  const sections = [
    { heading: "Your trip", rows: tripRowsEn(p) },
    {
      heading: "Your request",
      rows: [
        ["Reference", p.reference],
        ["Customer", `${p.prenom} ${p.nom}`],
        ["Phone", p.phone],
        ["Request sent on", `${p.sent_date} at ${p.sent_time} (Paris time)`],
      ] as Row[],
    },
    {
      heading: "Your VTC operator",
      rows: [
        ["Operator", `${site.brand}, ${site.company.legalName} (EI, sole proprietorship)`],
        ["Phone", site.phone.display],
        ["E-mail", site.email.contact],
        ["VTC register", site.company.vtcRegister],
        ["SIREN", site.company.siren],
      ] as Row[],
    },
  ];
  const footer = `Free cancellation up to 24 hours before pickup. To change anything, reply to this e-mail or call ${site.phone.display}.`;
  return {
    kind: "customer",
    to: p.from_email,
    from: { email: site.email.from, name: site.brand },
    replyTo: site.email.contact,
    subject: `Your booking request ${p.reference} – ${site.brand}`,
    ...letterBodies(title, intro, sections, footer, "en"),
    reference: p.reference,
  };
}
