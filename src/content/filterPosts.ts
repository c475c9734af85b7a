import type { BlogCategory } from './vocabulary';

export interface FilterablePost {
  title: string;
  excerpt: string;
  author: string;
  category: BlogCategory;
}

export interface PostFilter {
  /** Words typed in the search box; every word must appear somewhere in the post. */
  query: string;
  /** `all` or one category. */
  category: BlogCategory | 'all';
}

/** Lower-cased, without Arabic diacritics and tatweel, so "الأمن" also finds "الأمْن". */
function normalise(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/\p{Mn}|\u0640/gu, '');
}

/**
 * The posts that match the chosen category and every word of the search, in their order.
 * `categoryLabel` gives the category's name in the page's language, so it is searchable too.
 */
export function filterPosts<T extends FilterablePost>(
  posts: T[],
  { query, category }: PostFilter,
  categoryLabel: (category: BlogCategory) => string,
): T[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category !== 'all' && post.category !== category) return false;
    const text = normalise(
      [post.title, post.excerpt, post.author, categoryLabel(post.category)].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}
