import type { Whitepaper } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ButtonLink';
import { CallToAction } from '../components/CallToAction';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import { Prose } from '../components/Prose';
import type { DocumentData } from '../content/collection';

export interface WhitepaperPageProps {
  paper: DocumentData<Whitepaper>;
  Body: MDXContent;
}

/** One whitepaper: what it covers, the MDX body, and the way to ask for the download. */
export function WhitepaperPage({ paper, Body }: WhitepaperPageProps) {
  const { t } = useTranslation();
  return (
    <article>
      <PageHeader
        eyebrow={t('nav.links.whitepapers')}
        title={paper.title}
        summary={paper.description}
        actions={<ButtonLink to="/contact">{t('insightsPages.download')}</ButtonLink>}
      />
      <Container>
        <Prose>
          <Body />
        </Prose>
      </Container>
      <CallToAction />
    </article>
  );
}
