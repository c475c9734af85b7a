import type { BlogPost } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import { proseComponents } from '../components/proseComponents';
import { Prose } from '../components/Prose';
import type { DocumentData } from '../content/collection';
import { formatDate } from '../i18n/intlLocale';
import { useLocale } from '../i18n/useLocale';

export interface ArticlePageProps {
  post: DocumentData<BlogPost>;
  Body: MDXContent;
}

/** A blog article: category and date, title, standfirst, byline, then the MDX body. */
export function ArticlePage({ post, Body }: ArticlePageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article>
      <PageHeader
        eyebrow={`${t(`blogCategories.${post.category}`)} · ${formatDate(post.date, locale)}`}
        title={post.title}
        summary={post.excerpt}
        actions={<p>{t('pages.byline', { author: post.author, position: post.authorPosition })}</p>}
      />
      <Container>
        <Prose>
          <Body components={proseComponents} />
        </Prose>
      </Container>
    </article>
  );
}
