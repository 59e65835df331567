import { readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { authorById } from "./authors.server";
import { contentDir, line, parseContent } from "./load.server";
import { renderMdxFile } from "./mdx.server";
import { categoryNames } from "./categories";

const frontmatterSchema = z.object({
  title: line.max(90),
  excerpt: line.max(220),
  date: z.iso.date(),
  readTime: z.number().int().min(1).max(30),
  category: z.enum(categoryNames),
  image: z.string().regex(/^[a-z0-9-]+$/),
  imageAlt: line,
  tags: z.array(line).min(1).max(6),
  author: z.string().refine((id) => authorById(id) !== undefined, "unknown author id (see content/authors.json)"),
});

export type PostMeta = z.infer<typeof frontmatterSchema> & { slug: string; words: number };
export type Post = PostMeta & { html: string };

export const blogDir = path.join(contentDir, "blog");

export async function loadPost(file: string): Promise<Post> {
  const rendered = await renderMdxFile(file);
  const meta = parseContent(file, frontmatterSchema, rendered.frontmatter);
  return { ...meta, slug: path.basename(file, ".mdx"), words: rendered.words, html: rendered.html };
}

let cache: Promise<Post[]> | undefined;

/** Every post, newest first: the one list behind the blog index, articles, sitemap and RSS feed. */
export function getPosts(): Promise<Post[]> {
  cache ??= Promise.all(
    readdirSync(blogDir)
      .filter((file) => file.endsWith(".mdx"))
      .map((file) => loadPost(path.join(blogDir, file))),
  ).then((posts) => posts.sort((a, b) => b.date.localeCompare(a.date)));
  return cache;
}

export function toMeta({ html: _html, ...meta }: Post): PostMeta {
  return meta;
}
