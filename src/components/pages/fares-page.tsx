import {
  ArrowRight,
  BadgeCheck,
  Car,
  Clock,
  Hourglass,
  MoonStar,
  Plane,
  Route as RouteIcon,
  TrainFront,
} from "../sprite-icons";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { fleet } from "~/config/fleet";
import { type FareGrid, formatEuros, waitingText } from "~/lib/fares";
import type { Locale } from "~/lib/i18n";

const NBSP = "\u00a0";

export type FaresData = Pick<FareGrid, "otherTrips" | "supplements" | "hourly" | "vehicles" | "waiting"> & {
  towns: { town: string; slug: string; airport?: number; station?: number }[];
};

/** "22:00" → "22 h" / "10pm", "06:30" → "6 h 30" / "6.30am". */
function hour(time: string, locale: Locale): string {
  const [h = "0", m = "00"] = time.split(":");
  const n = Number(h);
  if (locale === "en") {
    const twelve = n % 12 === 0 ? 12 : n % 12;
    return `${twelve}${m === "00" ? "" : `.${m}`}${n < 12 ? "am" : "pm"}`;
  }
  return m === "00" ? `${n}${NBSP}h` : `${n}${NBSP}h${NBSP}${m}`;
}

function words(locale: Locale, d: FaresData) {
  const euros = (amount: number) => formatEuros(amount, locale);
  const van = fleet.van;
  if (locale === "en")
    return {
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
      groups: [
        `1 to ${fleet.carSeats} passengers: one car, at the fare shown.`,
        van
          ? `${fleet.carSeats + 1} to ${van.seats} passengers: our ${van.name}, at ${d.vehicles.vanPercent}% of the car fare; up to ${fleet.maxPassengers}: two cars.`
          : `${fleet.carSeats + 1} to ${fleet.maxPassengers} passengers: two cars, each at the fare shown.`,
        `${fleet.maxPassengers + 1} passengers or more: on quote.`,
      ],
      otherEyebrow: "Other trips",
      otherTitle: "By distance, by the hour, at night",
      between: "Between towns",
      betweenText: `${euros(d.otherTrips.perKm)} per kilometre, ${euros(d.otherTrips.minimum)} minimum per trip. Beyond our ${d.towns.length} towns (La Baule, Saint-Nazaire, long distance): on quote.`,
      hourlyTitle: "Chauffeur by the hour",
      hourlyText: `${euros(d.hourly.rate)} an hour, ${d.hourly.minimumHours} hours minimum: your chauffeur stays with you for meetings, a wedding or a visit.`,
      nightTitle: "Night and Sunday",
      nightText: `${d.supplements.night ? `${d.supplements.night.percent}% more for a pickup between ${hour(d.supplements.night.from, locale)} and ${hour(d.supplements.night.to, locale)}.` : "No night supplement."} ${d.supplements.sunday ? `${d.supplements.sunday.percent}% more on Sundays.` : "No Sunday supplement."}`,
      waitingTitle: "Waiting",
      waitingText: waitingText("en"),
      firmTitle: "Indicative, then firm",
      firmText:
        "The grid is indicative. Sending a request accepts the indicative fare shown, subject to our confirmation. If the price has to be higher, or if the trip is on quote, we send you a proposal: it binds you only once you accept it, and you receive your booking confirmation then.",
      book: "Book a trip",
      bookHref: "/en#contact",
      quote: "Request a quote",
      quoteHref: "/en/quote",
      townHref: undefined as string | undefined,
    };
  return {
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
    groups: [
      `De 1 à ${fleet.carSeats}${NBSP}passagers${NBSP}: une voiture, au tarif indiqué.`,
      van
        ? `De ${fleet.carSeats + 1} à ${van.seats}${NBSP}passagers${NBSP}: notre ${van.name}, à ${d.vehicles.vanPercent}${NBSP}% du tarif d’une voiture${NBSP}; jusqu’à ${fleet.maxPassengers}${NBSP}: deux voitures.`
        : `De ${fleet.carSeats + 1} à ${fleet.maxPassengers}${NBSP}passagers${NBSP}: deux voitures, chacune au tarif indiqué.`,
      `${fleet.maxPassengers + 1}${NBSP}passagers ou plus${NBSP}: sur devis.`,
    ],
    otherEyebrow: "Autres courses",
    otherTitle: "Au kilomètre, à l’heure, de nuit",
    between: "Trajets entre communes",
    betweenText: `${euros(d.otherTrips.perKm)} par kilomètre, ${euros(d.otherTrips.minimum)} minimum par course. Au-delà de nos ${d.towns.length}${NBSP}communes (La Baule, Saint-Nazaire, longue distance)${NBSP}: sur devis.`,
    hourlyTitle: "Mise à disposition",
    hourlyText: `${euros(d.hourly.rate)} de l’heure, ${d.hourly.minimumHours}${NBSP}heures minimum${NBSP}: le chauffeur reste avec vous pour vos rendez-vous, un mariage ou une visite.`,
    nightTitle: "Nuit et dimanche",
    nightText: `${d.supplements.night ? `Majoration de ${d.supplements.night.percent}${NBSP}% pour une prise en charge entre ${hour(d.supplements.night.from, locale)} et ${hour(d.supplements.night.to, locale)}.` : "Pas de majoration de nuit."} ${d.supplements.sunday ? `Majoration de ${d.supplements.sunday.percent}${NBSP}% le dimanche.` : "Pas de majoration le dimanche."}`,
    waitingTitle: "Attente",
    waitingText: waitingText("fr"),
    firmTitle: "Indicatif, puis ferme",
    firmText: `La grille est indicative. Envoyer une demande accepte le tarif indicatif affiché, sous réserve de notre confirmation. Si le prix doit être plus élevé, ou si le trajet est sur devis, nous vous envoyons une proposition${NBSP}: elle ne vous engage qu’une fois acceptée, et vous recevez alors votre bon de réservation.`,
    book: "Réserver un trajet",
    bookHref: "/#contact",
    quote: "Demander un devis",
    quoteHref: "/demande-devis",
    townHref: "/chauffeur-prive-" as string | undefined,
  };
}

/** The grid of content/fares.json as a page, pre-rendered in either language: what every indicative fare comes from. */
export function FaresPage({ data, locale }: { data: FaresData; locale: Locale }) {
  const t = words(locale, data);
  const cell = (amount: number | undefined) => (amount === undefined ? t.onQuote : formatEuros(amount, locale));
  const cards = [
    { icon: RouteIcon, title: t.between, text: t.betweenText },
    { icon: Clock, title: t.hourlyTitle, text: t.hourlyText },
    { icon: MoonStar, title: t.nightTitle, text: t.nightText },
    { icon: Hourglass, title: t.waitingTitle, text: t.waitingText },
  ];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={<p>{t.lead}</p>} />
      <Section tone="light">
        <SectionHeading eyebrow={t.flatEyebrow} title={t.flatTitle} lead={<p>{t.flatLead}</p>} />
        <div className="card mt-10 overflow-hidden">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="bg-ink text-ivory">
              <tr>
                <th scope="col" className="px-4 py-3 text-sm font-semibold sm:px-6">
                  {t.town}
                </th>
                <th scope="col" className="px-4 py-3 text-right text-sm font-semibold sm:px-6">
                  <Plane aria-hidden="true" className="mr-1.5 inline h-4 w-4 text-gold" />
                  {t.airport}
                </th>
                <th scope="col" className="px-4 py-3 text-right text-sm font-semibold sm:px-6">
                  <TrainFront aria-hidden="true" className="mr-1.5 inline h-4 w-4 text-gold" />
                  {t.station}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.towns.map((town) => (
                <tr key={town.slug} className="border-t border-line odd:bg-white even:bg-ivory">
                  <th scope="row" className="px-4 py-2.5 font-medium sm:px-6">
                    {t.townHref ? (
                      <a href={`${t.townHref}${town.slug}`} className="hover:text-gold-ink hover:underline">
                        {town.town}
                      </a>
                    ) : (
                      town.town
                    )}
                  </th>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums sm:px-6">
                    {cell(town.airport)}
                  </td>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums sm:px-6">
                    {cell(town.station)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-10 flex gap-4 rounded-2xl border border-gold/50 bg-white p-6">
          <Car aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
          <div>
            <h3 className="font-sans text-lg font-semibold">{t.groupsTitle}</h3>
            <ul className="mt-2 space-y-1 leading-relaxed text-muted">
              {t.groups.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section tone="white">
        <SectionHeading eyebrow={t.otherEyebrow} title={t.otherTitle} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {cards.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <Icon aria-hidden="true" className="h-6 w-6 text-gold-ink" />
              <h3 className="mt-4 font-sans text-lg font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex gap-4 rounded-2xl bg-ink p-6 text-mist sm:p-8">
          <BadgeCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-gold" />
          <div>
            <h3 className="font-sans text-lg font-semibold text-white">{t.firmTitle}</h3>
            <p className="mt-2 leading-relaxed">{t.firmText}</p>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <a href={t.bookHref} className="btn-dark">
            {t.book} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
          <a href={t.quoteHref} className="btn-ghost-dark">
            {t.quote}
          </a>
        </div>
      </Section>
    </>
  );
}
