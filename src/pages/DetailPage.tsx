import type { ReactNode } from 'react';
import { CallToAction } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';

export interface DetailPageProps {
  eyebrow: string;
  title: string;
  summary: string;
  children?: ReactNode;
}

/** A page about one thing: a service, an industry, a solution, a case study. */
export function DetailPage({ eyebrow, title, summary, children }: DetailPageProps) {
  return (
    <article>
      <PageHeader eyebrow={eyebrow} title={title} summary={summary} />
      {children}
      <CallToAction />
    </article>
  );
}
