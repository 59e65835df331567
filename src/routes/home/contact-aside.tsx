import { Clock, Mail, Phone, Timer } from "lucide-react";
import { EmailAddress } from "~/components/email-address";
import { site, telHref } from "~/config/site";

export function ContactAside() {
  return (
    <div>
      <p className="eyebrow text-gold-ink">Réservation</p>
      <h2 className="mt-3 text-3xl leading-tight sm:text-[2.6rem]">Demandez votre chauffeur en deux minutes</h2>
      <p className="mt-5 text-lg leading-relaxed text-muted">
        Indiquez votre trajet : nous vous répondons sous 2 heures avec un prix ferme, péages, carburant et stationnement
        compris. Pour un départ imminent, appelez-nous directement.
      </p>
      <ul className="mt-8 space-y-4">
        <li>
          <a
            href={telHref}
            className="flex items-center gap-4 rounded-2xl bg-ink p-5 text-ivory transition-colors hover:bg-night-2"
          >
            <Phone aria-hidden="true" className="h-6 w-6 text-gold" />
            <span>
              <span className="block text-xs tracking-wide text-mist uppercase">Réservation immédiate</span>
              <span className="font-display text-xl text-white">{site.phone.display}</span>
            </span>
          </a>
        </li>
        <li className="flex items-center gap-4 px-1">
          <Mail aria-hidden="true" className="h-5 w-5 text-gold-ink" />
          <a href={`mailto:${site.email.contact}`} className="underline-offset-4 hover:underline">
            <EmailAddress address={site.email.contact} />
          </a>
        </li>
        <li className="flex items-center gap-4 px-1">
          <Clock aria-hidden="true" className="h-5 w-5 text-gold-ink" /> 24 h/24 et 7 j/7, jours fériés compris
        </li>
        <li className="flex items-center gap-4 px-1">
          <Timer aria-hidden="true" className="h-5 w-5 text-gold-ink" /> Devis gratuit sous 2 heures
        </li>
      </ul>
    </div>
  );
}
