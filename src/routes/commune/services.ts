import type { Commune } from "~/content/communes.server";
import { inTown, ofTown } from "~/lib/french";
import { arrivalTermsText } from "~/lib/arrival-terms.text";

/**
 * The six services shown on a commune page that has no services of its own, each stated with the commune's
 * own figures so the text is true of that commune and no other.
 */
export function defaultServices(c: Pick<Commune, "name" | "airport" | "station" | "travelTime">) {
  return [
    {
      title: "Transferts aéroport",
      detail: `${c.airport.km}\u00a0km et environ ${c.airport.minutes}\u00a0minutes ${ofTown(c.name)} au terminal de Nantes Atlantique\u00a0; ${arrivalTermsText.fr.airportFeature.toLowerCase()}.`,
    },
    {
      title: "Transferts gare",
      detail: `La gare de Nantes à ${c.station.km}\u00a0km, environ ${c.station.minutes}\u00a0minutes, accès Nord ou Sud selon votre train, dépose au plus près du quai.`,
    },
    {
      title: "Déplacements professionnels",
      detail: `Rendez-vous d’affaires, séminaires et clients à accueillir au départ ${ofTown(c.name)}, facture pour les entreprises.`,
    },
    {
      title: "Soirées et événements",
      detail: `Concert, match ou dîner\u00a0: retour ${inTown(c.name)} à l’heure que vous choisissez, sans vous soucier du stationnement.`,
    },
    {
      title: "Shopping et rendez-vous médicaux",
      detail: `Accompagnement vers les centres commerciaux, cliniques et hôpitaux de l’agglomération, attente sur place possible.`,
    },
    {
      title: "Mariages",
      detail: `Voiture des mariés et navettes d’invités pour les cérémonies ${inTown(c.name)} et dans les domaines voisins.`,
    },
  ];
}

export function whyUs(c: Pick<Commune, "name" | "travelTime">) {
  const distance = c.travelTime === "Sur place" ? "au cœur de Nantes" : `à ${c.travelTime} du centre de Nantes`;
  return [
    {
      title: "Ponctualité",
      detail: "99\u00a0% de nos courses commencent à l’heure\u00a0: nous partons en tenant compte du trafic réel.",
    },
    {
      title: "Prix annoncé d’avance",
      detail:
        "Un tarif indicatif dès votre demande, un prix ferme que vous acceptez avant le départ, péages, carburant et stationnement compris.",
    },
    { title: "Confort premium", detail: `Tesla Model S ou Mercedes Classe E, eau et chargeurs à bord, ${distance}.` },
  ];
}
