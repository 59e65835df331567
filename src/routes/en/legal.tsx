import type { Route } from "./+types/legal";
import { LegalPage, type LegalCopy } from "~/components/pages/legal-page";
import { legalPageMeta } from "~/components/pages/page-meta";
import { getLegalPageEn } from "~/content/legal.server";
import { legalPagesEn, type LegalSlugEn } from "~/content/legal-pages";

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/en\//, "").replace(/\/$/, "");
  if (!(slug in legalPagesEn)) throw new Response("Not found", { status: 404 });
  return { slug, ...(await getLegalPageEn(slug as LegalSlugEn)) };
}

export function meta({ data }: Route.MetaArgs) {
  return legalPageMeta(data, "/en/");
}

const copy: LegalCopy = { eyebrow: "Legal information", updated: (date) => `Last updated ${date}` };

export default function LegalRouteEn({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage copy={copy} locale="en" title={loaderData.title} updated={loaderData.updated} html={loaderData.html} />
  );
}
