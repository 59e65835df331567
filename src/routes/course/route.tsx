import { ClipboardList, ShieldCheck } from "lucide-react";
import { CANCELLATION } from "~/config/terms-of-sale";
import { LinkPage, LinkPageNote } from "~/components/link-page";
import { linkPageMeta } from "~/components/pages/page-meta";
import { TripPanel } from "~/components/trip/trip-panel";
import { Island } from "~/islands/island";

export function meta() {
  return linkPageMeta({
    title: "Gérer une course | VTC Premium Nantes",
    description:
      "Espace de l’exploitant\u00a0: une course réservée telle qu’elle est enregistrée, pour l’annuler, la corriger, constater l’absence du client, encaisser ce qu’elle doit ou rembourser.",
    path: "/course",
    crumb: "Gérer une course",
  });
}

/**
 * The page the operator's trip links open (src/server/trip/operator-link.ts). The HTML is the same for every trip:
 * the trip is named in the link's fragment, which the panel reads in the browser and has /api/trip open.
 */
export default function TripRoute() {
  return (
    <LinkPage
      eyebrow="Espace exploitant"
      title="Gérer une course"
      lead={
        <>
          Vous gardez le dernier mot sur chaque course&nbsp;: l’annuler, la corriger, constater une absence, encaisser
          ses frais, la clore ou rembourser. Rien ne part sans votre vérification, et chaque envoi laisse une copie dans
          votre boîte.
        </>
      }
      island={<Island name="trip-panel" hydrate="load" component={TripPanel} props={{}} />}
      noScript="Cette page a besoin de JavaScript pour lire la course contenue dans le lien."
      notesWidth="18rem"
      notes={
        <>
          <LinkPageNote icon={ClipboardList} title="Ce que reçoit le client">
            <p className="mt-2">
              <strong className="text-ink">Annulée par vous</strong>&nbsp;: l’annulation, sans frais, avec le fichier
              qui retire la course de son agenda. Plus de rappel ni de demande d’avis.
            </p>
            <p className="mt-2">
              <strong className="text-ink">Corrigée</strong>&nbsp;: jusqu’au prix convenu, un nouveau bon de réservation
              qui remplace l’ancien&nbsp;; au-dessus, une proposition qu’il accepte ou non, la réservation tenant telle
              quelle d’ici là.
            </p>
            <p className="mt-2">
              <strong className="text-ink">Absent</strong>&nbsp;: un e-mail qui constate l’absence et les frais prévus
              par les conditions générales de vente ({CANCELLATION.lastPercent}&nbsp;% du prix).
            </p>
            <p className="mt-2">
              <strong className="text-ink">Paiement</strong>&nbsp;: la note (ou la facture de sa société) de chaque
              somme encaissée ou de la course close, et un lien de paiement si sa carte ne passe pas. Rien n’est débité
              sans votre geste, sauf le prix d’une course close d’elle-même.
            </p>
          </LinkPageNote>
          <LinkPageNote icon={ShieldCheck} title="Un lien pour vous seul">
            <p className="mt-2">
              Ce lien n’est envoyé qu’à votre boîte de réservations et vaut tant que la course est conservée&nbsp;: ne
              le transférez pas.
            </p>
          </LinkPageNote>
        </>
      }
    />
  );
}
