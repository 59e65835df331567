import { ManagePage } from "~/components/pages/manage-page";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";

export function meta() {
  return seo({
    title: "Gérer ma réservation | VTC Premium Nantes",
    description:
      "Votre course avec chauffeur telle qu’elle est réservée\u00a0: l’annuler aux conditions du moment, ou demander d’en changer la date, l’heure ou les adresses.",
    path: "/ma-reservation",
    noindex: true,
    jsonLd: breadcrumbs([
      { name: "Accueil", path: "/" },
      { name: "Gérer ma réservation", path: "/ma-reservation" },
    ]),
  });
}

/** The page a French booking's « Gérer ma réservation » link opens (src/server/trip/manage-link.ts). */
export default function ManageRoute() {
  return <ManagePage locale="fr" />;
}
