import { FeatureGrid, type FeatureItem } from '../../components/cards/FeatureGrid';
import { Section } from '../../components/primitives/Section';

export interface HighlightsSectionProps {
  title: string;
  summary: string;
  items: FeatureItem[];
}

/** A titled row of reasons or credentials, each with an icon. */
export function HighlightsSection({ title, summary, items }: HighlightsSectionProps) {
  return (
    <Section title={title} summary={summary}>
      <FeatureGrid items={items} columns={items.length} />
    </Section>
  );
}
