import { PageHero } from "~/components/page-hero";
import { languageTag, type Locale } from "~/lib/i18n";

/** The words around a legal text in one language. */
export type LegalCopy = { eyebrow: string; updated: (date: string) => string };

type LegalPageProps = { copy: LegalCopy; locale: Locale; title: string; updated: string; html: string };

/** A legal text of either language, rendered from content/ by the MDX pipeline, under the date it last changed. */
export function LegalPage({ copy, locale, title, updated, html }: LegalPageProps) {
  const date = new Intl.DateTimeFormat(languageTag[locale], { dateStyle: "long", timeZone: "UTC" });
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={title}>
        <p className="mt-5 text-sm text-mist">{copy.updated(date.format(new Date(updated)))}</p>
      </PageHero>
      <div className="container-page py-16 sm:py-20">
        {/* Long unbroken strings (web addresses, e-mail addresses) wrap rather than widen a phone's page. */}
        <article
          className="prose-article mx-auto max-w-3xl [overflow-wrap:anywhere]"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </>
  );
}
