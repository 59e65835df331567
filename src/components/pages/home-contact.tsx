import { Clock, Mail, Phone, Timer } from "../sprite-icons";
import { EmailAddress } from "~/components/email-address";
import { phoneDisplay, site, telHref } from "~/config/site";
import type { Locale } from "~/lib/i18n";

/** The words beside the home page's booking form in one language. */
export type HomeContactCopy = {
  eyebrow: string;
  title: string;
  text: string;
  callNow: string;
  hours: string;
  quote: string;
};

/** What stands beside the home page's booking form: why book here, and the other ways to reach us. */
export function HomeContact({ copy, locale = "fr" }: { copy: HomeContactCopy; locale?: Locale }) {
  return (
    <div>
      <p className="eyebrow text-gold-ink">{copy.eyebrow}</p>
      <h2 className="mt-3 text-3xl leading-tight sm:text-[2.6rem]">{copy.title}</h2>
      <p className="mt-5 text-lg leading-relaxed text-muted">{copy.text}</p>
      <ul className="mt-8 space-y-4">
        <li>
          <a
            href={telHref}
            className="flex items-center gap-4 rounded-2xl bg-ink p-5 text-ivory transition-colors hover:bg-night-2"
          >
            <Phone aria-hidden="true" className="h-6 w-6 text-gold" />
            <span>
              <span className="block text-xs tracking-wide text-mist uppercase">{copy.callNow}</span>
              <span className="font-display text-xl text-white">{phoneDisplay(locale)}</span>
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
          <Clock aria-hidden="true" className="h-5 w-5 text-gold-ink" /> {copy.hours}
        </li>
        <li className="flex items-center gap-4 px-1">
          <Timer aria-hidden="true" className="h-5 w-5 text-gold-ink" /> {copy.quote}
        </li>
      </ul>
    </div>
  );
}
