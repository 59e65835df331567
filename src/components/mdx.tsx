import type { ReactNode } from "react";
import { site, telHref } from "~/config/site";

/** Components available to MDX content (blog posts and legal pages), rendered to HTML at build time. */
function Phone() {
  return <a href={telHref}>{site.phone.display}</a>;
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

export const mdxComponents = { Phone, Email, CallToAction };
