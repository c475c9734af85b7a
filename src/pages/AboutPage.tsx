import type { AboutPage as AboutDocument, Leader } from 'contentlayer/generated';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../components/CallToAction';
import { FeatureGrid } from '../components/FeatureGrid';
import { FigureList } from '../components/FigureList';
import { LeaderCard } from '../components/LeaderCard';
import { PageHeader } from '../components/PageHeader';
import { Paragraphs } from '../components/Paragraphs';
import { CardGrid } from '../components/CardGrid';
import { Section } from '../components/Section';
import { Timeline } from '../components/Timeline';
import { TopicCards } from '../components/TopicCards';
import type { DocumentData } from '../content/collection';
import type { AboutSectionId, IconName } from '../content/vocabulary';

export interface AboutPageProps {
  about: DocumentData<AboutDocument>;
  leaders: DocumentData<Leader>[];
  /** The section a sub-path (`/about/careers`) opens at. */
  focus?: AboutSectionId;
}

const sectionIcons: Record<AboutSectionId, IconName> = {
  team: 'users',
  careers: 'award',
  locations: 'globe',
  partners: 'check-circle',
};

/** About: figures, story, timeline, values, leadership, numbers and the four sub-sections. */
export function AboutPage({ about, leaders, focus }: AboutPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!focus) return undefined;
    // After the router's own scroll reset for the new page, which runs once it has rendered.
    const frame = requestAnimationFrame(() =>
      document.getElementById(focus)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  return (
    <>
      <PageHeader
        title={about.title}
        summary={about.summary}
        image={about.image}
        actions={<FigureList figures={about.stats} />}
      />
      <Section title={about.story.title} headingBeside>
        <Paragraphs paragraphs={about.story.paragraphs} />
      </Section>
      <Section title={about.timeline.title} tinted>
        <Timeline milestones={about.timeline.milestones} />
      </Section>
      <Section title={about.values.title}>
        <FeatureGrid items={about.values.items} />
      </Section>
      <Section title={about.leadership.title} summary={about.leadership.summary} tinted>
        <CardGrid minWidth={16}>
          {leaders.map((leader) => (
            <li key={leader.slug}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title={about.numbers.title}>
        <FigureList figures={about.numbers.figures} />
      </Section>
      <TopicCards
        topics={about.sections.map((section) => ({ ...section, icon: sectionIcons[section.id] }))}
      />
      <CallToAction secondary={{ label: t('pages.exploreServices'), href: '/services' }} />
    </>
  );
}
