import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { serviceArea } from "~/config/service-area";
import { site, telHref } from "~/config/site";
import { EmailAddress } from "./email-address";
import { Logo } from "./logo";
import { footerNav, legalNav } from "./site-links";

const services = [
  { label: "Transferts aéroport", href: "/blog/aeroport-nantes-atlantique-optimiser-transferts" },
  { label: "Transferts gare", href: "/#services" },
  { label: "Mise à disposition", href: "/#services" },
  { label: "Mariages et événements", href: "/events" },
  { label: "Déplacements professionnels", href: "/blog/transport-professionnel-solutions-entreprises" },
  { label: "Longue distance", href: "/#services" },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-mist">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.2fr_1.35fr_1fr_1fr] lg:gap-10">
        <div className="text-white">
          <Logo />
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-mist">
            Chauffeur privé en Tesla Model S et Mercedes Classe E, {serviceArea.regular}.
          </p>
        </div>
        <div>
          <h2 className="eyebrow text-gold">Contact</h2>
          <ul className="mt-5 space-y-3 text-sm">
            <li>
              <a href={telHref} className="flex items-center gap-3 text-white hover:text-gold-light">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" /> {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email.contact}`} className="flex items-center gap-3 hover:text-white">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" /> <EmailAddress address={site.email.contact} />
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" /> {serviceArea.label}
            </li>
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" /> 24 h/24, 7 j/7
            </li>
          </ul>
        </div>
        <LinkColumn title="Services" links={services} />
        <LinkColumn title="Navigation" links={footerNav} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.brand}. Tous droits réservés.
          </p>
          <LinkList links={legalNav} className="flex flex-wrap gap-x-6 gap-y-2" />
        </div>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly Link[] }) {
  return (
    <div>
      <h2 className="eyebrow text-gold">{title}</h2>
      <LinkList links={links} className="mt-5 space-y-3 text-sm" />
    </div>
  );
}

type Link = { label: string; href: string };

function LinkList({ links, className }: { links: readonly Link[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.label}>
          <a href={item.href} className="hover:text-white">
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
