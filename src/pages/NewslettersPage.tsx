import type { NewslettersPage as NewslettersDocument } from 'contentlayer/generated';
import styled from 'styled-components';
import { ButtonLink } from '../components/ButtonLink';
import { CallToAction } from '../components/CallToAction';
import { CardGrid, PlainCard } from '../components/CardGrid';
import { Icon } from '../components/Icon';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';

const Frequency = styled.strong`
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.small};
`;

/** The newsletters on offer; subscribing goes through the contact page (no form here). */
export function NewslettersPage({ page }: { page: DocumentData<NewslettersDocument> }) {
  return (
    <>
      <PageHeader
        title={page.title}
        summary={page.summary}
        image={page.image}
        actions={
          <ButtonLink to={page.subscribeAction.href}>{page.subscribeAction.label}</ButtonLink>
        }
      />
      <Section title={page.options.title}>
        <CardGrid minWidth={15}>
          {page.options.items.map((option) => (
            <PlainCard key={option.title}>
              <Icon name={option.icon} size="2rem" />
              <h3>{option.title}</h3>
              <Frequency>{option.frequency}</Frequency>
              <p>{option.description}</p>
            </PlainCard>
          ))}
        </CardGrid>
      </Section>
      <CallToAction
        title={page.closing.title}
        summary={page.closing.summary}
        primary={page.closing.primaryAction}
        secondary={null}
      />
    </>
  );
}
