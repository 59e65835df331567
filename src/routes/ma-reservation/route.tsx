import { ManagePage } from "~/components/pages/manage-page";
import { linkPageMeta } from "~/components/pages/page-meta";

export function meta() {
  return linkPageMeta({
    title: "Gérer ma réservation | VTC Premium Nantes",
    description:
      "Votre course avec chauffeur telle qu’elle est réservée\u00a0: l’annuler aux conditions du moment, ou demander d’en changer la date, l’heure ou les adresses.",
    path: "/ma-reservation",
    crumb: "Gérer ma réservation",
  });
}

/** The page a French booking's « Gérer ma réservation » link opens (src/server/trip/manage-link.ts). */
export default function ManageRoute() {
  return <ManagePage locale="fr" />;
}
