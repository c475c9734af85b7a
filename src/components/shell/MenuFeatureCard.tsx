import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { blogPosts, caseStudies } from '../../content/collections';
import type { ContentPicture } from '../../content/contentPicture';
import type { MenuFeature } from '../../content/navigation';
import type { Locale } from '../../../shared/locales';
import { useLocale } from '../../i18n/useLocale';
import { textLink } from '../../theme/mixins';
import { CardPicture } from '../cards/CardPicture';
import { LocalizedLink } from '../primitives/LocalizedLink';

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
`;

const FeatureLink = styled(LocalizedLink)`
  ${textLink}
  font-weight: 700;
`;

interface Featured {
  title: string;
  image: ContentPicture;
}

/** Where each kind of feature comes from, where it leads and what its card calls it. */
const featureKinds = {
  story: {
    load: (slug: string, locale: Locale): Promise<Featured> => caseStudies.load(slug, locale),
    path: '/case-studies/',
    eyebrow: 'nav.featuredStory',
  },
  article: {
    load: (slug: string, locale: Locale): Promise<Featured> => blogPosts.load(slug, locale),
    path: '/insights/blog/',
    eyebrow: 'nav.featuredArticle',
  },
} as const;

/**
 * What a mega-menu panel features, a case study or an article: its picture (decorative, the
 * title names the link), what kind it is and its title as the link, drawn once it has loaded.
 */
export function MenuFeatureCard({ feature }: { feature: NonNullable<MenuFeature> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kind = featureKinds[feature.kind];
  const [featured, setFeatured] = useState<Featured>();
  useEffect(() => {
    let shown = true;
    void kind.load(feature.slug, locale).then((loaded) => {
      if (shown) setFeatured(loaded);
    });
    return () => {
      shown = false;
    };
  }, [kind, feature.slug, locale]);
  if (!featured) return null;
  return (
    <>
      <CardPicture image={{ ...featured.image, alt: '' }} />
      <Eyebrow>{t(kind.eyebrow)}</Eyebrow>
      <NavigationMenu.Link asChild>
        <FeatureLink to={`${kind.path}${feature.slug}`}>{featured.title}</FeatureLink>
      </NavigationMenu.Link>
    </>
  );
}
