import type { Whitepaper } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/primitives/ButtonLink';
import { CallToAction } from '../sections/CallToAction';
import type { ArtworkImage } from '../components/primitives/Artwork';
import { PageHeader } from '../sections/PageHeader';
import { ReadingColumns } from '../sections/reading/ReadingColumns';
import type { DocumentData } from '../content/documentData';
import type { ContentsEntry } from '../content/mdxBodies';

export interface WhitepaperPageProps {
  paper: DocumentData<Whitepaper>;
  Body: MDXContent;
  /** The body's sections, for its contents. */
  contents: ContentsEntry[];
  /** The header's picture: whitepapers share the whitepapers page's. */
  image: ArtworkImage;
}

/** One whitepaper: what it covers, the MDX body, and the way to ask for the download. */
export function WhitepaperPage({ paper, Body, contents, image }: WhitepaperPageProps) {
  const { t } = useTranslation();
  return (
    <article>
      <PageHeader
        eyebrow={t('nav.links.whitepapers')}
        title={paper.title}
        summary={paper.description}
        actions={<ButtonLink to="/contact">{t('insightsPages.requestWhitepaper')}</ButtonLink>}
        image={image}
      />
      <ReadingColumns contents={contents}>
        <Body />
      </ReadingColumns>
      <CallToAction />
    </article>
  );
}
