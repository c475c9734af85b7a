import { FeatureGrid, type FeatureItem } from '../components/FeatureGrid';
import { Section } from '../components/Section';

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
