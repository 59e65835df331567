import type { Route } from "./+types/route";
import { PageHero } from "~/components/page-hero";
import { CategoryBadge, PostCard } from "~/components/post-card";
import { Section } from "~/components/section";
import { categoryNames } from "~/content/categories";
import { toCard } from "~/content/post-cards.server";
import { getPosts } from "~/content/posts.server";
import { absoluteUrl } from "~/config/env-public";
import { site } from "~/config/site";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";

export async function loader() {
  const posts = (await getPosts()).map(toCard);
  const counts = categoryNames.map((name) => ({ name, count: posts.filter((p) => p.category === name).length }));
  return { posts, counts };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Blog chauffeur privé à Nantes : conseils et guides | VTC Premium Nantes",
    description:
      "Aéroport Nantes Atlantique, mariages, événements, déplacements professionnels : nos conseils de chauffeur privé pour voyager sereinement en Loire-Atlantique.",
    path: "/blog",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `Blog ${site.brand}`,
        url: absoluteUrl("/blog"),
        inLanguage: "fr-FR",
        blogPost: (data?.posts ?? []).map((p) => ({
          "@type": "BlogPosting",
          headline: p.title,
          url: absoluteUrl(`/blog/${p.slug}`),
          datePublished: p.date,
        })),
      },
      breadcrumbs([
        { name: "Accueil", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ],
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, counts } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Le blog"
        title="Conseils de chauffeur, pour voyager l’esprit libre"
        lead={
          <p>
            Dix guides écrits par notre équipe : l’aéroport sans stress, les grands événements nantais, les mariages,
            les déplacements d’affaires et la Loire-Atlantique à découvrir.
          </p>
        }
      >
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Catégories">
          {counts
            .filter((c) => c.count > 0)
            .map((c) => (
              <li
                key={c.name}
                className="flex items-center gap-2 rounded-full bg-white/5 py-1 pr-3 pl-1 text-sm text-mist"
              >
                <CategoryBadge name={c.name} /> {c.count} {c.count > 1 ? "articles" : "article"}
              </li>
            ))}
        </ul>
      </PageHero>
      <Section>
        <ul className="grid gap-7 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="dark">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl text-white sm:text-4xl">Prêt à réserver votre prochain trajet ?</h2>
            <p className="mt-4 text-lg text-mist">
              Devis gratuit sous 2 heures, chauffeur disponible 24 h/24 et 7 j/7.
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <a href="/#contact" className="btn-gold">
              Réserver un chauffeur
            </a>
            <a href="/events" className="btn-ghost-light">
              Voir les événements
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
