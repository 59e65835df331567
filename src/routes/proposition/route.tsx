import { ProposalPage } from "~/components/pages/proposal-page";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";

export function meta() {
  return seo({
    title: "Votre proposition de prix | VTC Premium Nantes",
    description:
      "Le prix de votre course avec chauffeur, ses conditions, et le choix de l’accepter ou de la refuser\u00a0: rien n’est réservé sans votre accord.",
    path: "/proposition",
    noindex: true,
    jsonLd: breadcrumbs([
      { name: "Accueil", path: "/" },
      { name: "Votre proposition de prix", path: "/proposition" },
    ]),
  });
}

/** The page a French price proposal's links open (src/server/proposal/token.ts). */
export default function ProposalRoute() {
  return <ProposalPage locale="fr" />;
}
