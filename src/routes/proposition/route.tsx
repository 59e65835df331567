import { ProposalPage } from "~/components/pages/proposal-page";
import { linkPageMeta } from "~/components/pages/page-meta";

export function meta() {
  return linkPageMeta({
    title: "Votre proposition de prix | VTC Premium Nantes",
    description:
      "Le prix de votre course avec chauffeur, ses conditions, et le choix de l’accepter ou de la refuser\u00a0: rien n’est réservé sans votre accord.",
    path: "/proposition",
    crumb: "Votre proposition de prix",
  });
}

/** The page a French price proposal's links open (src/server/proposal/token.ts). */
export default function ProposalRoute() {
  return <ProposalPage locale="fr" />;
}
