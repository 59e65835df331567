import { fleet } from "~/config/fleet";
import { type FareGrid, formatEuros, waitingText } from "~/lib/fares";
import { catalogue } from "~/lib/i18n";

const NBSP = "\u00a0";
const van = fleet.van;

/** "22:00" → "22 h", "06:30" → "6 h 30". */
function frHour(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  const n = Number(h);
  return m === "00" ? `${n}${NBSP}h` : `${n}${NBSP}h${NBSP}${m}`;
}

/** "22:00" → "10pm", "06:30" → "6.30am". */
function enHour(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  const n = Number(h);
  const twelve = n % 12 === 0 ? 12 : n % 12;
  return `${twelve}${m === "00" ? "" : `.${m}`}${n < 12 ? "am" : "pm"}`;
}

/** The fares page (/tarifs, /en/fares): the grid's figures said in either language. */
export const faresPageText = catalogue({
  fr: {
    eyebrow: "Tarifs",
    title: "Nos tarifs, annoncés d’avance",
    lead: `Prix indicatifs par trajet et par véhicule, en euros TTC${NBSP}: carburant, péages et stationnement compris. Le formulaire de réservation calcule le tarif indicatif de votre trajet. Un prix devient ferme quand vous l’avez accepté${NBSP}: au tarif indicatif ou moins, dès que nous confirmons votre réservation${NBSP}; au-dessus, seulement si vous acceptez notre proposition.`,
    flatEyebrow: "Forfaits",
    flatTitle: "Aéroport et gare, depuis chez vous",
    flatLead: `Un forfait indicatif entre votre commune et l’aéroport Nantes Atlantique ou la gare de Nantes, dans les deux sens.`,
    caption: "Forfaits par commune, en euros TTC",
    town: "Commune",
    airport: "Aéroport",
    station: "Gare",
    onQuote: "sur devis",
    groupsTitle: "Jusqu’à quatre passagers par voiture",
    groups: (vehicles: FareGrid["vehicles"]) => [
      `De 1 à ${fleet.carSeats}${NBSP}passagers${NBSP}: une voiture, au tarif indiqué.`,
      van
        ? `De ${fleet.carSeats + 1} à ${van.seats}${NBSP}passagers${NBSP}: notre ${van.name}, à ${vehicles.vanPercent}${NBSP}% du tarif d’une voiture${NBSP}; jusqu’à ${fleet.maxPassengers}${NBSP}: deux voitures.`
        : `De ${fleet.carSeats + 1} à ${fleet.maxPassengers}${NBSP}passagers${NBSP}: deux voitures, chacune au tarif indiqué.`,
      `${fleet.maxPassengers + 1}${NBSP}passagers ou plus${NBSP}: sur devis.`,
    ],
    otherEyebrow: "Autres courses",
    otherTitle: "Au kilomètre, à l’heure, de nuit",
    between: "Trajets entre communes",
    betweenText: (trips: FareGrid["otherTrips"], towns: number) =>
      `${formatEuros(trips.perKm)} par kilomètre, ${formatEuros(trips.minimum)} minimum par course. Au-delà de nos ${towns}${NBSP}communes (La Baule, Saint-Nazaire, longue distance)${NBSP}: sur devis.`,
    hourlyTitle: "Mise à disposition",
    hourlyText: (hourly: FareGrid["hourly"]) =>
      `${formatEuros(hourly.rate)} de l’heure, ${hourly.minimumHours}${NBSP}heures minimum${NBSP}: le chauffeur reste avec vous pour vos rendez-vous, un mariage ou une visite.`,
    nightTitle: "Nuit et dimanche",
    nightText: (supplements: FareGrid["supplements"]) =>
      `${supplements.night ? `Majoration de ${supplements.night.percent}${NBSP}% pour une prise en charge entre ${frHour(supplements.night.from)} et ${frHour(supplements.night.to)}.` : "Pas de majoration de nuit."} ${supplements.sunday ? `Majoration de ${supplements.sunday.percent}${NBSP}% le dimanche.` : "Pas de majoration le dimanche."}`,
    waitingTitle: "Attente",
    waitingText: waitingText("fr"),
    firmTitle: "Indicatif, puis ferme",
    firmText: `La grille est indicative. Envoyer une demande accepte le tarif indicatif affiché, sous réserve de notre confirmation. Si le prix doit être plus élevé, ou si le trajet est sur devis, nous vous envoyons une proposition${NBSP}: elle ne vous engage qu’une fois acceptée, et vous recevez alors votre bon de réservation.`,
    book: "Réserver un trajet",
    bookHref: "/#contact",
    quote: "Demander un devis",
    quoteHref: "/demande-devis",
  },
  en: {
    eyebrow: "Fares",
    title: "Our fares, shown in advance",
    lead: "Indicative prices per trip and per vehicle, including VAT, fuel, tolls and parking. The booking form works out the indicative fare of your trip. A price becomes firm once you have accepted it: at or below the indicative fare, as soon as we confirm your booking; above it, only if you accept our proposal.",
    flatEyebrow: "Flat fares",
    flatTitle: "Airport and station, from your town",
    flatLead:
      "An indicative flat fare between your town and Nantes Atlantique airport or the Gare de Nantes, both ways.",
    caption: "Flat fares per town, in euros including VAT",
    town: "Town",
    airport: "Airport",
    station: "Station",
    onQuote: "on quote",
    groupsTitle: "Up to four passengers per car",
    groups: (vehicles: FareGrid["vehicles"]) => [
      `1 to ${fleet.carSeats} passengers: one car, at the fare shown.`,
      van
        ? `${fleet.carSeats + 1} to ${van.seats} passengers: our ${van.name}, at ${vehicles.vanPercent}% of the car fare; up to ${fleet.maxPassengers}: two cars.`
        : `${fleet.carSeats + 1} to ${fleet.maxPassengers} passengers: two cars, each at the fare shown.`,
      `${fleet.maxPassengers + 1} passengers or more: on quote.`,
    ],
    otherEyebrow: "Other trips",
    otherTitle: "By distance, by the hour, at night",
    between: "Between towns",
    betweenText: (trips: FareGrid["otherTrips"], towns: number) =>
      `${formatEuros(trips.perKm, "en")} per kilometre, ${formatEuros(trips.minimum, "en")} minimum per trip. Beyond our ${towns} towns (La Baule, Saint-Nazaire, long distance): on quote.`,
    hourlyTitle: "Chauffeur by the hour",
    hourlyText: (hourly: FareGrid["hourly"]) =>
      `${formatEuros(hourly.rate, "en")} an hour, ${hourly.minimumHours} hours minimum: your chauffeur stays with you for meetings, a wedding or a visit.`,
    nightTitle: "Night and Sunday",
    nightText: (supplements: FareGrid["supplements"]) =>
      `${supplements.night ? `${supplements.night.percent}% more for a pickup between ${enHour(supplements.night.from)} and ${enHour(supplements.night.to)}.` : "No night supplement."} ${supplements.sunday ? `${supplements.sunday.percent}% more on Sundays.` : "No Sunday supplement."}`,
    waitingTitle: "Waiting",
    waitingText: waitingText("en"),
    firmTitle: "Indicative, then firm",
    firmText:
      "The grid is indicative. Sending a request accepts the indicative fare shown, subject to our confirmation. If the price has to be higher, or if the trip is on quote, we send you a proposal: it binds you only once you accept it, and you receive your booking confirmation then.",
    book: "Book a trip",
    bookHref: "/en#contact",
    quote: "Request a quote",
    quoteHref: "/en/quote",
  },
});
