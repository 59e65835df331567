import type { Route } from "./+types/legal";
import { PageHero } from "~/components/page-hero";
import { getLegalPage, legalPages, type LegalSlug } from "~/content/legal.server";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  if (!legalPages.includes(slug as LegalSlug)) throw new Response("Not found", { status: 404 });
  return { slug, ...(await getLegalPage(slug as LegalSlug)) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const path = `/${data.slug}`;
  return seo({
    title: `${data.title} | VTC Premium Nantes`,
    description: data.description,
    path,
    jsonLd: breadcrumbs([
      { name: "Accueil", path: "/" },
      { name: data.title, path },
    ]),
  });
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Informations légales" title={loaderData.title}>
        <p className="mt-5 text-sm text-mist">Mis à jour le {dateFormat.format(new Date(loaderData.updated))}</p>
      </PageHero>
      <div className="container-page py-16 sm:py-20">
        {/* Long unbroken strings (web addresses, e-mail addresses) wrap rather than widen a phone's page. */}
        <article
          className="prose-article mx-auto max-w-3xl [overflow-wrap:anywhere]"
          dangerouslySetInnerHTML={{ __html: loaderData.html }}
        />
      </div>
    </>
  );
}
