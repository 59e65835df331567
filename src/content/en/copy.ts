import type { icons } from "~/components/icons";
import { figureEn, figures } from "~/content/figures";
import { grid } from "~/lib/fares";
import { arrivalTermsText } from "~/lib/arrival-terms.text";

const arrivals = arrivalTermsText.en;

/**
 * English copy of the pages that sell and book, written for English readers from the same facts as the
 * French pages (content/FACTS.md, src/config). Events are keyed by the id of content/events.json, whose
 * dates, places and pictures they share.
 */

type Icon = keyof typeof icons;

export const servicesEn: { id: string; title: string; description: string; features: string[]; icon: Icon }[] = [
  {
    id: "airport",
    title: "Airport transfers",
    description: `To and from Nantes Atlantique and the major airports. ${arrivals.airport} Your chauffeur meets you in the arrivals hall with a name sign and takes care of your luggage.`,
    features: [
      arrivals.airportFeature,
      "Help with your luggage",
      `${grid.waiting.internationalArrivalFreeMinutes}\u00a0minutes’ free waiting on international arrivals`,
    ],
    icon: "plane",
  },
  {
    id: "station",
    title: "Station transfers",
    description: `Pickup at Nantes railway station, north side (Jardin des Plantes) or south side (Cité des Congrès), as your train pulls in. ${arrivals.station}`,
    features: ["North or south exit, as you prefer", arrivals.stationFeature, "Help with your luggage"],
    icon: "train",
  },
  {
    id: "hourly",
    title: "Chauffeur by the hour",
    description:
      "A chauffeur and car reserved for you for a few hours, half a day or a full day. Ideal for back-to-back meetings or for discovering the region at your own pace.",
    features: ["By the hour or by the day", "Waiting between stops included", "Free, flexible itinerary"],
    icon: "hourglass",
  },
  {
    id: "events",
    title: "Events",
    description:
      "Weddings, corporate evenings, galas or concerts: we drive you and your guests with style and discretion. A child seat is available on request.",
    features: ["Weddings and wedding cars", "Corporate evenings and galas", "Child seat on request"],
    icon: "sparkles",
  },
  {
    id: "long-distance",
    title: "Long distance",
    description:
      "Paris, Rennes, Bordeaux or anywhere else: travel door to door, with no connections and no waiting on platforms. The price is fixed in advance on quote, fuel and tolls included.",
    features: ["Door to door across France", "A price you accept in advance", "Breaks whenever you like"],
    icon: "route",
  },
  {
    id: "around-the-clock",
    title: "Around the clock",
    description:
      "A dawn departure, a late return or a last-minute change of plan: we drive 24/7, bank holidays included. Every quote request is answered within 2 hours.",
    features: ["7 days a week, bank holidays included", "Night and very early departures", "Free quote within 2 hours"],
    icon: "clock",
  },
];

/** The two cars, same pictures as the French page. */
export const fleetEn = [
  {
    name: "Tesla Model S",
    image: "vehicle-tesla-model-s",
    description:
      "A fully electric saloon, quiet and roomy, with no exhaust emissions. Its large glass roof and very smooth ride make every journey restful.",
    features: ["100% electric", "Exceptionally quiet cabin", "Panoramic glass roof", "Up to 4 passengers"],
  },
  {
    name: "Mercedes E-Class",
    image: "vehicle-mercedes-classe-e",
    description:
      "The benchmark business saloon: comfortable, beautifully finished and with a generous boot. Perfect for transfers with luggage as well as business travel.",
    features: [
      "Comfortable leather seats",
      "Large boot for your luggage",
      "Automatic climate control",
      "Up to 4 passengers",
    ],
  },
];

export const promisesEn: { title: string; description: string; icon: Icon }[] = [
  {
    title: "Punctuality you can count on",
    description: `${figureEn(figures.punctuality)} of our pickups are on time: we plan around the traffic and arrive early at the meeting point.`,
    icon: "clock",
  },
  {
    title: "Fully comprehensive insurance",
    description:
      "Our cars are insured fully comprehensive, every passenger covered. Roadworthiness checks and servicing every 6 months.",
    icon: "shield",
  },
  {
    title: "Transparent prices",
    description:
      "The price is agreed before you set off, in euros including VAT, with fuel, tolls and parking included. No hidden extras.",
    icon: "euro",
  },
  {
    title: arrivals.cardTitle,
    description: arrivals.card,
    icon: "map-pin",
  },
];

export type EventCopy = {
  name: string;
  when: string;
  duration: string;
  category: string;
  description: string;
  highlights: string[];
  imageAlt: string;
};

export const eventsEn: Record<number, EventCopy> = {
  1: {
    name: "Hellfest",
    when: "June",
    duration: "4 days",
    category: "Festival",
    description:
      "The essential gathering for extreme music, Hellfest turns Clisson into the capital of metal for four days, Thursday to Sunday. Your chauffeur drops you as close as the authorised access points allow, with no parking to hunt for, and collects you at the agreed time, even in the middle of the night, for a calm ride back to Nantes or your hotel.",
    highlights: [
      "Drop-off close to the entrances",
      "Night-time return at your chosen hour",
      "Nantes – Clisson return trips",
      "Book 2 to 3 weeks ahead",
    ],
    imageAlt: "A crowd of festival-goers in front of a main stage at Hellfest in Clisson, at nightfall",
  },
  2: {
    name: "Festival des 3 Continents",
    when: "Late November",
    duration: "10 days",
    category: "Cinema",
    description:
      "Since 1979, the Festival des 3 Continents has brought the best of cinema from Africa, Asia and Latin America to Nantes. Between screenings at the Katorza or the festival’s other venues, your chauffeur drops you at the door and takes you home after the last film, however late.",
    highlights: [
      "Drop-off at the cinemas",
      "Back-to-back screenings, stress-free",
      "Return after the last screening",
      "Chauffeur at your disposal all evening",
    ],
    imageAlt: "Audience in a cinema during a screening at the Festival des 3 Continents in Nantes",
  },
  3: {
    name: "FC Nantes at La Beaujoire",
    when: "All season",
    duration: "Every home match",
    category: "Sport",
    description:
      "On match nights the roads around the Stade de la Beaujoire fill up fast. Your chauffeur drops you close to the gates, then meets you after the final whistle at a pickup point agreed in advance, away from the post-match traffic jams.",
    highlights: [
      "Drop-off near the stadium gates",
      "Return point agreed in advance",
      "Ideal for hosting guests",
      "From anywhere in the metropolis",
    ],
    imageAlt: "Stands of the Stade de la Beaujoire full of FC Nantes supporters in yellow and green",
  },
  4: {
    name: "La Folle Journée de Nantes",
    when: "Late January – early February",
    duration: "5 days",
    category: "Classical",
    description:
      "Founded in 1995, La Folle Journée de Nantes fills the Cité des Congrès every winter with hundreds of classical concerts, from morning to night. We drop you at the door of the Cité des Congrès and arrange your trips between concerts or at the end of the evening, with no parking worries in the area.",
    highlights: [
      "Drop-off at the Cité des Congrès",
      "Trips between concerts",
      "Late-evening returns",
      "Attentive care for older guests",
    ],
    imageAlt: "An orchestra performing in an auditorium of the Cité des Congrès during La Folle Journée de Nantes",
  },
  5: {
    name: "Le Voyage à Nantes",
    when: "Early July – early September",
    duration: "Two months",
    category: "Art",
    description:
      "Every summer, Le Voyage à Nantes paints its green line through the city, linking contemporary artworks, monuments and viewpoints all the way to the Loire estuary. With a chauffeur for half a day or a full day, you reach even the most distant stops without worrying about distances or parking.",
    highlights: [
      "Half-day tours",
      "Tailor-made full days",
      "Estuary artworks within reach",
      "Air-conditioned car in high summer",
    ],
    imageAlt: "Green line painted on the ground leading to the Château des ducs de Bretagne during Le Voyage à Nantes",
  },
  6: {
    name: "Les Utopiales",
    when: "Late October – early November",
    duration: "4 to 6 days",
    category: "Culture",
    description:
      "The international science-fiction festival, held in Nantes since 2000, takes over the Cité des Congrès every autumn: meetings with authors, scientists and artists, screenings, exhibitions, comics, games and book signings. We drive festival-goers and guests from the station, the airport or their hotel to the entrance, and collect them after the last session.",
    highlights: [
      "Drop-off at the Cité des Congrès",
      "Station and airport shuttles",
      "Welcome for guest authors",
      "Return after the last session",
    ],
    imageAlt:
      "A ringed planet in a starry sky above the long, lit glass hall of the Cité des Congrès in Nantes, reflected in the water",
  },
};
