import { site } from "~/config/site";
import { authorById } from "~/content/authors.server";
import type { PostCardData } from "~/components/post-card";
import type { PostMeta } from "./posts.server";

export function toCard(post: PostMeta): PostCardData {
  const { slug, title, excerpt, date, readTime, category, image, imageAlt, tags } = post;
  return {
    slug,
    title,
    excerpt,
    date,
    readTime,
    category,
    image,
    imageAlt,
    tags,
    authorName: authorById(post.author)?.name ?? site.brand,
  };
}
