import type { Route } from "./+types/legal";
import { LegalPage, type LegalCopy } from "~/components/pages/legal-page";
import { legalPageMeta } from "~/components/pages/page-meta";
import { getLegalPage } from "~/content/legal.server";
import { legalPages, type LegalSlug } from "~/content/legal-pages";

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  if (!legalPages.includes(slug as LegalSlug)) throw new Response("Not found", { status: 404 });
  return { slug, ...(await getLegalPage(slug as LegalSlug)) };
}

export function meta({ data }: Route.MetaArgs) {
  return legalPageMeta(data, "/");
}

const copy: LegalCopy = { eyebrow: "Informations légales", updated: (date) => `Mis à jour le ${date}` };

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage copy={copy} locale="fr" title={loaderData.title} updated={loaderData.updated} html={loaderData.html} />
  );
}
