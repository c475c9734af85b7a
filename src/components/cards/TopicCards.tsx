import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bandSurface } from '../../theme/bandSurface';
import type { IconName } from '../../content/vocabulary';
import { CardGrid } from './CardGrid';
import { Container } from '../primitives/Container';
import { LinkCard } from './LinkCard';

const Band = styled.nav`
  ${bandSurface}
`;

export interface Topic {
  title: string;
  /** One line on what the visitor finds there. */
  summary: string;
  icon: IconName;
  /** Where the card leads: the part of the page (or the page) that tells the whole of it. */
  href: string;
}

/**
 * The parts of a page a visitor may want first, as cards side by side: each card is a
 * link to the section that tells the whole of it, never a card that only looks like one.
 */
export function TopicCards({ label, topics }: { label: string; topics: Topic[] }) {
  const { t } = useTranslation();
  return (
    <Band aria-label={label}>
      <Container>
        <CardGrid minWidth={15}>
          {topics.map((topic) => (
            <LinkCard key={topic.href} {...topic} moreLabel={t('pages.learnMore')} />
          ))}
        </CardGrid>
      </Container>
    </Band>
  );
}
