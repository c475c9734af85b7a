import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/cards/CardGrid';
import { LinkCard } from '../../components/cards/LinkCard';
import { Section } from '../../components/primitives/Section';
import type { IconName } from '../../content/vocabulary';

export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  href: string;
}

export interface ServiceCardsSectionProps {
  title: string;
  summary: string;
  cards: ServiceCard[];
}

/** The home page's services grid: one card per service, each with its Learn More link. */
export function ServiceCardsSection({ title, summary, cards }: ServiceCardsSectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={title} summary={summary}>
      {/* Narrow enough for four a row on a desktop: ten cards lie 4, 3, 3 rather than 3, 3, 2, 2. */}
      <CardGrid minWidth={15}>
        {cards.map((card) => (
          <LinkCard
            key={card.href}
            title={card.title}
            summary={card.description}
            icon={card.icon}
            href={card.href}
            moreLabel={t('pages.learnMore')}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
