import type { Route } from "./+types/legal";
import { PageHero } from "~/components/page-hero";
import { getLegalPageEn, legalPagesEn, type LegalSlugEn } from "~/content/legal.server";
import { seo } from "~/lib/seo";
import { breadcrumbs, webPage } from "~/lib/structured-data";

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/en\//, "").replace(/\/$/, "");
  if (!(slug in legalPagesEn)) throw new Response("Not found", { status: 404 });
  return { slug, ...(await getLegalPageEn(slug as LegalSlugEn)) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const path = `/en/${data.slug}`;
  const title = `${data.title} | VTC Premium Nantes`;
  return seo({
    title,
    description: data.description,
    path,
    jsonLd: [
      webPage({ path, name: title, locale: "en" }),
      breadcrumbs([
        { name: "Home", path: "/en" },
        { name: data.title, path },
      ]),
    ],
  });
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

export default function LegalPageEn({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Legal information" title={loaderData.title}>
        <p className="mt-5 text-sm text-mist">Last updated {dateFormat.format(new Date(loaderData.updated))}</p>
      </PageHero>
      <div className="container-page py-16 sm:py-20">
        <article
          className="prose-article mx-auto max-w-3xl [overflow-wrap:anywhere]"
          dangerouslySetInnerHTML={{ __html: loaderData.html }}
        />
      </div>
    </>
  );
}
