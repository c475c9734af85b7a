import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { BlogPost } from 'contentlayer/generated';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DocumentData } from '../content/collection';
import { blogPosts } from '../content/collections';
import { useLocale } from '../i18n/useLocale';
import { CardPicture } from './CardPicture';
import { LocalizedLink } from './LocalizedLink';

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
`;

const ArticleLink = styled(LocalizedLink)`
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.accentText};
    text-decoration: underline;
  }
`;

/**
 * An article featured in the Insights panel of the mega-menu: its picture (decorative),
 * "Featured article" and its title as the link, drawn once the article has loaded.
 */
export function FeaturedArticle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [article, setArticle] = useState<DocumentData<BlogPost>>();
  useEffect(() => {
    let shown = true;
    void blogPosts.load(slug, locale).then((loaded) => {
      if (shown) setArticle(loaded);
    });
    return () => {
      shown = false;
    };
  }, [slug, locale]);
  if (!article) return null;
  return (
    <>
      <CardPicture image={{ ...article.image, alt: '' }} />
      <Eyebrow>{t('nav.featuredArticle')}</Eyebrow>
      <NavigationMenu.Link asChild>
        <ArticleLink to={`/insights/blog/${slug}`}>{article.title}</ArticleLink>
      </NavigationMenu.Link>
    </>
  );
}
