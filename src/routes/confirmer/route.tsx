import { Phone, ShieldCheck } from "lucide-react";
import { site, telHref } from "~/config/site";
import { LinkPage } from "~/components/link-page";
import { OPERATOR_LINK_DAYS, PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES } from "~/config/booking";
import { Island } from "~/islands/island";
import { numbersText } from "~/lib/numbers.text";
import { ConfirmPanel } from "~/components/confirm/confirm-panel";
import { linkPageMeta } from "~/components/pages/page-meta";

export function meta() {
  return linkPageMeta({
    title: "Répondre à une demande de réservation | VTC Premium Nantes",
    description:
      "Espace de l’exploitant\u00a0: confirmer une réservation faite au tarif affiché, proposer un prix pour une demande de devis, ou répondre «\u00a0Indisponible\u00a0».",
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
          Vérifiez la course et indiquez le prix&nbsp;: une réservation faite au tarif affiché se confirme à ce prix, et
          le bon de réservation part&nbsp;; une demande de devis reçoit une proposition, que le client accepte ou non.
          Rien ne part sans votre vérification.
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
              <strong className="text-ink">Une réservation au tarif affiché, confirmée à ce prix ou moins</strong>
              &nbsp;: son bon de réservation, avec un fichier pour son agenda. Le client s’est engagé en réservant, sur
              un écran qui montrait le prix, les frais d’annulation et les conditions. Le bon porte ce que la
              réglementation des VTC demande&nbsp;: votre identité et votre numéro d’inscription au registre, son nom et
              son téléphone, la date de la réservation, le lieu, la date et l’heure de prise en charge, la destination,
              le prix TTC, l’attente, les conditions d’annulation et le lien vers les conditions générales de vente.
            </p>
            <p className="mt-2">
              <strong className="text-ink">Une demande de devis, ou un prix au-dessus du tarif réservé</strong>
              &nbsp;: une proposition de prix, à accepter ou refuser d’un clic jusqu’à{" "}
              {numbersText.fr.hours(PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES / 60, true)} avant la prise en charge. Rien
              n’engage le client avant. Acceptée, le bon part aussitôt&nbsp;; refusée, ou sans réponse à temps, un
              e-mail vous le dit.
            </p>
            <p className="mt-2">
              <strong className="text-ink">Indisponible</strong>&nbsp;: un refus courtois, avec notre numéro pour
              trouver un autre horaire. Rien n’est dû.
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
              Le bon, la proposition et le refus donnent au client notre numéro,{" "}
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
