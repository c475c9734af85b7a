import type { ReactNode } from 'react';
import { CallToAction } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';

export interface DetailPageProps {
  eyebrow: string;
  title: string;
  summary: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A page about one thing: a service, an industry, a solution, a case study. */
export function DetailPage({ eyebrow, title, summary, actions, children }: DetailPageProps) {
  return (
    <article>
      <PageHeader eyebrow={eyebrow} title={title} summary={summary} actions={actions} />
      {children}
      <CallToAction />
    </article>
  );
}
