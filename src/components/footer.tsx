import { Clock, Mail, MapPin, Phone } from "./sprite-icons";
import { phoneDisplay, site, telHref } from "~/config/site";
import { EmailAddress } from "./email-address";
import { LinkList, type SiteLink } from "./link-list";
import { Logo } from "./logo";
import type { Locale } from "~/lib/i18n";
import { navigation } from "./site-links";
import { chromeText } from "./chrome.text";

/** The page loader holds the first paint until the parser reaches this element (src/root.tsx). */
export const FOOTER_ID = "site-footer";

export function Footer({ locale = "fr" }: { locale?: Locale }) {
  const year = new Date().getFullYear();
  const t = chromeText[locale].footer;
  const nav = navigation[locale];
  return (
    <footer id={FOOTER_ID} data-band="" className="bg-ink text-mist">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.2fr_1.35fr_1fr_1fr] lg:gap-10">
        <div className="text-white">
          <Logo locale={locale} />
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-mist">{t.about}</p>
        </div>
        <div>
          <h2 className="eyebrow text-gold">Contact</h2>
          <ul className="mt-5 space-y-3 text-sm">
            <li>
              <a href={telHref} className="flex items-center gap-3 text-white hover:text-gold-light">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" /> {phoneDisplay(locale)}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email.contact}`} className="flex items-center gap-3 hover:text-white">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" />{" "}
                <EmailAddress address={site.email.contact} />
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" /> {t.area}
            </li>
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" /> {t.hours}
            </li>
          </ul>
        </div>
        <LinkColumn title="Services" links={nav.services} />
        <LinkColumn title="Navigation" links={nav.footer} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.brand}. {t.rights}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <LinkList links={nav.legal} className="flex flex-wrap gap-x-6 gap-y-2" linkClassName="hover:text-white" />
            {/* Shows the banner again: the visitor's measurement choice can change at any time (cookie-consent.ts). */}
            <button
              type="button"
              data-consent-open
              className="text-left underline-offset-4 hover:text-white hover:underline"
            >
              {t.measurement}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <div>
      <h2 className="eyebrow text-gold">{title}</h2>
      <LinkList links={links} className="mt-5 space-y-3 text-sm" linkClassName="hover:text-white" />
    </div>
  );
}
