import { ProposalPage } from "~/components/pages/proposal-page";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";

export function meta() {
  return seo({
    title: "Your price proposal | VTC Premium Nantes",
    description:
      "The price of your chauffeur-driven trip, its terms, and the choice to accept or decline it: nothing is booked without your agreement.",
    path: "/en/proposal",
    noindex: true,
    jsonLd: breadcrumbs([
      { name: "Home", path: "/en" },
      { name: "Your price proposal", path: "/en/proposal" },
    ]),
  });
}

/** The page an English price proposal's links open (src/server/proposal/token.ts). */
export default function ProposalRouteEn() {
  return <ProposalPage locale="en" />;
}
