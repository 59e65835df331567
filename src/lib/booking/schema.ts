import * as z from "zod/mini";
import { BOOKING_WINDOW_DAYS } from "../../config/booking.js";

/**
 * The booking request, validated the same way by the form (instant French messages) and by
 * api/booking (the authority). zod/mini keeps the browser's share small.
 */
export const PASSENGER_OPTIONS = ["1", "2", "3", "4", "5", "6", "7", "8", "9+"] as const;
export const EMAIL_EXAMPLE = "nom@exemple.fr";
export const EMAIL_MESSAGE = `Format d'email invalide (exemple\u00a0: ${EMAIL_EXAMPLE})`;
export const NAME_LINK_MESSAGE = "Un nom ne peut contenir ni lien ni adresse e-mail.";
export const ADDRESS_LINK_MESSAGE = "Une adresse ne peut contenir ni lien ni adresse e-mail.";

const SINGLE_LINE = /^[^\r\n\u2028\u2029]*$/;
/**
 * A bare address: local part, @, domain, dot, at least two letters. Only the characters an address may
 * hold, so no display name, brackets, quotes or commas can ride along and reach a mail header.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/**
 * A link or an e-mail address inside a name or a street address: what a spammer would need to turn our
 * acknowledgement into a message of their own. Dotted words end in a common top-level domain to count, so
 * "St.Herblain" passes and "evil.example/login" does not.
 */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@|\b[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:com|net|org|fr|eu|io|co|info|biz|xyz|ru|cn|app|dev|link|site|online|top|me|ly|gl|gg|club|shop|store|live|click|tk|ml|ga|cf|be|de|uk|us|ch|it|es|nl|pl|pt|cc|tv|ws|to|example)\b)/iu;
// French numbers (0X XX XX XX XX) or international (+CC…, 00CC…), separators allowed.
const PHONE = /^(?:0[1-9]\d{8}|\+[1-9]\d{7,14}|00[1-9]\d{7,13})$/;
const FLIGHT_OR_TRAIN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

function text(required: string, max: number, options: { min?: number; minMessage?: string; multiline?: boolean; noLink?: string } = {}) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.trim(),
    z.minLength(1, { error: required }),
    z.maxLength(max, { error: `${max}\u00a0caractères au maximum.` }),
  ];
  if (options.min) checks.push(z.minLength(options.min, { error: options.minMessage ?? required }));
  if (!options.multiline) checks.push(z.regex(SINGLE_LINE, { error: "Ce champ doit tenir sur une seule ligne." }));
  if (options.noLink) checks.push(z.refine((v: string) => !LINK.test(v), { error: options.noLink }));
  return z.string({ error: required }).check(...checks);
}

function optionalText(max: number, pattern?: { test: RegExp; error: string }) {
  const checks: z.core.$ZodCheck<string>[] = [z.trim(), z.maxLength(max, { error: `${max}\u00a0caractères au maximum.` })];
  if (pattern) checks.push(z.refine((v: string) => v === "" || pattern.test.test(v), { error: pattern.error }));
  return z.optional(z.string().check(...checks));
}

/** Today's date and the current time in Nantes, whatever the server's or browser's time zone. */
export function parisNow(now: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function makeBookingSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      prenom: text("Indiquez votre prénom.", 80, { noLink: NAME_LINK_MESSAGE }),
      nom: text("Indiquez votre nom.", 80, { noLink: NAME_LINK_MESSAGE }),
      telephone: z.string({ error: "Indiquez votre numéro de téléphone." }).check(
        z.trim(),
        z.minLength(1, { error: "Indiquez votre numéro de téléphone." }),
        z.maxLength(30, { error: "30\u00a0caractères au maximum." }),
        z.refine((v) => PHONE.test(v.replace(/[\s.\-()]/g, "")), {
          error: "Numéro invalide (exemple\u00a0: 06\u00a012\u00a034\u00a056\u00a078 ou +33\u00a06\u00a012\u00a034\u00a056\u00a078).",
        }),
      ),
      email: z.string({ error: "Indiquez votre adresse e-mail." }).check(
        z.trim(),
        z.minLength(1, { error: "Indiquez votre adresse e-mail." }),
        z.maxLength(254, { error: "254\u00a0caractères au maximum." }),
        z.regex(EMAIL, { error: EMAIL_MESSAGE }),
      ),
      datePriseEnCharge: z.string({ error: "Choisissez la date de prise en charge." }).check(
        z.minLength(1, { error: "Choisissez la date de prise en charge." }),
        z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date invalide." }),
        z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: "Date invalide." }),
        z.refine((v) => v >= parisNow(now()).date, { error: "La date ne peut pas être passée." }),
        z.refine((v) => v <= addDays(parisNow(now()).date, BOOKING_WINDOW_DAYS), {
          error: "Pour une date aussi lointaine, appelez-nous ou écrivez-nous.",
        }),
      ),
      heurePriseEnCharge: z.string({ error: "Choisissez l'heure de prise en charge." }).check(
        z.minLength(1, { error: "Choisissez l'heure de prise en charge." }),
        z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Heure invalide." }),
      ),
      lieuDepart: text("Indiquez l'adresse de départ.", 200, { min: 3, minMessage: "Adresse de départ trop courte.", noLink: ADDRESS_LINK_MESSAGE }),
      lieuArrivee: text("Indiquez l'adresse d'arrivée.", 200, { min: 3, minMessage: "Adresse d'arrivée trop courte.", noLink: ADDRESS_LINK_MESSAGE }),
      typeDeplacementProfessionnel: z.boolean({ error: "Choisissez le type de déplacement." }),
      nombrePassagers: z._default(z.enum(PASSENGER_OPTIONS, { error: "Choisissez le nombre de passagers." }), "1"),
      numeroVolTrain: optionalText(20, { test: FLIGHT_OR_TRAIN, error: "Numéro invalide (exemple\u00a0: AF1234 ou TGV 8812)." }),
      informationsSupplementaires: optionalText(1000),
      consentementRgpd: z.literal(true, { error: "Votre accord est nécessaire pour traiter votre demande." }),
    })
    .check(
      z.refine(
        (b) => {
          const paris = parisNow(now());
          return b.datePriseEnCharge !== paris.date || b.heurePriseEnCharge > paris.time;
        },
        { error: "Cette heure est déjà passée.", path: ["heurePriseEnCharge"], when: (p) => p.issues.length === 0 },
      ),
    );
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
