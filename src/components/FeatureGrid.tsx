import type { IconName } from '../content/vocabulary';
import { CardGrid, PlainCard } from './CardGrid';
import { Icon } from './Icon';

export interface FeatureItem {
  title: string;
  description: string;
  icon?: IconName;
}

export interface FeatureGridProps {
  items: FeatureItem[];
  /** How many fit on a row of a wide screen; narrow screens wrap sooner. */
  columns?: number;
}

/** Titled blocks with an icon: features, benefits, reasons to choose us. */
export function FeatureGrid({ items, columns = 4 }: FeatureGridProps) {
  return (
    <CardGrid minWidth={60 / columns}>
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
