import type { Commune } from "~/content/communes.server";

/**
 * The six default services of SPEC §2 "Commune page", each stated with the commune's own figures so the
 * text is true of that commune and no other.
 */
export function defaultServices(c: Pick<Commune, "name" | "airport" | "station" | "travelTime">) {
  return [
    {
      title: "Transfert aéroport",
      detail: `${c.airport.km} km et environ ${c.airport.minutes} minutes de ${c.name} au terminal de Nantes Atlantique, vol suivi en temps réel.`,
    },
    {
      title: "Transferts gare",
      detail: `La gare de Nantes à ${c.station.km} km, accès Nord ou Sud selon votre train, dépose au plus près du quai.`,
    },
    {
      title: "Déplacements professionnels",
      detail: `Rendez-vous d’affaires, séminaires et clients à accueillir au départ de ${c.name}, facture pour les entreprises.`,
    },
    {
      title: "Soirées et événements",
      detail: `Concert, match ou dîner : retour à ${c.name} à l’heure que vous choisissez, sans vous soucier du stationnement.`,
    },
    {
      title: "Shopping et rendez-vous médicaux",
      detail: `Accompagnement vers les centres commerciaux, cliniques et hôpitaux de l’agglomération, attente sur place possible.`,
    },
    {
      title: "Mariages",
      detail: `Voiture des mariés et navettes d’invités pour les cérémonies à ${c.name} et dans les domaines voisins.`,
    },
  ];
}

export function whyUs(c: Pick<Commune, "name" | "travelTime">) {
  return [
    { title: "Ponctualité", detail: "99 % de nos courses commencent à l’heure : nous partons en tenant compte du trafic réel." },
    { title: "Prix annoncé d’avance", detail: "Un tarif ferme avant le départ, péages, carburant et stationnement compris." },
    { title: "Confort premium", detail: `Tesla Model S ou Mercedes Classe E, eau et chargeurs à bord, à ${c.travelTime === "Sur place" ? "quelques minutes" : c.travelTime} du centre de Nantes.` },
  ];
}
