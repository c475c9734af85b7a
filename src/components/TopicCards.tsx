import { useId } from 'react';
import styled from 'styled-components';
import type { IconName } from '../content/vocabulary';
import { CardGrid, PlainCard } from './CardGrid';
import { Container } from './Container';
import { Icon } from './Icon';

const Band = styled.div`
  padding-block: ${({ theme }) => theme.space(16)};
  background: ${({ theme }) => theme.color.surface};
`;

/** Cards of a row are one height. */
const Card = styled(PlainCard)`
  block-size: 100%;
`;

/** A section's heading, sized like the titles of the site's other cards. */
const Heading = styled.h2`
  font-size: ${({ theme }) => theme.type.item};
`;

export interface Topic {
  /** The anchor a URL can open the page at. */
  id: string;
  title: string;
  summary: string;
  icon: IconName;
}

function TopicCard({ topic }: { topic: Topic }) {
  const headingId = useId();
  return (
    <Card as="section" id={topic.id} aria-labelledby={headingId}>
      <Icon name={topic.icon} size="2rem" />
      <Heading id={headingId}>{topic.title}</Heading>
      <p>{topic.summary}</p>
    </Card>
  );
}

/**
 * Short sections of a page, each a heading and a paragraph, as cards side by side rather
 * than a full-width band each. Each card is a section of its own, with its anchor.
 */
export function TopicCards({ topics }: { topics: Topic[] }) {
  return (
    <Band>
      <Container>
        <CardGrid minWidth={24}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </CardGrid>
      </Container>
    </Band>
  );
}
