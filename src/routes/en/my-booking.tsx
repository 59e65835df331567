import { ManagePage } from "~/components/pages/manage-page";
import { linkPageMeta } from "~/components/pages/page-meta";

export function meta() {
  return linkPageMeta({
    title: "Manage my booking | VTC Premium Nantes",
    description:
      "Your chauffeur-driven trip as it is booked: cancel it on the terms that apply, or ask to change its date, time or addresses.",
    path: "/en/my-booking",
    crumb: "Manage my booking",
  });
}

/** The page an English booking's « Manage my booking » link opens (src/server/trip/manage-link.ts). */
export default function ManageRouteEn() {
  return <ManagePage locale="en" />;
}
