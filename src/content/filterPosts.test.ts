import { describe, expect, it } from 'vitest';
import { filterPosts, type FilterablePost } from './filterPosts';

const posts: FilterablePost[] = [
  {
    title: 'Cybersecurity Trends for 2025',
    excerpt: 'Phishing in fluent Arabic and identity attacks.',
    author: 'Noura Al-Otaibi',
    category: 'cybersecurity',
  },
  {
    title: 'Cloud Migration Strategies',
    excerpt: 'Move workloads without downtime.',
    author: 'Khalid Al-Mutairi',
    category: 'cloud-computing',
  },
  {
    title: 'اتجاهات الأمن السيبراني',
    excerpt: 'التصيّد بلغة عربية سليمة.',
    author: 'نورة العتيبي',
    category: 'cybersecurity',
  },
];
const label = (category: string) => (category === 'cloud-computing' ? 'Cloud Computing' : category);

describe('filterPosts', () => {
  it('keeps everything with no search and all categories', () => {
    expect(filterPosts(posts, { query: '', category: 'all' }, label)).toEqual(posts);
  });

  it('keeps one category', () => {
    const found = filterPosts(posts, { query: '', category: 'cloud-computing' }, label);
    expect(found.map((post) => post.title)).toEqual(['Cloud Migration Strategies']);
  });

  it('finds every word, in any case, across title, excerpt, author and category name', () => {
    const find = (query: string) =>
      filterPosts(posts, { query, category: 'all' }, label).map((post) => post.title);
    expect(find('PHISHING arabic')).toEqual(['Cybersecurity Trends for 2025']);
    expect(find('khalid downtime')).toEqual(['Cloud Migration Strategies']);
    expect(find('computing')).toEqual(['Cloud Migration Strategies']);
    expect(find('phishing downtime')).toEqual([]);
  });

  it('ignores Arabic diacritics on either side', () => {
    const found = filterPosts(posts, { query: 'التَّصيد', category: 'cybersecurity' }, label);
    expect(found.map((post) => post.author)).toEqual(['نورة العتيبي']);
  });
});
