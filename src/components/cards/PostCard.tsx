import type { BlogPost } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import type { DocumentData } from '../../content/documentData';
import { EntryDate } from '../primitives/EntryDate';
import { LinkCard } from './LinkCard';

export interface PostCardProps {
  post: DocumentData<BlogPost>;
  /** The featured article: its picture beside the text on wide screens. */
  featured?: boolean;
}

/** A blog article on a list: picture, category and date, title, excerpt, Read Article. */
export function PostCard({ post, featured = false }: PostCardProps) {
  const { t } = useTranslation();
  return (
    <LinkCard
      title={post.title}
      summary={post.excerpt}
      image={post.image}
      meta={
        // One line of the meta's grid: the category and the date read as one phrase.
        <span>
          {t(`blogCategories.${post.category}`)} · <EntryDate date={post.date} />
        </span>
      }
      href={`/insights/blog/${post.slug}`}
      moreLabel={t('blog.readArticle')}
      pictureBeside={featured}
    />
  );
}
