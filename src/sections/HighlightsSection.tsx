import { FeatureGrid, type FeatureItem } from '../components/FeatureGrid';
import { Section } from '../components/Section';

export interface HighlightsSectionProps {
  title: string;
  summary: string;
  items: FeatureItem[];
  tinted?: boolean;
}

/** A titled row of reasons or credentials, each with an icon. */
export function HighlightsSection({
  title,
  summary,
  items,
  tinted = false,
}: HighlightsSectionProps) {
  return (
    <Section title={title} summary={summary} tinted={tinted}>
      <FeatureGrid items={items} columns={items.length} />
    </Section>
  );
}
