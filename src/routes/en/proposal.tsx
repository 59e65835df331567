import { ProposalPage } from "~/components/pages/proposal-page";
import { linkPageMeta } from "~/components/pages/page-meta";

export function meta() {
  return linkPageMeta({
    title: "Your price proposal | VTC Premium Nantes",
    description:
      "The price of your chauffeur-driven trip, its terms, and the choice to accept or decline it: nothing is booked without your agreement.",
    path: "/en/proposal",
    crumb: "Your price proposal",
  });
}

/** The page an English price proposal's links open (src/server/proposal/token.ts). */
export default function ProposalRouteEn() {
  return <ProposalPage locale="en" />;
}
