import type { BlogPost } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import { ArticleHeader } from '../components/ArticleHeader';
import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { EntryDate } from '../components/EntryDate';
import { PostCard } from '../components/PostCard';
import { proseComponents } from '../components/proseComponents';
import { ReadingColumns } from '../components/ReadingColumns';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';
import type { ContentsEntry } from '../content/mdxBodies';

export interface ArticlePageProps {
  post: DocumentData<BlogPost>;
  Body: MDXContent;
  /** The article's sections, for its contents. */
  contents: ContentsEntry[];
  /** The two articles nearest in blog order, shown as cards after the text. */
  keepReading: DocumentData<BlogPost>[];
}

/**
 * A blog article: category and date, title, standfirst, byline and picture; the contents
 * beside the MDX body; then the articles either side of it and the closing call.
 */
export function ArticlePage({ post, Body, contents, keepReading }: ArticlePageProps) {
  const { t } = useTranslation();
  return (
    <article>
      <ArticleHeader
        eyebrow={
          <>
            {t(`blogCategories.${post.category}`)} · <EntryDate date={post.date} />
          </>
        }
        title={post.title}
        standfirst={post.excerpt}
        byline={t('pages.byline', { author: post.author, position: post.authorPosition })}
        image={post.image}
      />
      <ReadingColumns contents={contents}>
        <Body components={proseComponents} />
      </ReadingColumns>
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
