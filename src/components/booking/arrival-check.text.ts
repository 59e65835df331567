import { dayText, parisHour } from "~/lib/paris-time";
import { catalogue } from "~/lib/i18n";

const NBSP = "\u00a0";
const at = (iso: string) => parisHour(new Date(iso));

type Kind = "flight" | "train";

/** The shape of the catalogue below. */
export type ArrivalCheckWords = {
  /** Under the field, before a number is checked: where a number is followed, and what is done with it. */
  hint: (followed: Kind | null) => string;
  checking: string;
  title: (kind: Kind, number: string, origin?: string) => string;
  scheduled: (kind: Kind, iso: string, date: string) => string;
  estimated: (iso: string) => string;
  landed: (kind: Kind, iso: string) => string;
  origin: (kind: Kind, international: boolean, waiting: number) => string;
  usePickup: (time: string) => string;
  pickupSet: (time: string) => string;
  elsewhere: (number: string, date: string, lands: string[]) => string;
  none: (kind: Kind, number: string, date: string) => string;
  unchecked: string;
};

/** What the form says beside a flight or train number (./arrival-check.tsx), in both languages. */
export const arrivalCheckText = catalogue<ArrivalCheckWords>({
  fr: {
    hint: (followed) =>
      followed === "flight"
        ? "Nous vérifions votre vol et suivons son atterrissage le jour même."
        : followed === "train"
          ? "Nous vérifions votre train et suivons son arrivée en gare le jour même."
          : `Pour une prise en charge à l’aéroport ou à la gare de Nantes${NBSP}: nous vérifions le numéro et suivons votre arrivée.`,
    checking: "Vérification du numéro…",
    title: (kind, number, origin) =>
      `${kind === "flight" ? "Vol" : "Train"} ${number}${origin ? ` · ${origin} → ${kind === "flight" ? "Nantes Atlantique" : "Nantes"}` : ""}`,
    scheduled: (kind, iso, date) =>
      `${kind === "flight" ? "Atterrissage prévu" : "Arrivée prévue"} à ${at(iso)} le ${dayText(date)}`,
    estimated: (iso) => `, estimé aujourd’hui à ${at(iso)}`,
    landed: (kind, iso) => `${kind === "flight" ? "Atterri" : "Arrivé"} à ${at(iso)}`,
    origin: (kind, international, waiting) =>
      kind === "flight"
        ? `${international ? "Vol en provenance de l’étranger" : "Vol intérieur"}${NBSP}: ${waiting}${NBSP}minutes d’attente offertes après l’atterrissage, et la prise en charge suit l’heure réelle d’arrivée.`
        : `${waiting}${NBSP}minutes d’attente offertes après l’arrivée, et la prise en charge suit l’heure réelle du train.`,
    usePickup: (time) => `Prise en charge à ${time}`,
    pickupSet: (time) => `Prise en charge à ${time}, à l’arrivée`,
    elsewhere: (number, date, lands) =>
      `Le vol ${number} n’atterrit pas à Nantes Atlantique le ${dayText(date)}${lands.length ? ` (il arrive à ${lands.join(", ")})` : ""}. Vérifiez le numéro et la date.`,
    none: (kind, number, date) =>
      kind === "flight"
        ? `Aucun vol ${number} n’atterrit à Nantes Atlantique le ${dayText(date)} d’après nos données. Vérifiez le numéro et la date.`
        : `Aucun train ${number} n’arrive en gare de Nantes le ${dayText(date)} d’après les données de la SNCF. Vérifiez le numéro et la date.`,
    unchecked: `Ce numéro n’a pas pu être vérifié pour l’instant${NBSP}: il est transmis à votre chauffeur, qui vérifiera votre arrivée.`,
  },
  en: {
    hint: (followed) =>
      followed === "flight"
        ? "We check your flight and follow its landing on the day."
        : followed === "train"
          ? "We check your train and follow its arrival at the station on the day."
          : "For a pickup at the airport or the Gare de Nantes: we check the number and follow your arrival.",
    checking: "Checking the number…",
    title: (kind, number, origin) =>
      `${kind === "flight" ? "Flight" : "Train"} ${number}${origin ? ` · ${origin} → ${kind === "flight" ? "Nantes Atlantique" : "Nantes"}` : ""}`,
    scheduled: (kind, iso, date) =>
      `${kind === "flight" ? "Landing scheduled" : "Arrival scheduled"} at ${at(iso)} on ${dayText(date)}`,
    estimated: (iso) => `, now expected at ${at(iso)}`,
    landed: (kind, iso) => `${kind === "flight" ? "Landed" : "Arrived"} at ${at(iso)}`,
    origin: (kind, international, waiting) =>
      kind === "flight"
        ? `${international ? "Flight from abroad" : "Domestic flight"}: ${waiting}${NBSP}minutes’ free waiting after landing, and the pickup follows the actual arrival.`
        : `${waiting}${NBSP}minutes’ free waiting after the arrival, and the pickup follows the train’s actual time.`,
    usePickup: (time) => `Pickup at ${time}`,
    pickupSet: (time) => `Pickup at ${time}, on arrival`,
    elsewhere: (number, date, lands) =>
      `Flight ${number} does not land at Nantes Atlantique on ${dayText(date)}${lands.length ? ` (it lands in ${lands.join(", ")})` : ""}. Please check the number and the date.`,
    none: (kind, number, date) =>
      kind === "flight"
        ? `No flight ${number} lands at Nantes Atlantique on ${dayText(date)} according to our data. Please check the number and the date.`
        : `No train ${number} arrives at the Gare de Nantes on ${dayText(date)} according to SNCF’s data. Please check the number and the date.`,
    unchecked:
      "This number could not be checked just now: it is passed on to your chauffeur, who will check your arrival.",
  },
});
