// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '../../content/collections';
import { loadInterfaceStrings } from '../../i18n/i18n';
import { formatFigure } from '../../i18n/formatFigure';
import { renderInRouter } from '../../testing/renderInRouter';
import { CaseStudyCard } from './CaseStudyCard';

/** A study from content with more results than the card shows (it shows three). */
const study = (await caseStudies.loadAll('en')).find(
  (candidate) => candidate.results.metrics.length > 3,
);
if (!study) throw new Error('No case study in content/ has more than three results to count');
const { t } = await loadInterfaceStrings('en');

describe('a case study card', () => {
  it('shows the category, the first two tags and the first three results, the rest counted in a link to the study', async () => {
    await renderInRouter(
      <ul>
        <CaseStudyCard study={study} href="/case-study/1" />
      </ul>,
    );
    expect(screen.getByText(t(`nav.links.${study.industry}`))).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: t('caseStudy.tags') })).getAllByRole(
      'listitem',
    );
    expect(tags.map((item) => item.textContent)).toEqual(study.tags.slice(0, 2));
    const results = within(
      screen.getByRole('list', { name: t('caseStudy.keyResults') }),
    ).getAllByRole('listitem');
    expect(results.map((item) => item.querySelector('strong')?.textContent)).toEqual(
      study.results.metrics.slice(0, 3).map((metric) => formatFigure(metric, 'en')),
    );
    const more = t('caseStudy.moreResults', { count: study.results.metrics.length - 3 });
    // Named by what it says and, for a list of links read out of context, the study's title.
    const named = (name: string) => name.startsWith(more) && name.endsWith(`— ${study.title}`);
    expect(screen.getByRole('link', { name: named })).toHaveAttribute('href', '/case-study/1');
    expect(
      screen.getByRole('link', { name: new RegExp(`^${t('pages.learnMore')}`) }),
    ).toHaveAttribute('href', '/case-study/1');
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
    // No count of more results, whatever number a faulty card might put in it.
    for (let count = 0; count <= study.results.metrics.length; count += 1) {
      expect(screen.queryByText(t('caseStudy.moreResults', { count }))).toBeNull();
    }
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
