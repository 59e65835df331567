import { Phone, ShieldCheck } from "lucide-react";
import { site, telHref } from "~/config/site";
import { LinkPage } from "~/components/link-page";
import { OPERATOR_LINK_DAYS, PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES } from "~/config/booking";
import { Island } from "~/islands/island";
import { hoursText } from "~/lib/terms";
import { ConfirmPanel } from "~/components/confirm/confirm-panel";
import { linkPageMeta } from "~/components/pages/page-meta";

export function meta() {
  return linkPageMeta({
    title: "Répondre à une demande de réservation | VTC Premium Nantes",
    description:
      "Espace de l’exploitant\u00a0: répondre à une demande de réservation avec un prix (le bon de réservation, ou une proposition que le client accepte), ou la décliner.",
    path: "/confirmer",
    crumb: "Répondre à une demande",
  });
}

/**
 * The page the business e-mail's two links open. The HTML is the same for every request: the request
 * itself is in the link's fragment, which the panel reads in the browser and has /api/confirm open.
 */
export default function ConfirmPage() {
  return (
    <LinkPage
      eyebrow="Espace exploitant"
      title="Répondre à une demande"
      lead={
        <>
          Vérifiez la course et indiquez le prix&nbsp;: au tarif indicatif qu’il a vu, le client reçoit son bon de
          réservation&nbsp;; au-dessus, une proposition à accepter. Rien ne part sans votre vérification.
        </>
      }
      island={<Island name="confirm-panel" hydrate="load" component={ConfirmPanel} props={{}} />}
      noScript="Cette page a besoin de JavaScript pour lire la demande contenue dans le lien."
      notesWidth="18rem"
      notes={
        <>
          <div className="card p-5">
            <h2 className="font-sans text-base font-semibold text-ink">Ce que reçoit le client</h2>
            <p className="mt-2">
              <strong className="text-ink">Au tarif indicatif qu’il a vu, ou moins</strong>&nbsp;: son bon de
              réservation, avec un fichier pour son agenda. Le bon porte ce que la réglementation des VTC demande&nbsp;:
              votre identité et votre numéro d’inscription au registre, son nom et son téléphone, la date de la
              réservation, le lieu, la date et l’heure de prise en charge, la destination, le prix TTC, l’attente, les
              conditions d’annulation et le lien vers les conditions générales de vente.
            </p>
            <p className="mt-2">
              <strong className="text-ink">Au-dessus, ou pour un trajet sur devis</strong>&nbsp;: une proposition de
              prix, qu’il accepte ou refuse d’un clic jusqu’à{" "}
              {hoursText(PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES / 60, "fr", true)} avant la prise en charge. Rien ne
              l’engage avant. S’il accepte, il reçoit son bon aussitôt&nbsp;; s’il refuse, ou sans réponse à temps, un
              e-mail vous le dit.
            </p>
            <p className="mt-2">
              <strong className="text-ink">Indisponible</strong>&nbsp;: un refus courtois, avec notre numéro pour
              trouver un autre horaire. Rien ne lui est facturé.
            </p>
            <p className="mt-2">
              Rien ne part avant une étape de vérification, et chaque envoi laisse une copie dans votre boîte, à garder
              trois ans.
            </p>
          </div>
          <p className="card flex gap-3 p-5">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
            <span>
              Chaque lien ne sert qu’une fois et expire au bout de {OPERATOR_LINK_DAYS}&nbsp;jours. Il n’est envoyé qu’à
              votre boîte de réservations&nbsp;: ne le transférez pas.
            </span>
          </p>
          <p className="card flex gap-3 p-5">
            <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
            <span>
              Le bon, la proposition et le refus indiquent au client notre numéro,{" "}
              <a href={telHref} className="font-medium whitespace-nowrap text-ink underline underline-offset-2">
                {site.phone.display}
              </a>
              .
            </span>
          </p>
        </>
      }
    />
  );
}
