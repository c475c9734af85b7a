import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { CaseStudy } from 'contentlayer/generated';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DocumentData } from '../content/collection';
import { caseStudies } from '../content/collections';
import type { Locale } from '../content/vocabulary';
import { useLocale } from '../i18n/useLocale';
import { cardSurface } from '../theme/mixins';
import { LocalizedLink } from './LocalizedLink';

/** One request per story and language, however often a panel opens. */
const stories = new Map<string, Promise<DocumentData<CaseStudy>>>();

function loadStory(slug: string, locale: Locale): Promise<DocumentData<CaseStudy>> {
  const key = `${slug}.${locale}`;
  const cached = stories.get(key);
  if (cached) return cached;
  const story = caseStudies.load(slug, locale);
  stories.set(key, story);
  return story;
}

/** The story's card keeps its size while the story loads, so the panel does not jump. */
const Card = styled.div`
  ${cardSurface}
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 15rem;
  padding: ${({ theme }) => theme.space(4)};
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 16 / 9;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

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
 * the link. It loads when the panel first opens (the card keeps its size meanwhile); the
 * picture is decorative, the title names the link.
 */
export function FeaturedStory({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [story, setStory] = useState<DocumentData<CaseStudy>>();
  useEffect(() => {
    let shown = true;
    void loadStory(slug, locale).then((loaded) => {
      if (shown) setStory(loaded);
    });
    return () => {
      shown = false;
    };
  }, [slug, locale]);
  return (
    <Card>
      {story ? (
        <>
          <img
            src={story.image.src}
            alt=""
            width={story.image.width}
            height={story.image.height}
            decoding="async"
          />
          <Eyebrow>{t('nav.featuredStory')}</Eyebrow>
          <NavigationMenu.Link asChild>
            <StoryLink to={`/case-studies/${slug}`}>{story.title}</StoryLink>
          </NavigationMenu.Link>
        </>
      ) : null}
    </Card>
  );
}
