import type { BlogPost } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import { ArticleHeader } from '../sections/reading/ArticleHeader';
import { CallToAction } from '../sections/CallToAction';
import { EntryDate } from '../components/primitives/EntryDate';
import { proseComponents } from '../sections/reading/proseComponents';
import { ReadingColumns } from '../sections/reading/ReadingColumns';
import { RelatedLinks } from '../sections/reading/RelatedLinks';
import type { DocumentData } from '../content/documentData';
import type { ContentsEntry } from '../content/mdxBodies';

export interface ArticlePageProps {
  post: DocumentData<BlogPost>;
  Body: MDXContent;
  /** The article's sections, for its contents. */
  contents: ContentsEntry[];
  /** The two articles nearest in blog order, linked in the rail beside the text. */
  keepReading: DocumentData<BlogPost>[];
}

/**
 * A blog article: category and date, title, standfirst, byline and picture; the MDX body
 * between its contents and the articles either side of it; then the closing call.
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
      <ReadingColumns
        contents={contents}
        aside={
          keepReading.length > 0 ? (
            <RelatedLinks
              title={t('blog.keepReading')}
              links={keepReading.map((article) => ({
                href: `/insights/blog/${article.slug}`,
                title: article.title,
                meta: (
                  <>
                    {t(`blogCategories.${article.category}`)} · <EntryDate date={article.date} />
                  </>
                ),
              }))}
            />
          ) : null
        }
      >
        <Body components={proseComponents} />
      </ReadingColumns>
      <CallToAction />
    </article>
  );
}
