// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudies, solutions } from '../content/collections';
import { locales } from '../../shared/locales';
import { loadInterfaceStrings } from '../i18n/i18n';
import { localizePath } from '../i18n/localePath';
import { expectEngagement, headlineOf } from '../testing/expectEngagement';
import { renderInRouter } from '../testing/renderInRouter';
import { SolutionPage } from './SolutionPage';

const slugs = await solutions.loadSlugs('en');
const pages = locales.flatMap((locale) => slugs.map((slug) => [slug, locale] as const));

describe('a solution page', () => {
  it.each(pages)(
    '%s (%s) leads with its outcome and shows its process, case study and questions',
    async (slug, locale) => {
      const { t } = await loadInterfaceStrings(locale);
      const solution = await solutions.load(slug, locale);
      const study = await caseStudies.load(solution.engagement.caseStudy, locale);
      await renderInRouter(
        <SolutionPage solution={solution} related={[]} study={study} />,
        localizePath(`/solutions/${slug}`, locale),
      );

      const hero = screen.getByRole('banner');
      expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(solution.title);
      expect(within(hero).getByText(headlineOf(study, locale).value)).toBeInTheDocument();
      await expectEngagement(solution.engagement, study, locale, t);
    },
    // The first page waits for the collections and the interface strings to load.
    30_000,
  );
});
