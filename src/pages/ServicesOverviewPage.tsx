import type { Service, ServicesPage } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listReset, tapArea } from '../theme/mixins';
import { Artwork } from '../components/primitives/Artwork';
import { ButtonLink, ButtonPair } from '../components/primitives/ButtonLink';
import { CallToAction } from '../sections/CallToAction';
import { CheckList } from '../components/primitives/CheckList';
import { Container } from '../components/primitives/Container';
import { CardGrid } from '../components/cards/CardGrid';
import { FigureList } from '../components/primitives/FigureList';
import { LinkCard } from '../components/cards/LinkCard';
import { MediaSplit } from '../components/primitives/MediaSplit';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';

const Contents = styled.nav`
  padding-block: ${({ theme }) => theme.space(6)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
    ${listReset}
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.25rem;
    padding-inline: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.round};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
    ${tapArea}
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.type.lead};
  margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme }) => theme.color.textMuted};
`;

const More = styled.div`
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

export interface ServicesOverviewPageProps {
  page: DocumentData<ServicesPage>;
  services: DocumentData<Service>[];
}

/**
 * /services: one anchored section per service, each with its five key features; services
 * without a section follow as cards, so every service is reachable from here.
 */
export function ServicesOverviewPage({ page, services }: ServicesOverviewPageProps) {
  const { t } = useTranslation();
  const sections = page.sections.flatMap((section) => {
    const service = services.find(({ slug }) => slug === section.service);
    return service ? [{ ...section, service }] : [];
  });
  const others = services.filter(
    ({ slug }) => !page.sections.some((section) => section.service === slug),
  );

  return (
    <>
      <PageHeader
        kind="listing"
        title={page.title}
        summary={page.summary}
        facts={<FigureList figures={page.keyFacts} />}
        actions={<ButtonPair primary={page.primaryAction} secondary={page.secondaryAction} />}
      />
      <Contents aria-label={t('pages.onThisPage')}>
        <Container>
          <ul>
            {sections.map(({ service }) => (
              <li key={service.slug}>
                <a href={`#${service.slug}`}>{service.title}</a>
              </li>
            ))}
          </ul>
        </Container>
      </Contents>
      {sections.map(({ service, description, keyFeatures }, index) => (
        <Section key={service.slug} id={service.slug} title={service.title}>
          <MediaSplit media={<Artwork image={service.image} />} mediaFirst={index % 2 === 1}>
            <Description>{description}</Description>
            <SubHeading>{t('pages.keyFeatures')}</SubHeading>
            <CheckList items={keyFeatures} />
            <More>
              <ButtonLink to={`/services/${service.slug}`} $variant="secondary">
                {t('pages.learnMore')}
                <span className="visually-hidden"> — {service.title}</span>
              </ButtonLink>
            </More>
          </MediaSplit>
        </Section>
      ))}
      {others.length > 0 ? (
        <Section title={t('pages.moreServices')}>
          <CardGrid>
            {others.map((service) => (
              <LinkCard
                key={service.slug}
                title={service.title}
                summary={service.summary}
                icon={service.icon}
                href={`/services/${service.slug}`}
                moreLabel={t('pages.learnMore')}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      <CallToAction kind="row" primary={page.primaryAction} secondary={page.secondaryAction} />
    </>
  );
}
