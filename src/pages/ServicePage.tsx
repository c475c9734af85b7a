import type { Service } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, ButtonRow } from '../components/ButtonLink';
import { CallToAction } from '../components/CallToAction';
import { Icon } from '../components/Icon';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';

const Overview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-inline-size: 70ch;
  font-size: 1.1rem;
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Feature = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceRaised};
  svg {
    color: ${({ theme }) => theme.color.accentText};
  }
  h3 {
    font-size: 1.2rem;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A service detail page: what it is, how we deliver it, its four feature blocks. */
export function ServicePage({ service }: { service: DocumentData<Service> }) {
  const { t } = useTranslation();
  const actions = (
    <ButtonRow>
      <ButtonLink to={service.primaryAction.href}>{service.primaryAction.label}</ButtonLink>
      <ButtonLink to={service.secondaryAction.href} $variant="secondary">
        {service.secondaryAction.label}
      </ButtonLink>
    </ButtonRow>
  );

  return (
    <article>
      <PageHeader
        eyebrow={t('nav.links.services')}
        title={service.title}
        summary={service.summary}
        actions={actions}
      />
      <Section title={t('pages.overview')}>
        <Overview>
          {service.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Overview>
      </Section>
      <Section title={t('pages.keyFeatures')} tinted>
        <Features>
          {service.features.map((feature) => (
            <Feature key={feature.title}>
              <Icon name={feature.icon} size={32} />
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </Feature>
          ))}
        </Features>
      </Section>
      <CallToAction primary={service.primaryAction} secondary={service.secondaryAction} />
    </article>
  );
}
