interface DatedPost {
  slug: string;
  date: string;
}

/** Newest first, the order of the blog: the first is the featured article. */
export function newestFirst<Post extends DatedPost>(posts: readonly Post[]): Post[] {
  return [...posts].sort((first, second) => second.date.localeCompare(first.date));
}

/**
 * The articles either side of `slug` in blog order: the next newer and the next older. Each
 * article links to both, so a reader (and a crawler) reaches every article from any other.
 */
export function adjacentPosts<Post extends DatedPost>(
  posts: readonly Post[],
  slug: string,
): Post[] {
  const ordered = newestFirst(posts);
  const at = ordered.findIndex((post) => post.slug === slug);
  if (at === -1) return [];
  return [ordered[at - 1], ordered[at + 1]].filter((post): post is Post => post !== undefined);
}
