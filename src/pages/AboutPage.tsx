import type { AboutPage as AboutDocument } from 'contentlayer/generated';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CallToAction } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';
import type { AboutSectionId } from '../content/vocabulary';

const Summary = styled.p`
  max-inline-size: 65ch;
  font-size: 1.1rem;
`;

export interface AboutPageProps {
  about: DocumentData<AboutDocument>;
  /** The section a sub-path (`/about/careers`) opens at. */
  focus?: AboutSectionId;
}

export function AboutPage({ about, focus }: AboutPageProps) {
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
      <PageHeader title={about.title} summary={about.summary} />
      {about.sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.title} tinted={index % 2 === 1}>
          <Summary>{section.summary}</Summary>
        </Section>
      ))}
      <CallToAction secondary={{ label: t('pages.exploreServices'), href: '/services' }} />
    </>
  );
}
