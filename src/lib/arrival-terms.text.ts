import { ARRIVALS } from "../config/arrivals.js";
import { grid } from "./fares.js";
import { catalogue } from "./i18n.js";

const NBSP = "\u00a0";
const tell = ARRIVALS.tellMoveMinutes;
const intl = grid.waiting.internationalArrivalFreeMinutes;
const free = grid.waiting.freeMinutes;
const lawHours = ARRIVALS.lawfulWaitBeforePickupMinutes / 60;

/**
 * What the site says of the arrivals it follows (docs/decisions/250-arrivals-followed.md), once, in both languages:
 * the terms of sale, the services, the home page's promise, the articles and the town pages print these sentences
 * (MDX through `props.arrivals`, JSON content through tokens), so that no text promises more than the product does:
 * a flight or train number checked at booking, its arrival followed on the day, the pickup moving with it, the free
 * waiting counted from it, e-mails past a move of {tell} minutes, no fee for a late, diverted or cancelled arrival.
 */
export type ArrivalTerms = {
  /** The home page's card: its title and text. */
  cardTitle: string;
  card: string;
  /** The services: the airport's and the station's sentence, and each one's short feature. */
  airport: string;
  airportFeature: string;
  station: string;
  stationFeature: string;
  /** One sentence for an article or a town page: a flight, a train, either; a guest's flight; a clause. */
  flight: string;
  train: string;
  both: string;
  guests: string;
  flightClause: string;
  /** The reminder's sentence on a flight or a train followed. */
  reminder: (kind: "flight" | "train", number: string) => string;
  /** The form's optional field, as an article lists it. */
  numberField: string;
  /** The terms of sale (art. 8): each paragraph of what is done with the arrival. */
  termsFollowed: string;
  termsWaiting: string;
  termsUnfollowed: string;
  termsLaw: string;
};

export const arrivalTermsText = catalogue<ArrivalTerms>({
  fr: {
    cardTitle: "Votre arrivée suivie",
    card: `Votre numéro de vol ou de train est vérifié dès la réservation, puis votre arrivée est suivie le jour même${NBSP}: la prise en charge suit l’atterrissage, et nous vous prévenons par e-mail si elle change de plus de ${tell}${NBSP}minutes.`,
    airport: `À l’arrivée à Nantes Atlantique, nous suivons votre vol auprès d’un fournisseur de données aériennes${NBSP}: la prise en charge suit l’heure d’atterrissage, et les ${intl}${NBSP}minutes d’attente offertes après un vol international comptent à partir de l’atterrissage.`,
    airportFeature: "Vol suivi, prise en charge à l’atterrissage",
    station: `Nous suivons votre train auprès de la SNCF pour être là à son arrivée, même en retard${NBSP}: la prise en charge suit l’heure d’arrivée en gare.`,
    stationFeature: "Train suivi auprès de la SNCF",
    flight: `Nous vérifions votre numéro de vol à la réservation et suivons votre atterrissage le jour même${NBSP}: en cas de retard, la prise en charge se décale d’elle-même, sans frais, et vous êtes prévenu par e-mail si elle change de plus de ${tell}${NBSP}minutes.`,
    train: `Nous suivons votre train auprès de la SNCF${NBSP}: en cas de retard, la prise en charge se décale d’elle-même, sans frais.`,
    both: `Si votre vol atterrit tard à Nantes Atlantique ou si votre train arrive en retard à la gare de Nantes, la prise en charge suit votre arrivée, sans frais${NBSP}: nous la suivons auprès d’un fournisseur de données aériennes ou de la SNCF, et vous prévenons par e-mail de tout changement de plus de ${tell}${NBSP}minutes.`,
    guests: `Le numéro de vol de chaque invité est vérifié à la réservation et son atterrissage suivi le jour même${NBSP}: en cas de retard, la prise en charge se décale d’elle-même, sans frais.`,
    flightClause: "pour un vol, la prise en charge suit l’heure d’atterrissage",
    reminder: (kind, number) =>
      `${kind === "flight" ? `Votre vol ${number}` : `Votre train ${number}`} est suivi${NBSP}: si son arrivée change, la prise en charge suit, sans frais, et nous vous prévenons par e-mail de tout changement de plus de ${tell}${NBSP}minutes.`,
    numberField: "qui nous permet de vérifier votre vol ou votre train et de suivre son arrivée le jour même",
    termsFollowed: `Pour une prise en charge à l’aéroport Nantes Atlantique ou à la gare de Nantes, le numéro de vol ou de train indiqué par le Client est vérifié à la réservation, puis l’arrivée est suivie le jour même auprès d’un fournisseur de données aériennes pour un vol, de la SNCF pour un train. L’heure de prise en charge suit l’heure d’arrivée estimée, puis réelle${NBSP}; le Client et le Prestataire sont prévenus par e-mail de tout changement de plus de ${tell}${NBSP}minutes.`,
    termsWaiting: `Le temps d’attente offert (${intl}${NBSP}minutes après un vol en provenance de l’étranger, ${free}${NBSP}minutes sinon) court à partir de l’arrivée réelle, et jamais avant l’heure de prise en charge convenue. Aucuns frais ne sont dus pour un vol ou un train en retard, dérouté ou annulé${NBSP}: l’absence du Client ne peut être constatée ni avant son arrivée, ni après un déroutement ou une annulation.`,
    termsUnfollowed: `Si les données d’arrivée ne sont pas disponibles, le Prestataire en est averti et l’heure prévue sert de référence${NBSP}; l’absence du Client n’est alors constatée qu’après vérification de l’arrivée auprès de l’aéroport ou de la gare.`,
    termsLaw: `La loi interdit au chauffeur d’attendre à l’aéroport ou à la gare plus d’${lawHours === 1 ? "une heure" : `${lawHours}${NBSP}heures`} avant l’heure de prise en charge (code des transports, art.${NBSP}L3120-2 et D3120-3)${NBSP}: c’est pourquoi la prise en charge suit l’arrivée plutôt que d’attendre plus longtemps. Le chauffeur attend le Client dans le hall des arrivées, muni d’une pancarte à son nom.`,
  },
  en: {
    cardTitle: "Your arrival followed",
    card: `Your flight or train number is checked when you book, then your arrival is followed on the day: the pickup follows the landing, and we tell you by e-mail if it changes by more than ${tell}${NBSP}minutes.`,
    airport: `When you land at Nantes Atlantique, we follow your flight through a flight-data provider: the pickup follows the landing time, and the ${intl}${NBSP}minutes’ free waiting after an international flight count from the landing.`,
    airportFeature: "Flight followed, pickup at landing",
    station:
      "We follow your train through SNCF’s data so that we are there when it arrives, even late: the pickup follows its arrival time.",
    stationFeature: "Train followed through SNCF’s data",
    flight: `We check your flight number when you book and follow your landing on the day: if it is late, the pickup moves with it at no cost, and you are told by e-mail if it changes by more than ${tell}${NBSP}minutes.`,
    train: "We follow your train through SNCF’s data: if it is late, the pickup moves with it at no cost.",
    both: `If your flight lands late at Nantes Atlantique or your train reaches the Gare de Nantes late, the pickup follows your arrival at no cost: we follow it through a flight-data provider or SNCF’s data, and tell you by e-mail of any change of more than ${tell}${NBSP}minutes.`,
    guests:
      "Each guest’s flight number is checked at booking and their landing followed on the day: if it is late, the pickup moves with it at no cost.",
    flightClause: "for a flight, the pickup follows the landing time",
    reminder: (kind, number) =>
      `${kind === "flight" ? `Your flight ${number}` : `Your train ${number}`} is followed: if its arrival changes, the pickup follows at no cost, and we tell you by e-mail of any change of more than ${tell}${NBSP}minutes.`,
    numberField: "which lets us check your flight or train and follow its arrival on the day",
    termsFollowed: `For a pickup at Nantes Atlantique airport or the Gare de Nantes, the flight or train number the Customer gives is checked at booking, then the arrival is followed on the day through a flight-data provider for a flight and through SNCF’s data for a train. The pickup time follows the estimated, then the actual, arrival time; the Customer and the Provider are told by e-mail of any change of more than ${tell}${NBSP}minutes.`,
    termsWaiting: `The free waiting time (${intl}${NBSP}minutes after a flight from abroad, ${free}${NBSP}minutes otherwise) runs from the actual arrival, and never before the agreed pickup time. No fee is owed for a flight or train that is late, diverted or cancelled: the Customer’s absence can be recorded neither before their arrival nor after a diversion or a cancellation.`,
    termsUnfollowed:
      "If the arrival data are not available, the Provider is told and the scheduled time is the reference; the Customer’s absence is then recorded only after the arrival has been checked with the airport or the station.",
    termsLaw: `The law forbids the chauffeur to wait at the airport or the station more than ${lawHours === 1 ? "one hour" : `${lawHours}${NBSP}hours`} before the pickup time (French transport code, art. L3120-2 and D3120-3): this is why the pickup follows the arrival rather than waiting longer. The chauffeur meets the Customer in the arrivals hall with a sign bearing their name.`,
  },
});
