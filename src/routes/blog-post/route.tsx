import { ArrowLeft } from "~/components/sprite-icons";
import type { Route } from "./+types/route";
import { PostCard, PostLine, PostPicture, PostTags } from "~/components/post-card";
import { Section } from "~/components/section";
import { absoluteUrl } from "~/config/env-public";
import { site } from "~/config/site";
import { authorById } from "~/content/authors.server";
import { toCard } from "~/content/post-cards.server";
import { getPosts, toMeta } from "~/content/posts.server";
import { seo, socialImageUrl } from "~/lib/seo";
import { relatedPosts } from "./related";
import { trailFromHome } from "~/components/pages/page-meta";

export async function loader({ params }: Route.LoaderArgs) {
  const posts = await getPosts();
  const post = posts.find((p) => p.slug === params.slug);
  if (!post) throw new Response("Article introuvable", { status: 404 });
  const author = authorById(post.author);
  return {
    post: { ...toMeta(post), authorName: author?.name ?? site.brand, authorRole: author?.role ?? "" },
    html: post.html,
    related: relatedPosts(post, posts, 3).map(toCard),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { post } = data;
  const path = `/blog/${post.slug}`;
  return seo({
    title: `${post.title} | VTC Premium Nantes`,
    description: post.excerpt,
    path,
    image: post.image,
    type: "article",
    keywords: post.tags,
    extra: [
      { property: "article:published_time", content: `${post.date}T08:00:00+01:00` },
      { property: "article:author", content: post.authorName },
      { property: "article:section", content: post.category },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        image: socialImageUrl(post.image),
        datePublished: post.date,
        dateModified: post.date,
        wordCount: post.words,
        timeRequired: `PT${post.readTime}M`,
        articleSection: post.category,
        keywords: post.tags.join(", "),
        inLanguage: "fr-FR",
        mainEntityOfPage: absoluteUrl(path),
        author: { "@type": "Person", name: post.authorName },
        publisher: {
          "@type": "Organization",
          name: site.brand,
          logo: { "@type": "ImageObject", url: absoluteUrl("/apple-touch-icon.png") },
        },
      },
      trailFromHome([
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
    ],
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, html, related } = loaderData;
  return (
    <>
      <header className="relative isolate overflow-hidden bg-ink pt-32 pb-14 text-ivory sm:pt-36">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_85%_0%,rgb(200_164_93/0.16),transparent_55%)]"
        />
        <div className="container-page max-w-4xl">
          <a
            href="/blog"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-gold-light hover:text-gold"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Retour au blog
          </a>
          <PostLine post={post} look="article" />
          <h1 className="mt-5 text-4xl leading-tight text-white sm:text-5xl">{post.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-mist">{post.excerpt}</p>
          <p className="mt-6 text-sm">
            Par <span className="font-semibold text-white">{post.authorName}</span>
            {post.authorRole && <span className="text-mist">, {post.authorRole.toLowerCase()}</span>}
          </p>
        </div>
      </header>
      <div className="bg-ivory">
        <div className="container-page max-w-4xl">
          <div className="-mt-2 overflow-hidden rounded-b-2xl bg-night sm:rounded-2xl">
            <PostPicture post={post} look="article" />
          </div>
          <article className="prose-article mx-auto max-w-3xl py-14" dangerouslySetInnerHTML={{ __html: html }} />
          <PostTags tags={post.tags} look="article" />
        </div>
      </div>
      <Section tone="sand">
        <h2 className="text-3xl">À lire aussi</h2>
        <ul className="mt-10 grid gap-7 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((p) => (
            <li key={p.slug}>
              <PostCard post={p} headingLevel={3} />
            </li>
          ))}
        </ul>
        <a href="/blog" className="btn-ghost-dark mt-10">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Retour au blog
        </a>
      </Section>
    </>
  );
}
