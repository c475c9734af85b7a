import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '../content/collections';
import { renderInRouter } from '../testing/renderInRouter';
import { CaseStudyCard } from './CaseStudyCard';

/** Six results in content: 18 months, 35%, 22%, $2.4M, 60%, 12,000+. */
const study = await caseStudies.load('healthcare-transformation', 'en');

describe('a case study card', () => {
  it('shows the category, the first two tags and the first three results plus the rest counted', async () => {
    await renderInRouter(
      <ul>
        <CaseStudyCard study={study} href="/case-study/1" />
      </ul>,
    );
    expect(screen.getByText('Healthcare')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((item) => item.textContent)).toEqual(study.tags.slice(0, 2));
    const results = within(screen.getByRole('list', { name: 'Key results' })).getAllByRole(
      'listitem',
    );
    expect(results.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      '18 months',
      '35%',
      '22%',
    ]);
    expect(screen.getByText('+3 more results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
      'href',
      '/case-study/1',
    );
  });

  it('counts nothing when there are only three results', async () => {
    const three = {
      ...study,
      results: { ...study.results, metrics: study.results.metrics.slice(0, 3) },
    };
    await renderInRouter(
      <ul>
        <CaseStudyCard study={three} href="/case-study/1" />
      </ul>,
    );
    expect(screen.queryByText(/more result/)).toBeNull();
  });
});
