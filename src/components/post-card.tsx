import { Clock } from "./sprite-icons";
import { categories, type CategoryName } from "~/content/categories";
import { frenchDate } from "~/lib/format";
import { Picture } from "./picture";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  readTime: number;
  category: CategoryName;
  image: string;
  imageAlt: string;
  tags: string[];
  authorName: string;
};

export function CategoryBadge({ name }: { name: CategoryName }) {
  const colors = categories[name];
  return (
    <span
      className="inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold"
      style={{ color: colors.color, backgroundColor: colors.background }}
    >
      {name}
    </span>
  );
}

/**
 * The two looks of an article's pieces: small on its card, larger on its own page. The image's sizes follow the
 * width each look gives it; the page's image is above the fold, so it is preloaded.
 */
const postLooks = {
  card: {
    line: "flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted",
    time: "flex items-center gap-1",
    icon: "h-3.5 w-3.5",
    picture: {
      sizes: "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw",
      className: "h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]",
      priority: false,
    },
    tags: "mt-3 flex flex-wrap gap-2",
    tag: "rounded-full border border-line px-2.5 py-0.5 text-xs text-muted",
  },
  article: {
    line: "mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-mist",
    time: "flex items-center gap-1.5",
    icon: "h-4 w-4",
    picture: {
      sizes: "(min-width: 900px) 832px, 100vw",
      className: "aspect-[16/9] h-auto w-full object-cover",
      priority: true,
    },
    tags: "mx-auto flex max-w-3xl flex-wrap gap-2 pb-10",
    tag: "rounded-full border border-line px-3 py-1 text-sm text-muted",
  },
} as const;

type PostLook = keyof typeof postLooks;

/** An article's category, date and reading time, on its card and, larger, in its own header. */
export function PostLine({
  post,
  look,
}: {
  post: Pick<PostCardData, "category" | "date" | "readTime">;
  look: PostLook;
}) {
  const classes = postLooks[look];
  return (
    <div className={classes.line}>
      <CategoryBadge name={post.category} />
      <time dateTime={post.date}>{frenchDate(post.date)}</time>
      <span className={classes.time}>
        <Clock aria-hidden="true" className={classes.icon} /> {`${post.readTime}\u00a0min de lecture`}
      </span>
    </div>
  );
}

/** An article's image, on its card and on its own page. */
export function PostPicture({ post, look }: { post: Pick<PostCardData, "image" | "imageAlt">; look: PostLook }) {
  const { sizes, className, priority } = postLooks[look].picture;
  return <Picture name={post.image} alt={post.imageAlt} sizes={sizes} className={className} priority={priority} />;
}

/** An article's keywords: its first three on its card, all of them below its text. */
export function PostTags({ tags, look }: { tags: string[]; look: PostLook }) {
  return (
    <ul className={postLooks[look].tags} aria-label="Mots-clés">
      {tags.map((tag) => (
        <li key={tag} className={postLooks[look].tag}>
          #{tag}
        </li>
      ))}
    </ul>
  );
}

export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group card relative flex h-full flex-col overflow-hidden">
      <div className="aspect-[16/9] overflow-hidden bg-night">
        <PostPicture post={post} look="card" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <PostLine post={post} look="card" />
        <Heading className="mt-4 text-xl leading-snug">
          <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
        <p className="mt-5 text-sm font-medium">Par {post.authorName}</p>
        <PostTags tags={post.tags.slice(0, 3)} look="card" />
      </div>
    </article>
  );
}
