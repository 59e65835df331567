import type { Route } from "./+types/route";
import { ClosingBand } from "~/components/closing-band";
import { subpageMeta } from "~/components/pages/page-meta";
import { PageHero } from "~/components/page-hero";
import { CategoryBadge, PostCard } from "~/components/post-card";
import { Section } from "~/components/section";
import { categoryNames } from "~/content/categories";
import { toCard } from "~/content/post-cards.server";
import { getPosts } from "~/content/posts.server";
import { absoluteUrl } from "~/config/env-public";
import { site } from "~/config/site";

export async function loader() {
  const posts = (await getPosts()).map(toCard);
  const counts = categoryNames.map((name) => ({ name, count: posts.filter((p) => p.category === name).length }));
  return { posts, counts };
}

export function meta({ data }: Route.MetaArgs) {
  return subpageMeta({
    title: "Blog chauffeur privé à Nantes : conseils et guides | VTC Premium Nantes",
    description:
      "Aéroport Nantes Atlantique, mariages, événements, déplacements professionnels : nos conseils de chauffeur privé pour voyager sereinement en Loire-Atlantique.",
    path: "/blog",
    crumb: "Blog",
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
      <ClosingBand
        layout="side"
        title="Prêt à réserver votre prochain trajet ?"
        text="Devis gratuit sous 2 heures, chauffeur disponible 24 h/24 et 7 j/7."
        primary={{ href: "/#contact", label: "Réserver un chauffeur" }}
        secondary={{ href: "/events", label: "Voir les événements" }}
      />
    </>
  );
}
