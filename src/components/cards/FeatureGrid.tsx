import type { IconName } from '../../content/vocabulary';
import { CardGrid, PlainCard } from './CardGrid';
import { Icon } from '../primitives/Icon';

export interface FeatureItem {
  title: string;
  description: string;
  icon?: IconName;
}

export interface FeatureGridProps {
  items: FeatureItem[];
  /** How many share a row from a laptop (1024 px) up, up to three; narrow screens wrap sooner. */
  columns?: number;
}

/** The content width at 1024 px is about 57.6rem; the columns and their gaps fit 55rem. */
const laptopRow = 55;
/**
 * No card narrower than 15rem (about 30 Arabic characters a line): four cards share a row
 * only from about 1200 px, and stand two by two below that.
 */
const narrowestCard = 15;

/** Titled blocks with an icon: features, benefits, reasons to choose us. */
export function FeatureGrid({ items, columns = 4 }: FeatureGridProps) {
  return (
    <CardGrid minWidth={Math.max(laptopRow / columns - 1.5, narrowestCard)}>
      {items.map((item) => (
        <PlainCard key={item.title}>
          {item.icon ? <Icon name={item.icon} size="2rem" /> : null}
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </PlainCard>
      ))}
    </CardGrid>
  );
}
