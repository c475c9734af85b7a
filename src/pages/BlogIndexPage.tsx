import type { BlogPost, Page } from 'contentlayer/generated';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../components/primitives/ButtonLink';
import { CardGrid } from '../components/cards/CardGrid';
import { FilterChip } from '../components/primitives/FilterChip';
import { PostCard } from '../components/cards/PostCard';
import { Glyph } from '../components/primitives/Glyph';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';
import { filterPosts } from '../content/filterPosts';
import { blogCategories, type BlogCategory } from '../content/vocabulary';
import { NewsletterSection } from '../sections/NewsletterSection';

/** One featured post, then the latest five; Load More shows five more. */
const gridPageSize = 5;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-block-end: ${({ theme }) => theme.space(10)};
`;

const SearchField = styled.div`
  position: relative;
  max-inline-size: 32rem;
  svg {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space(4)};
    inset-block-start: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.textMuted};
  }
  input {
    inline-size: 100%;
    min-block-size: 3rem;
    padding-inline: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`;

/** 8 px between rows of chips: each chip's 44 px hit area reaches 4 px past its edge. */
const Categories = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Featured = styled.div`
  margin-block-end: ${({ theme }) => theme.space(8)};
  h3 {
    font-size: ${({ theme }) => theme.type.subsection};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(10)};
`;

/** A topic or search with no article says so and offers the way back to every article. */
const NoneFound = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export interface BlogIndexPageProps {
  page: DocumentData<Page>;
  /** Newest first. */
  posts: DocumentData<BlogPost>[];
}

/** The blog: search and category filters, the featured post, the latest posts, Load More. */
export function BlogIndexPage({ page, posts }: BlogIndexPageProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategory | 'all'>('all');
  const [shown, setShown] = useState(gridPageSize);

  const categoryLabel = (value: BlogCategory) => t(`blogCategories.${value}`);
  const found = filterPosts(posts, { query, category }, categoryLabel);
  const [featured, ...rest] = found;
  const choose = (value: BlogCategory | 'all') => {
    setCategory(value);
    setShown(gridPageSize);
  };

  return (
    <>
      <PageHeader kind="listing" title={page.title} summary={page.summary} image={page.image} />
      <Section title={t('blog.latest')}>
        <Controls>
          <SearchField role="search">
            <label htmlFor={searchId} className="visually-hidden">
              {t('blog.search')}
            </label>
            <Glyph name="search" size="1.25rem" />
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('blog.searchPlaceholder')}
              onChange={(event) => {
                setQuery(event.target.value);
                setShown(gridPageSize);
              }}
            />
          </SearchField>
          <Categories role="group" aria-label={t('blog.categories')}>
            {(['all', ...blogCategories] as const).map((value) => (
              <FilterChip key={value} selected={category === value} onClick={() => choose(value)}>
                {value === 'all' ? t('blogCategories.all') : categoryLabel(value)}
              </FilterChip>
            ))}
          </Categories>
          <p role="status">{t('blog.found', { count: found.length })}</p>
        </Controls>
        {found.length === 0 ? (
          <NoneFound>
            <p>{t('blog.noneFound')}</p>
            <Button
              type="button"
              $variant="quiet"
              onClick={() => {
                setQuery('');
                choose('all');
              }}
            >
              {t('blog.showAll')}
            </Button>
          </NoneFound>
        ) : null}
        {featured ? (
          <Featured>
            <CardGrid>
              <PostCard post={featured} featured />
            </CardGrid>
          </Featured>
        ) : null}
        {rest.length > 0 ? (
          <CardGrid>
            {rest.slice(0, shown).map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </CardGrid>
        ) : null}
        {rest.length > shown ? (
          <More>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setShown((count) => count + gridPageSize)}
            >
              {t('blog.loadMore')}
            </Button>
          </More>
        ) : null}
      </Section>
      <NewsletterSection />
    </>
  );
}
