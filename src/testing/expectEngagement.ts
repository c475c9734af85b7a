import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseStudy, Service } from 'contentlayer/generated';
import type { TFunction } from 'i18next';
import { expect } from 'vitest';
import type { DocumentData } from '../content/documentData';
import type { Locale } from '../../shared/locales';
import { formatFigure } from '../i18n/formatFigure';
import { localizePath } from '../i18n/localePath';
import { cardResults } from '../components/cards/RelatedCaseStudy';

/** The first result of a study, as a page it proves writes it. */
export function headlineOf(study: DocumentData<CaseStudy>, locale: Locale) {
  const [headline] = study.results.metrics;
  if (!headline) throw new Error(`${study.slug} has no result to lead with`);
  return { value: formatFigure(headline, locale), label: headline.label };
}

/**
 * Checks the rendered page shows its engagement from content: the steps in order as an
 * ordered list, the case study as a link with the results after its headline, and each question as a
 * native disclosure whose answer opens on a click.
 */
export async function expectEngagement(
  engagement: Service['engagement'],
  study: DocumentData<CaseStudy>,
  locale: Locale,
  t: TFunction,
) {
  const steps = within(screen.getByRole('region', { name: t('pages.howWeWork') })).getByRole(
    'list',
  );
  expect(steps.tagName).toBe('OL');
  expect(
    within(steps)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(engagement.process.map((step) => step.title));

  // The hero leads with the first result; the card goes on with the next ones.
  const proof = screen.getByRole('region', { name: t('pages.proof') });
  const results = within(proof).getByRole('list', { name: t('caseStudy.keyResults') });
  const shown = study.results.metrics.slice(cardResults.from, cardResults.to);
  expect(shown.length).toBeGreaterThan(0);
  // Labels keep the check's no-break spaces ("18 months"), which getByText would collapse.
  expect(
    within(results)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(shown.map((metric) => `${formatFigure(metric, locale)}${metric.label}`));
  expect(proof.textContent).not.toContain(headlineOf(study, locale).label);
  const link = within(proof).getByRole('link', {
    name: (name) => name.startsWith(t('pages.readCaseStudy')) && name.includes(study.title),
  });
  expect(link).toHaveAttribute('href', localizePath(`/case-studies/${study.slug}`, locale));

  const questions = screen.getByRole('region', { name: t('pages.questions') });
  const summaries = [...questions.querySelectorAll('details > summary')];
  expect(summaries.map((summary) => summary.textContent)).toEqual(
    engagement.questions.map((item) => item.question),
  );
  const [first] = engagement.questions;
  const [firstSummary] = summaries;
  if (!first || !firstSummary) throw new Error('The page shows no question');
  const answer = firstSummary.nextElementSibling;
  expect(answer?.textContent).toBe(first.answer);
  expect(answer).not.toBeVisible();
  await userEvent.click(firstSummary);
  expect(answer).toBeVisible();
}
