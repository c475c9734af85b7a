import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { CaseStudy } from 'contentlayer/generated';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DocumentData } from '../content/collection';
import { caseStudies } from '../content/collections';
import { useLocale } from '../i18n/useLocale';
import { CardPicture } from './CardPicture';
import { LocalizedLink } from './LocalizedLink';

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
`;

const StoryLink = styled(LocalizedLink)`
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.accentText};
    text-decoration: underline;
  }
`;

/**
 * A case study featured in a mega-menu panel: its picture, "Featured story" and its title as
 * the link, drawn inside the panel's card once the story has loaded; the picture is
 * decorative, the title names the link.
 */
export function FeaturedStory({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [story, setStory] = useState<DocumentData<CaseStudy>>();
  useEffect(() => {
    let shown = true;
    void caseStudies.load(slug, locale).then((loaded) => {
      if (shown) setStory(loaded);
    });
    return () => {
      shown = false;
    };
  }, [slug, locale]);
  if (!story) return null;
  return (
    <>
      <CardPicture image={{ ...story.image, alt: '' }} />
      <Eyebrow>{t('nav.featuredStory')}</Eyebrow>
      <NavigationMenu.Link asChild>
        <StoryLink to={`/case-studies/${slug}`}>{story.title}</StoryLink>
      </NavigationMenu.Link>
    </>
  );
}
