// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost, Page } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import type { DocumentData } from '../content/documentData';
import { blogCategories } from '../content/vocabulary';
import { loadInterfaceStrings } from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import { renderInRouter } from '../testing/renderInRouter';
import { BlogIndexPage } from './BlogIndexPage';

const { t } = await loadInterfaceStrings('en');

// The page and posts are the test's own: thirteen posts in two categories to page and filter.
const page: DocumentData<Page> = {
  _id: 'pages/blog.en.yaml',
  type: 'Page',
  slug: 'blog',
  locale: 'en',
  title: 'Blog',
  description: 'Articles',
  summary: 'What our engineers write.',
  image: { src: '/images/pages/blog.svg', alt: 'An article editor' },
};

/** Thirteen posts: one featured, then five, five more and two more behind Load More. */
const posts: DocumentData<BlogPost>[] = Array.from({ length: 13 }, (_, index) => ({
  _id: `insights/blog/post-${index}.en.mdx`,
  type: 'BlogPost',
  slug: `post-${index}`,
  locale: 'en',
  title: `Post ${index} ${index % 2 === 0 ? 'about zero trust' : 'about the cloud'}`,
  excerpt: 'An article.',
  category: index % 2 === 0 ? 'cybersecurity' : 'cloud-computing',
  author: index === 3 ? 'Khalid Al-Mutairi' : 'Noura Al-Otaibi',
  authorPosition: 'Engineer',
  date: `2025-01-${String(20 - index).padStart(2, '0')}`,
  image: { src: '/images/blog/cloud-migration-strategies.svg', alt: 'A cloud' },
}));

const articleLinks = () =>
  screen.getAllByRole('link', { name: new RegExp(`^${en.blog.readArticle}`) });

describe('the blog', () => {
  it('shows the featured post and five more, and Load More while there are more', async () => {
    await renderInRouter(<BlogIndexPage page={page} posts={posts} />, '/insights/blog');
    expect(articleLinks()).toHaveLength(6);
    expect(articleLinks()[0]).toHaveAttribute('href', '/insights/blog/post-0');
    await userEvent.click(screen.getByRole('button', { name: en.blog.loadMore }));
    expect(articleLinks()).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: en.blog.loadMore }));
    expect(articleLinks()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: en.blog.loadMore })).toBeNull();
  });

  it('offers the nine category buttons, All first and pressed, and filters by them', async () => {
    await renderInRouter(<BlogIndexPage page={page} posts={posts} />, '/insights/blog');
    const group = screen.getByRole('group', { name: en.blog.categories });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      en.blogCategories.all,
      ...blogCategories.map((category) => en.blogCategories[category]),
    ]);
    expect(buttons).toHaveLength(9);
    expect(buttons).toHaveLength(blogCategories.length + 1);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(
      screen.getByRole('button', { name: en.blogCategories['cloud-computing'] }),
    );
    expect(
      screen.getByRole('button', { name: en.blogCategories['cloud-computing'] }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(articleLinks()).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent(t('blog.found', { count: 6 }));

    await userEvent.click(screen.getByRole('button', { name: en.blogCategories['healthcare-it'] }));
    expect(
      screen.queryAllByRole('link', { name: new RegExp(`^${en.blog.readArticle}`) }),
    ).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(t('blog.found', { count: 0 }));
  });

  it('searches as the visitor types, within the chosen category', async () => {
    await renderInRouter(<BlogIndexPage page={page} posts={posts} />, '/insights/blog');
    await userEvent.type(screen.getByRole('searchbox', { name: en.blog.search }), 'khalid');
    expect(articleLinks()).toHaveLength(1);
    expect(articleLinks()[0]).toHaveAttribute('href', '/insights/blog/post-3');
    await userEvent.click(screen.getByRole('button', { name: en.blogCategories.cybersecurity }));
    expect(screen.getByRole('status')).toHaveTextContent(t('blog.found', { count: 0 }));
  });

  it('says when nothing matches, and shows every article again on request', async () => {
    await renderInRouter(<BlogIndexPage page={page} posts={posts} />, '/insights/blog');
    expect(screen.queryByText(en.blog.noneFound)).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: en.blog.search }), 'khalid');
    await userEvent.click(screen.getByRole('button', { name: en.blogCategories['healthcare-it'] }));
    expect(screen.getByText(en.blog.noneFound)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.blog.showAll }));
    expect(screen.queryByText(en.blog.noneFound)).toBeNull();
    expect(screen.getByRole('searchbox', { name: en.blog.search })).toHaveValue('');
    expect(screen.getByRole('button', { name: en.blogCategories.all })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(articleLinks()).toHaveLength(6);
  });
});
