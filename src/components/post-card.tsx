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

const postLineSizes = {
  card: {
    line: "flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted",
    time: "flex items-center gap-1",
    icon: "h-3.5 w-3.5",
  },
  header: {
    line: "mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-mist",
    time: "flex items-center gap-1.5",
    icon: "h-4 w-4",
  },
} as const;

/** An article's category, date and reading time, on its card and, larger, in its own header. */
export function PostLine({
  post,
  size,
}: {
  post: Pick<PostCardData, "category" | "date" | "readTime">;
  size: keyof typeof postLineSizes;
}) {
  const classes = postLineSizes[size];
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

export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group card relative flex h-full flex-col overflow-hidden">
      <div className="aspect-[16/9] overflow-hidden bg-night">
        <Picture
          name={post.image}
          alt={post.imageAlt}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <PostLine post={post} size="card" />
        <Heading className="mt-4 text-xl leading-snug">
          <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
        <p className="mt-5 text-sm font-medium">Par {post.authorName}</p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Mots-clés">
          {post.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="rounded-full border border-line px-2.5 py-0.5 text-xs text-muted">
              #{tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
