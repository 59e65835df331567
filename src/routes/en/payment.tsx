import { linkPageMeta } from "~/components/pages/page-meta";
import { PaymentPage } from "~/components/pages/payment-page";

export function meta() {
  return linkPageMeta({
    title: "Payment for your trip | VTC Premium Nantes",
    description:
      "Pay for your trip or save your card as a guarantee, on Stripe's secure page: your card is never typed on our site.",
    path: "/en/payment",
    crumb: "Payment",
  });
}

/** The page an English payment link opens (src/server/payment/link.ts). */
export default function PaymentRouteEn() {
  return <PaymentPage locale="en" />;
}
