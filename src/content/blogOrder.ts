import { buildDay } from './buildDay';
import { isPublished } from './schedule';

interface DatedPost {
  slug: string;
  date: string;
}

/**
 * The articles on the site as of `today` (the build's day): one dated later is not listed,
 * prerendered or in the sitemap until the first build on or after its date.
 */
export function publishedPosts<Post extends DatedPost>(
  posts: readonly Post[],
  today: string = buildDay(),
): Post[] {
  return posts.filter((post) => isPublished(post.date, today));
}

/** Newest first, the order of the blog: the first is the featured article. */
export function newestFirst<Post extends DatedPost>(posts: readonly Post[]): Post[] {
  return [...posts].sort((first, second) => second.date.localeCompare(first.date));
}

/**
 * The two articles nearest to `slug` in blog order: the next newer and the next older, or at
 * either end of the blog the next two. Each article links to its neighbours, so a reader (and
 * a crawler) reaches every article from any other, and "Keep reading" always offers two.
 */
export function adjacentPosts<Post extends DatedPost>(
  posts: readonly Post[],
  slug: string,
): Post[] {
  const ordered = newestFirst(posts);
  const at = ordered.findIndex((post) => post.slug === slug);
  if (at === -1) return [];
  const first = Math.min(Math.max(at - 1, 0), Math.max(ordered.length - 3, 0));
  return ordered.slice(first, first + 3).filter((post) => post.slug !== slug);
}
