import { describe, expect, it } from 'vitest';
import { adjacentPosts, newestFirst } from './blogOrder';

const posts = [
  { slug: 'b', date: '2025-02-01' },
  { slug: 'd', date: '2025-04-01' },
  { slug: 'a', date: '2025-01-01' },
  { slug: 'c', date: '2025-03-01' },
];
const slugs = (list: { slug: string }[]) => list.map((post) => post.slug);

describe('blog order', () => {
  it('puts the newest first', () => {
    expect(slugs(newestFirst(posts))).toEqual(['d', 'c', 'b', 'a']);
  });

  it('gives the newer and the older neighbour, and the next two at either end', () => {
    expect(slugs(adjacentPosts(posts, 'c'))).toEqual(['d', 'b']);
    expect(slugs(adjacentPosts(posts, 'd'))).toEqual(['c', 'b']);
    expect(slugs(adjacentPosts(posts, 'a'))).toEqual(['c', 'b']);
    expect(slugs(adjacentPosts(posts.slice(0, 2), 'b'))).toEqual(['d']);
    expect(adjacentPosts(posts, 'missing')).toEqual([]);
  });
});
