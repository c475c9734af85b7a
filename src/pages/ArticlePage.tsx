import type { BlogPost } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ArticleContents } from '../components/ArticleContents';
import { ArticleHeader } from '../components/ArticleHeader';
import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { Container } from '../components/Container';
import { PostCard } from '../components/PostCard';
import { proseComponents } from '../components/proseComponents';
import { Prose } from '../components/Prose';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';
import type { ContentsEntry } from '../content/mdxBodies';
import { formatDate } from '../i18n/intlLocale';
import { useLocale } from '../i18n/useLocale';

/**
 * The text in a centred reading column. Where the margins are wide enough the contents stand
 * in the one before it, balanced by an empty one after it; elsewhere they open the text.
 */
const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding-block: ${({ theme }) => theme.space(12)};
  ${({ theme }) => theme.media.wideMargins} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 44rem) minmax(0, 1fr);
  }
`;

const Text = styled(Prose)`
  padding-block: 0;
  margin-inline: auto;
  ${({ theme }) => theme.media.wideMargins} {
    grid-column: 2;
  }
`;

export interface ArticlePageProps {
  post: DocumentData<BlogPost>;
  Body: MDXContent;
  /** The article's sections, for its contents. */
  contents: ContentsEntry[];
  /** The next newer and the next older article, shown as cards after the text. */
  keepReading: DocumentData<BlogPost>[];
}

/**
 * A blog article: category and date, title, standfirst, byline and picture; the contents
 * beside the MDX body; then the articles either side of it and the closing call.
 */
export function ArticlePage({ post, Body, contents, keepReading }: ArticlePageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article>
      <ArticleHeader
        eyebrow={`${t(`blogCategories.${post.category}`)} · ${formatDate(post.date, locale)}`}
        title={post.title}
        standfirst={post.excerpt}
        byline={t('pages.byline', { author: post.author, position: post.authorPosition })}
        image={post.image}
      />
      <Columns>
        {contents.length > 0 ? <ArticleContents entries={contents} /> : null}
        <Text>
          <Body components={proseComponents} />
        </Text>
      </Columns>
      {keepReading.length > 0 ? (
        <Section title={t('blog.keepReading')} tinted>
          <CardGrid minWidth={22}>
            {keepReading.map((article) => (
              <PostCard key={article.slug} post={article} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      <CallToAction />
    </article>
  );
}
