import { Phone, ShieldCheck } from "lucide-react";
import { site, telHref } from "~/config/site";
import { Island } from "~/islands/island";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";
import { ConfirmPanel } from "~/components/confirm/confirm-panel";

export function meta() {
  return seo({
    title: "Répondre à une demande de réservation | VTC Premium Nantes",
    description:
      "Espace de l’exploitant\u00a0: répondre à une demande de réservation avec un prix (le bon de réservation, ou une proposition que le client accepte), ou la décliner.",
    path: "/confirmer",
    noindex: true,
    jsonLd: breadcrumbs([
      { name: "Accueil", path: "/" },
      { name: "Répondre à une demande", path: "/confirmer" },
    ]),
  });
}

/**
 * The page the business e-mail's two links open. The HTML is the same for every request: the request
 * itself is in the link's fragment, which the panel reads in the browser and has /api/confirm open.
 */
export default function ConfirmPage() {
  return (
    <>
      <PageBand />
      <div className="bg-sand/60">
        <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_18rem] lg:gap-12">
          <Island name="confirm-panel" hydrate="load" component={ConfirmPanel} props={{}} />
          <aside className="grid content-start gap-4 text-sm leading-relaxed text-muted">
            <div className="card p-5">
              <h2 className="font-sans text-base font-semibold text-ink">Ce que reçoit le client</h2>
              <p className="mt-2">
                <strong className="text-ink">Au tarif indicatif qu’il a vu, ou moins</strong>&nbsp;: son bon de
                réservation, avec un fichier pour son agenda. Le bon porte ce que la réglementation des VTC
                demande&nbsp;: votre identité et votre numéro d’inscription au registre, son nom et son téléphone, la
                date de la réservation, le lieu, la date et l’heure de prise en charge, la destination, le prix TTC,
                l’attente, les conditions d’annulation et le lien vers les conditions générales de vente.
              </p>
              <p className="mt-2">
                <strong className="text-ink">Au-dessus, ou pour un trajet sur devis</strong>&nbsp;: une proposition de
                prix, qu’il accepte ou refuse d’un clic jusqu’à 2&nbsp;heures avant la prise en charge. Rien ne l’engage
                avant. S’il accepte, il reçoit son bon aussitôt&nbsp;; s’il refuse, ou sans réponse à temps, un e-mail
                vous le dit.
              </p>
              <p className="mt-2">
                <strong className="text-ink">Indisponible</strong>&nbsp;: un refus courtois, avec notre numéro pour
                trouver un autre horaire. Rien ne lui est facturé.
              </p>
              <p className="mt-2">
                Rien ne part avant une étape de vérification, et chaque envoi laisse une copie dans votre boîte, à
                garder trois ans.
              </p>
            </div>
            <p className="card flex gap-3 p-5">
              <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
              <span>
                Chaque lien ne sert qu’une fois et expire au bout de 30&nbsp;jours. Il n’est envoyé qu’à votre boîte de
                réservations&nbsp;: ne le transférez pas.
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
          </aside>
        </div>
      </div>
      <noscript>
        <p className="container-page py-6 text-center">
          Cette page a besoin de JavaScript pour lire la demande contenue dans le lien.
        </p>
      </noscript>
    </>
  );
}

/** A short dark band, so the transparent header reads as on every other page. */
function PageBand() {
  return (
    <section className="relative isolate bg-ink text-ivory">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_0%,rgb(200_164_93/0.18),transparent_55%)]"
      />
      <div className="container-page pt-32 pb-10 sm:pt-36 sm:pb-12">
        <p className="eyebrow text-gold">Espace exploitant</p>
        <h1 className="mt-3 text-3xl leading-tight text-white sm:text-4xl">Répondre à une demande</h1>
        <p className="mt-4 max-w-2xl text-mist">
          Vérifiez la course et indiquez le prix&nbsp;: au tarif indicatif qu’il a vu, le client reçoit son bon de
          réservation&nbsp;; au-dessus, une proposition à accepter. Rien ne part sans votre vérification.
        </p>
      </div>
    </section>
  );
}
