import { site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { type Letter, letterBodies, type LetterSection, type Row } from "./layout.js";
import { type TripDetails, tripSection } from "./rows.js";
import type { MailAttachment, MailMessage } from "./types.js";

/**
 * Who writes to whom, the same for every letter of its kind: to a customer from the brand, answers going to our
 * contact address; to the business from « Réservations », answers going straight to the customer.
 */
type Envelope = {
  kind: MailMessage["kind"];
  subject: string;
  letter: Letter;
  reference: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
};

export function toCustomer(to: string, envelope: Envelope): MailMessage {
  return message(envelope, { to, from: { email: site.email.from, name: site.brand }, replyTo: site.email.contact });
}

/** `customer`: the address a reply from the business's mailbox goes to. */
export function toBusiness(inbox: string, customer: string, envelope: Envelope): MailMessage {
  return message(envelope, {
    to: inbox,
    from: { email: site.email.from, name: `${site.brand} – Réservations` },
    replyTo: customer,
  });
}

function message(
  { kind, subject, letter, reference, attachments, headers }: Envelope,
  parties: Pick<MailMessage, "to" | "from" | "replyTo">,
): MailMessage {
  return {
    kind,
    ...parties,
    subject,
    ...letterBodies(letter),
    reference,
    ...(attachments ? { attachments } : {}),
    ...(headers ? { headers } : {}),
  };
}

/** The customer as the business's letters show him: name, phone, e-mail, and what else the letter adds. */
export function clientSection(
  c: { firstName: string; lastName: string; phone: string; email: string },
  more: Row[] = [],
): LetterSection {
  return {
    heading: "Client",
    rows: [["Nom", `${c.firstName} ${c.lastName}`], ["Téléphone", c.phone], ["E-mail", c.email], ...more],
  };
}

/** The last line of every letter to the business. */
export const replyLine = (email: string): string => `Répondre à cet e-mail écrit directement à ${email}.`;

/** What a letter to the customer about his trip says of its own: it goes to him, in his language, under its reference. */
type TripLetter = Pick<Envelope, "kind" | "subject" | "attachments"> & Omit<Letter, "lang">;

export function tripLetterEmail(
  r: { reference: string; email: string; locale: BookingLocale },
  { kind, subject, attachments, ...words }: TripLetter,
): MailMessage {
  return toCustomer(r.email, {
    kind,
    subject,
    letter: { lang: r.locale, ...words },
    reference: r.reference,
    attachments,
  });
}

/** What a business copy about one trip says of its own; the rest is the same in every such copy. */
type TripCopy = Pick<Envelope, "kind" | "subject" | "attachments"> &
  Pick<Letter, "title" | "paragraphs" | "highlight"> & {
    /** The trip as a booking names it (a proof's rows), rather than as a request. */
    proof: boolean;
  };

/**
 * The business's copy of what happened to a trip: in French, its paragraphs, then the trip and the customer, the
 * last line the address a reply goes to.
 */
export function tripCopyEmail(
  inbox: string,
  r: TripDetails & { reference: string; firstName: string; lastName: string; phone: string; email: string },
  { kind, subject, attachments, proof, ...words }: TripCopy,
): MailMessage {
  const letter: Letter = {
    lang: "fr",
    ...words,
    sections: [tripSection(r, "fr", proof, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, { kind, subject, letter, reference: r.reference, attachments });
}
