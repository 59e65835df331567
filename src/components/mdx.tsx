import type { ReactNode } from "react";
import { isPlaceholder, type Phone as PhoneNumber } from "~/config/placeholders";
import { phoneDisplay, site, telHref } from "~/config/site";

// Components available to MDX content (blog posts and legal pages), rendered to HTML at build time.

/** A phone number never breaks across lines. */
const unbroken = (display: string) => display.replace(/ /g, "\u00a0");

/** Our number; `<Phone intl />` in an English text prints it as dialled from abroad (+33 …). */
function Phone({ intl = false }: { intl?: boolean }) {
  return <a href={telHref}>{unbroken(phoneDisplay(intl ? "en" : "fr"))}</a>;
}

/** Any other number from the config, e.g. the host's: `<Tel phone={props.site.host.phone} />`. */
function Tel({ phone }: { phone: PhoneNumber }) {
  return <a href={`tel:${phone.e164}`}>{unbroken(phone.display)}</a>;
}

/** A web address from the config, as a link; a placeholder stays a visible blank, never a broken link. */
function WebLink({ url }: { url: string }) {
  if (isPlaceholder(url)) return <>{url}</>;
  return <a href={url}>{url.replace(/^https?:\/\//, "").replace(/\/$/, "")}</a>;
}

function Email({ which }: { which: keyof typeof site.email }) {
  const address = site.email[which];
  return <a href={`mailto:${address}`}>{address}</a>;
}

function CallToAction({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="not-prose mt-12 rounded-2xl bg-ink p-7 text-ivory sm:p-9">
      <p className="font-display text-2xl text-white">{title}</p>
      <div className="mt-3 text-mist">{children}</div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href="/#contact" className="btn-gold no-underline">
          Demander un devis
        </a>
        <a href={telHref} className="btn-ghost-light no-underline">
          Appeler le {site.phone.display}
        </a>
      </div>
    </aside>
  );
}

/** At the top of an English translation of a legal text: the French text is the one that binds. */
function FrenchPrevails() {
  return (
    <p className="not-prose rounded-xl border border-gold-ink/40 bg-sand/50 p-4 text-sm leading-relaxed text-ink">
      This English text is a translation provided for convenience. The French version is the only one that is legally
      binding and prevails in the event of any difference.
    </p>
  );
}

export const mdxComponents = { Phone, Tel, Email, WebLink, CallToAction, FrenchPrevails };
