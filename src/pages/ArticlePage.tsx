import type { BlogPost } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/Container';
import { CardGrid } from '../components/CardGrid';
import { LinkCard } from '../components/LinkCard';
import { PageHeader } from '../components/PageHeader';
import { proseComponents } from '../components/proseComponents';
import { Prose } from '../components/Prose';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';
import { formatDate } from '../i18n/intlLocale';
import { useLocale } from '../i18n/useLocale';

export interface ArticlePageProps {
  post: DocumentData<BlogPost>;
  Body: MDXContent;
  /** The next newer and the next older article, shown as cards after the text. */
  keepReading: DocumentData<BlogPost>[];
}

/**
 * A blog article: category and date, title, standfirst, byline, the MDX body, then the
 * articles either side of it.
 */
export function ArticlePage({ post, Body, keepReading }: ArticlePageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const eyebrow = (article: DocumentData<BlogPost>) =>
    `${t(`blogCategories.${article.category}`)} · ${formatDate(article.date, locale)}`;
  return (
    <article>
      <PageHeader
        eyebrow={eyebrow(post)}
        title={post.title}
        summary={post.excerpt}
        actions={<p>{t('pages.byline', { author: post.author, position: post.authorPosition })}</p>}
      />
      <Container>
        <Prose>
          <Body components={proseComponents} />
        </Prose>
      </Container>
      {keepReading.length > 0 ? (
        <Section title={t('blog.keepReading')} tinted>
          {/* Wide cards: the newer and the older article share one row. */}
          <CardGrid minWidth={26}>
            {keepReading.map((article) => (
              <LinkCard
                key={article.slug}
                title={article.title}
                summary={article.excerpt}
                meta={eyebrow(article)}
                href={`/insights/blog/${article.slug}`}
                moreLabel={t('blog.readArticle')}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </article>
  );
}
