import { linkPageMeta } from "~/components/pages/page-meta";
import { PaymentPage } from "~/components/pages/payment-page";

export function meta() {
  return linkPageMeta({
    title: "Paiement de votre course | VTC Premium Nantes",
    description:
      "Régler votre course ou enregistrer votre carte en garantie, sur la page sécurisée de Stripe\u00a0: votre carte n’est jamais saisie sur notre site.",
    path: "/paiement",
    crumb: "Paiement",
  });
}

/** The page a French payment link opens (src/server/payment/link.ts). */
export default function PaymentRoute() {
  return <PaymentPage locale="fr" />;
}
