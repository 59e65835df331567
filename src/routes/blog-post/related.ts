type Relatable = { slug: string; category: string; tags: string[]; date: string };

/** Same category first, then shared tags, then the most recent: always `count` other posts. */
export function relatedPosts<T extends Relatable>(post: T, all: T[], count: number): T[] {
  const score = (other: T) =>
    (other.category === post.category ? 10 : 0) + other.tags.filter((tag) => post.tags.includes(tag)).length;
  return all
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => score(b) - score(a) || b.date.localeCompare(a.date))
    .slice(0, count);
}
