import * as z from "zod/mini";
import { BOOKING_WINDOW_DAYS, MAX_PRICE, REPLY_DELAY_MINUTES } from "../../config/booking.js";
import { paymentModes } from "../../config/payment.js";
import { parisClock, parisToUtc } from "../paris-time.js";
import { bookingValidationText } from "./booking-validation.text.js";
import { asLinksRead, INVISIBLE, type NumberCheck, type NumberChecks } from "./text-checks.js";

/**
 * The booking request, validated the same way by the form (instant messages in the page's language) and by
 * api/booking (the authority). zod/mini keeps the browser's share small.
 */
export const PASSENGER_OPTIONS = ["1", "2", "3", "4", "5", "6", "7", "8", "9+"] as const;
export const BOOKING_LOCALES = ["fr", "en"] as const;
export const ENGAGEMENTS = ["demande", "reservation"] as const;
export const PAYMENT_MODES = ["prepaid", "guarantee", "in-car"] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];
export type BookingLocale = (typeof BOOKING_LOCALES)[number];
type Messages = (typeof bookingValidationText)["fr"];

const SINGLE_LINE = /^[^\r\n\u2028\u2029]*$/;
/** Control characters: none in a one-line field, only line breaks and tabs in free text. */
const CONTROL = /\p{Cc}/u;
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;
/**
 * A bare address: local part, @, domain, dot, at least two letters. Only the characters an address may
 * hold, so no display name, brackets, quotes or commas can ride along and reach a mail header.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/** A scheme ("tel:+33…", "javascript:…", "data:…"): letters then a colon touching what follows. */
const SCHEME = /(?:^|[^\p{L}\d])[a-z][a-z\d+.-]{1,31}:(?=[^\s\d])/iu;
/**
 * The browser's quick check for a link or an e-mail address inside a name or a street address: a scheme,
 * "www.", an @, or a dotted word ending in a common top-level domain ("St.Herblain" passes,
 * "evil.example/login" does not). The server checks again against every top-level domain there is
 * (src/server/kernel/text-links.ts), so what this list misses still gets its message, from the server.
 * ".de" is left to the server, which tells it from « Bd.de la Prairie », « Rte.de Vannes » and their kind.
 */
const COMMON_LINK =
  /(?:www\.|@|\b[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:com|net|org|fr|eu|io|co|info|biz|xyz|ru|cn|app|dev|link|site|online|top|me|ly|gl|gg|gy|at|in|do|club|shop|store|live|click|tk|ml|ga|cf|be|uk|us|ch|it|es|nl|pl|pt|cc|tv|ws|to|icu|zip|example)\b)/iu;

/**
 * A link detector: true when a text holds something a mail client would make a link of. The server's
 * (src/server/kernel/text-links.ts) also carries the checks for numbers to call, which the schema then applies:
 * they stay out of the browser's bundle, and the form shows their messages from the server's answer.
 */
export type LinkCheck = ((text: string) => boolean) & { numbers?: NumberChecks };

export const looksLikeLink: LinkCheck = (text) => {
  const read = asLinksRead(text);
  return SCHEME.test(read) || COMMON_LINK.test(read);
};

// French numbers (0X XX XX XX XX) or international (+CC…, 00CC…), separators allowed.
const PHONE = /^(?:0[1-9]\d{8}|\+[1-9]\d{7,14}|00[1-9]\d{7,13})$/;
const FLIGHT_OR_TRAIN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
/** A SIREN: nine digits, spaced as it is often written. */
const SIREN = /^\d{3} ?\d{3} ?\d{3}$/;
/** An EU VAT number: the country's two letters, then 2 to 13 letters or digits (FR: two keys and the SIREN). */
const VAT_NUMBER = /^[A-Z]{2} ?[0-9A-Z]{2}(?: ?[0-9A-Z]){0,11}$/;

function text(
  m: Messages,
  required: string,
  max: number,
  options: {
    min?: number;
    minMessage?: string;
    multiline?: boolean;
    noLink?: string;
    isLink?: LinkCheck;
    noNumber?: NumberCheck | undefined;
  } = {},
) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.normalize("NFKC"),
    z.trim(),
    z.minLength(1, { error: required }),
    z.maxLength(max, { error: m.maxLength(max) }),
  ];
  if (options.min) checks.push(z.minLength(options.min, { error: options.minMessage ?? required }));
  if (!options.multiline) checks.push(z.regex(SINGLE_LINE, { error: m.singleLine }));
  const control = options.multiline ? CONTROL_IN_TEXT : CONTROL;
  checks.push(z.refine((v: string) => !control.test(v) && !INVISIBLE.test(v), { error: m.invisible }));
  const isLink = options.isLink;
  if (options.noLink && isLink) checks.push(z.refine((v: string) => !isLink(v), { error: options.noLink }));
  const { noNumber } = options;
  if (noNumber) checks.push(z.refine((v: string) => !noNumber.holds(v), { error: noNumber.error }));
  return z.string({ error: required }).check(...checks);
}

function optionalText(
  m: Messages,
  max: number,
  options: {
    pattern?: { test: RegExp; error: string; not?: (text: string) => boolean };
    multiline?: boolean;
    isLink?: LinkCheck;
    linkError?: string;
    noNumber?: NumberCheck | undefined;
  } = {},
) {
  const control = options.multiline ? CONTROL_IN_TEXT : CONTROL;
  const checks: z.core.$ZodCheck<string>[] = [
    z.normalize("NFKC"),
    z.trim(),
    z.maxLength(max, { error: m.maxLength(max) }),
    z.refine((v: string) => !control.test(v) && !INVISIBLE.test(v), { error: m.invisible }),
  ];
  const { pattern, isLink, noNumber } = options;
  if (isLink) checks.push(z.refine((v: string) => !isLink(v), { error: options.linkError ?? m.flightLink }));
  if (noNumber) checks.push(z.refine((v: string) => !noNumber.holds(v), { error: noNumber.error }));
  if (pattern)
    checks.push(
      z.refine((v: string) => v === "" || (pattern.test.test(v) && !pattern.not?.(v)), { error: pattern.error }),
    );
  return z.optional(z.string().check(...checks));
}

/** Today's date and the current time in Nantes, whatever the server's or browser's time zone. */
export function parisNow(now: Date): { date: string; time: string } {
  const c = parisClock(now);
  const two = (n: number) => String(n).padStart(2, "0");
  return { date: `${c.year}-${two(c.month)}-${two(c.day)}`, time: `${two(c.hour)}:${two(c.minute)}` };
}

/** "2027-02-28" is a day; "2027-02-31" is not (JavaScript would read it as 3 March). */
export function isCalendarDate(isoDay: string): boolean {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === isoDay;
}

/**
 * Whether a Paris date and time exist: 02:30 on the last Sunday of March does not (the clocks go from 02:00 to
 * 03:00, and parisToUtc lands an hour later); 02:30 on the last Sunday of October exists twice, and passes.
 */
export function isParisWallTime(date: string, time: string): boolean {
  const read = parisNow(parisToUtc(date, time));
  return read.date === date && read.time === time;
}

/** Minutes from `now` to a pickup given as a Paris date and time (negative once it has passed). */
export function minutesUntil(date: string, time: string, now: Date): number {
  return (parisToUtc(date, time).getTime() - now.getTime()) / 60_000;
}

/**
 * A pickup sooner than the reply we promise (2 hours): the form asks the visitor to call, and the business
 * e-mail is marked « URGENT ». Only for a date and time that parse; the schema says what is wrong otherwise.
 */
export function isUrgent(trip: { date: string; time: string }, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trip.date) || !isCalendarDate(trip.date)) return false;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(trip.time)) return false;
  const minutes = minutesUntil(trip.date, trip.time, now);
  return minutes > 0 && minutes < REPLY_DELAY_MINUTES;
}

/** The fields a pickup's moment is made of; an issue without a path is the whole request's. */
const WHEN_FIELDS = new Set<PropertyKey | undefined>([undefined, "datePriseEnCharge", "heurePriseEnCharge"]);

function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The schema, its messages in `locale`. The request names its language (`locale`, French when absent): the
 * API answers in it and writes the customer's acknowledgement in it.
 */
export function makeBookingSchema(
  now: () => Date = () => new Date(),
  locale: BookingLocale = "fr",
  isLink: LinkCheck = looksLikeLink,
) {
  const m: Messages = bookingValidationText[locale];
  const numbers = isLink.numbers?.(locale);
  const address = { noLink: m.addressLink, isLink, noNumber: numbers?.address };
  return z
    .object({
      prenom: text(m, m.firstName, 80, { noLink: m.nameLink, isLink, noNumber: numbers?.name }),
      nom: text(m, m.lastName, 80, { noLink: m.nameLink, isLink, noNumber: numbers?.name }),
      telephone: z.string({ error: m.phone }).check(
        z.trim(),
        z.minLength(1, { error: m.phone }),
        z.maxLength(30, { error: m.maxLength(30) }),
        // Before the format: « 3617 » is told why it is refused, not that it is malformed.
        ...(numbers ? [z.refine<string>((v) => !numbers.phone.holds(v), { error: numbers.phone.error })] : []),
        z.refine((v) => PHONE.test(v.replace(/[\s.\-()]/g, "")), { error: m.phoneFormat }),
      ),
      email: z
        .string({ error: m.email })
        .check(
          z.trim(),
          z.minLength(1, { error: m.email }),
          z.maxLength(254, { error: m.maxLength(254) }),
          z.regex(EMAIL, { error: m.emailFormat }),
        ),
      datePriseEnCharge: z.string({ error: m.date }).check(
        z.minLength(1, { error: m.date }),
        z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateFormat }),
        z.refine(isCalendarDate, { error: m.dateImpossible }),
        z.refine((v) => v >= parisNow(now()).date, { error: m.datePast }),
        z.refine((v) => v <= addDays(parisNow(now()).date, BOOKING_WINDOW_DAYS), { error: m.dateFar }),
      ),
      heurePriseEnCharge: z
        .string({ error: m.time })
        .check(z.minLength(1, { error: m.time }), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.timeFormat })),
      lieuDepart: text(m, m.departure, 200, { ...address, min: 3, minMessage: m.departureShort }),
      lieuArrivee: text(m, m.arrival, 200, { ...address, min: 3, minMessage: m.arrivalShort }),
      typeDeplacementProfessionnel: z.boolean({ error: m.tripType }),
      nombrePassagers: z._default(z.enum(PASSENGER_OPTIONS, { error: m.passengers }), "1"),
      numeroVolTrain: optionalText(m, 20, {
        pattern: { test: FLIGHT_OR_TRAIN, error: m.flightFormat, not: numbers?.flight },
        isLink,
      }),
      informationsSupplementaires: optionalText(m, 1000, { multiline: true }),
      consentementRgpd: z.literal(true, { error: m.consent }),
      locale: z._default(z.enum(BOOKING_LOCALES), "fr"),
      /**
       * « demande »: a request, which binds nobody; « reservation »: the customer books at the fare the form showed
       * him (`tarifAccepte`, euros TTC), bound once we confirm a chauffeur (docs/decisions/150-the-contract.md).
       */
      engagement: z._default(z.enum(ENGAGEMENTS), "demande"),
      tarifAccepte: z.optional(
        z
          .number({ error: m.bookedFare })
          .check(z.positive({ error: m.bookedFare }), z.lte(MAX_PRICE, { error: m.bookedFare })),
      ),
      /** The one review request after a trip, refused when the address is given (Code des postes et télécommunications, L34-5). */
      refusAvis: z._default(z.boolean(), false),
      /** How a booking is paid, among the operator's modes (src/config/payment.ts); a request chooses later. */
      paiement: z.optional(z.enum(PAYMENT_MODES, { error: m.payment })),
      /** A business trip's company, for an invoice in its name; its SIREN and VAT number when given. */
      societe: optionalText(m, 120, { isLink, linkError: m.companyLink, noNumber: numbers?.company }),
      siren: optionalText(m, 14, { pattern: { test: SIREN, error: m.siren } }),
      tvaIntra: optionalText(m, 20, { pattern: { test: VAT_NUMBER, error: m.vatNumber } }),
      /** The company's address, which its invoice must state (Code de commerce, art. L441-9). */
      adresseSociete: optionalText(m, 200, { isLink, linkError: m.companyAddressLink, noNumber: numbers?.address }),
    })
    .check(
      z.refine((b) => b.engagement === "demande" || b.tarifAccepte !== undefined, {
        error: m.bookedFare,
        path: ["tarifAccepte"],
      }),
      // A company invoiced is named with its address (the invoice must state both).
      z.refine((b) => !b.typeDeplacementProfessionnel || !b.societe || Boolean(b.adresseSociete), {
        error: m.companyAddress,
        path: ["adresseSociete"],
      }),
      // A booking is paid one of the operator's ways; with one way only, it needs no choice.
      z.refine(
        (b) =>
          b.engagement === "demande" ||
          (b.paiement === undefined ? paymentModes().length === 1 : paymentModes().includes(b.paiement)),
        { error: m.payment, path: ["paiement"] },
      ),
      z.refine(
        (b) => {
          const paris = parisNow(now());
          return b.datePriseEnCharge !== paris.date || b.heurePriseEnCharge > paris.time;
        },
        { error: m.timePast, path: ["heurePriseEnCharge"], when: (p) => p.issues.length === 0 },
      ),
      // A time the clocks skip (2:30 on the last Sunday of March) names no moment and is refused; the hour
      // repeated in October names two and stays accepted. Checked as soon as the date and the time are valid.
      z.refine((b) => isParisWallTime(b.datePriseEnCharge, b.heurePriseEnCharge), {
        error: m.timeSkipped,
        path: ["heurePriseEnCharge"],
        when: (p) => !p.issues.some((i) => WHEN_FIELDS.has(i.path?.[0])),
      }),
    );
}

/** The request's language as sent: anything but "en" is French. */
export function bookingLocaleOf(value: unknown): BookingLocale {
  return value === "en" ? "en" : "fr";
}

export const bookingSchema = makeBookingSchema();
export type BookingRequest = z.infer<typeof bookingSchema>;
export type BookingField = keyof BookingRequest;

export const STEP_ONE_FIELDS = [
  "prenom",
  "nom",
  "telephone",
  "email",
  "datePriseEnCharge",
  "heurePriseEnCharge",
  "lieuDepart",
  "lieuArrivee",
] as const satisfies BookingField[];

export type FieldErrors = Partial<Record<BookingField, string>>;

/** First message per field, the shape the form and the API's 400 answer share. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as BookingField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
