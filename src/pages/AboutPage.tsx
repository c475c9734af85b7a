import type { AboutPage as AboutDocument, Leader } from 'contentlayer/generated';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, buttonStyles, type ButtonVariant } from '../components/primitives/ButtonLink';
import { CallToAction } from '../sections/CallToAction';
import { CardGrid } from '../components/cards/CardGrid';
import { FeatureGrid } from '../components/cards/FeatureGrid';
import { FigureList } from '../components/primitives/FigureList';
import { LeaderCard } from '../components/cards/LeaderCard';
import { PageHeader } from '../sections/PageHeader';
import { PartnerStrip } from '../sections/PartnerStrip';
import { Paragraphs } from '../components/primitives/Paragraphs';
import { Section } from '../components/primitives/Section';
import { Timeline } from '../sections/Timeline';
import { TopicCards } from '../components/cards/TopicCards';
import type { DocumentData } from '../content/documentData';
import { company } from '../content/company';
import type { AboutSectionId, IconName } from '../content/vocabulary';
import { useLocale } from '../i18n/useLocale';

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

/** An e-mail that opens the visitor's mail program, drawn as the site's buttons are. */
const MailButton = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** A section's text and its action, in the one column beside its heading. */
const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  justify-items: start;
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.type.subsection};
`;

/** The leadership's heading and sentence above their cards. */
const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  > p {
    max-inline-size: ${({ theme }) => theme.measure('65ch')};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Office = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * About: figures, story, the cards leading to its four sections, timeline, values, the
 * team with its leadership, numbers, careers, locations, and partners with their strip.
 */
export function AboutPage({ about, leaders, focus }: AboutPageProps) {
  const { t } = useTranslation();
  const facts = company(useLocale());
  useEffect(() => {
    if (!focus) return undefined;
    // After the router's own scroll reset for the new page, which runs once it has rendered.
    const frame = requestAnimationFrame(() =>
      document.getElementById(focus)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  const section = (id: AboutSectionId) => {
    const found = about.sections.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`content/pages/about: the ${id} section is missing`);
    return found;
  };
  const [team, careers, locations, partners] = [
    section('team'),
    section('careers'),
    section('locations'),
    section('partners'),
  ];
  const [generalEmail] = facts.emails;

  return (
    <>
      <PageHeader
        title={about.title}
        summary={about.summary}
        kind="listing"
        image={about.image}
        actions={<FigureList figures={about.stats} />}
      />
      <Section title={about.story.title} headingBeside>
        <Paragraphs paragraphs={about.story.paragraphs} />
      </Section>
      <TopicCards
        label={t('about.sections')}
        topics={about.sections.map(({ id, title, line }) => ({
          title,
          summary: line,
          icon: sectionIcons[id],
          href: `/about/${id}`,
        }))}
      />
      <Section title={about.timeline.title}>
        <Timeline milestones={about.timeline.milestones} />
      </Section>
      <Section title={about.values.title}>
        <FeatureGrid items={about.values.items} />
      </Section>
      <Section id={team.id} title={team.title} summary={team.summary}>
        <Intro>
          <Subheading>{about.leadership.title}</Subheading>
          <p>{about.leadership.summary}</p>
        </Intro>
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
      <Section id={careers.id} title={careers.title} headingBeside>
        <Column>
          <Paragraphs paragraphs={[careers.summary]} />
          <MailButton
            href={`mailto:${generalEmail}?subject=${encodeURIComponent(about.careers.subject)}`}
          >
            {about.careers.apply}
          </MailButton>
        </Column>
      </Section>
      <Section id={locations.id} title={locations.title} headingBeside>
        <Column>
          <Paragraphs paragraphs={[locations.summary]} />
          <Office>
            <dt>{t('contact.office')}</dt>
            <dd>{t('footer.address', facts.address)}</dd>
            <dt>{t('contact.hours')}</dt>
            <dd>{facts.hours}</dd>
          </Office>
          <ButtonLink to={about.locations.visit.href} $variant="secondary">
            {about.locations.visit.label}
          </ButtonLink>
        </Column>
      </Section>
      <Section id={partners.id} title={partners.title} headingBeside>
        <Column>
          <Paragraphs paragraphs={[partners.summary]} />
          <PartnerStrip headingLevel={3} />
        </Column>
      </Section>
      <CallToAction secondary={{ label: t('pages.exploreServices'), href: '/services' }} />
    </>
  );
}
