import { catalogue } from "~/lib/i18n";
import { parisHour } from "~/lib/paris-time";

const NBSP = "\u00a0";
const at = (iso: string) => parisHour(new Date(iso));
type Kind = "flight" | "train";

/** The shape of the catalogue below. */
export type ArrivalBandWords = {
  title: (kind: Kind, number: string) => string;
  pickup: (iso: string) => string;
  insteadOf: (time: string) => string;
  scheduled: (kind: Kind, iso: string) => string;
  estimated: (iso: string) => string;
  landed: (kind: Kind, iso: string) => string;
  waiting: (minutes: number, iso: string) => string;
  diverted: string;
  cancelled: (kind: Kind) => string;
  notHere: (kind: Kind) => string;
  unfollowed: string;
  unchecked: (kind: Kind) => string;
};

/** What « Gérer ma réservation » says of the arrival its pickup waits for (./arrival-band.tsx), in both languages. */
export const arrivalBandText = catalogue<ArrivalBandWords>({
  fr: {
    title: (kind, number) => `${kind === "flight" ? "Votre vol" : "Votre train"} ${number}`,
    pickup: (iso) => `Prise en charge à ${at(iso)}`,
    insteadOf: (time) => `au lieu de ${time}, pour suivre votre arrivée`,
    scheduled: (kind, iso) => `${kind === "flight" ? "Atterrissage prévu" : "Arrivée prévue"} à ${at(iso)}`,
    estimated: (iso) => `, estimé à ${at(iso)}`,
    landed: (kind, iso) => `${kind === "flight" ? "Atterri" : "Arrivé"} à ${at(iso)}`,
    waiting: (minutes, iso) => `${minutes}${NBSP}minutes d’attente offertes à partir de ${at(iso)}.`,
    diverted: `Votre vol a été dérouté${NBSP}: aucuns frais ne vous seront demandés, et nous vous appelons pour la suite.`,
    cancelled: (kind) =>
      `Votre ${kind === "flight" ? "vol" : "train"} a été annulé${NBSP}: aucuns frais ne vous seront demandés, et nous vous appelons pour la suite.`,
    notHere: (kind) =>
      `D’après nos données, ce ${kind === "flight" ? "vol n’atterrit pas à Nantes" : "train n’arrive pas à Nantes"} ce jour-là${NBSP}: appelez-nous pour vérifier le numéro.`,
    unfollowed: `Votre arrivée n’est plus suivie en ligne${NBSP}: votre chauffeur la vérifie lui-même.`,
    unchecked: (kind) =>
      `Votre ${kind === "flight" ? "vol" : "train"} est suivi${NBSP}: la prise en charge suivra son arrivée.`,
  },
  en: {
    title: (kind, number) => `${kind === "flight" ? "Your flight" : "Your train"} ${number}`,
    pickup: (iso) => `Pickup at ${at(iso)}`,
    insteadOf: (time) => `instead of ${time}, to follow your arrival`,
    scheduled: (kind, iso) => `${kind === "flight" ? "Landing scheduled" : "Arrival scheduled"} at ${at(iso)}`,
    estimated: (iso) => `, now expected at ${at(iso)}`,
    landed: (kind, iso) => `${kind === "flight" ? "Landed" : "Arrived"} at ${at(iso)}`,
    waiting: (minutes, iso) => `${minutes}${NBSP}minutes’ free waiting from ${at(iso)}.`,
    diverted: "Your flight was diverted: you will not be charged anything, and we will call you about what comes next.",
    cancelled: (kind) =>
      `Your ${kind} was cancelled: you will not be charged anything, and we will call you about what comes next.`,
    notHere: (kind) =>
      `According to our data, this ${kind === "flight" ? "flight does not land" : "train does not arrive"} at Nantes that day: please call us to check the number.`,
    unfollowed: "Your arrival is no longer followed online: your chauffeur checks it himself.",
    unchecked: (kind) => `Your ${kind} is followed: the pickup will follow its arrival.`,
  },
});
