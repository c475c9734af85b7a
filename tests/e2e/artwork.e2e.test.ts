import type { Page } from 'playwright-core';
import { siGooglecloud } from 'simple-icons';
import { describe, expect } from 'vitest';
import { caseStudies } from '../../src/content/collections';
import { loadCompany } from '../../src/content/company';
import { locales } from '../../shared/locales';
import { formatFigure } from '../../src/i18n/formatFigure';
import { localizePath } from '../../src/i18n/localePath';
import { builtPaths, pageTest } from './browser';

/**
 * Every page the build prerendered, which is every page of `sitePages()` in both
 * languages, apart from the /case-study/n aliases (the same page as their study).
 */
const pages = builtPaths().filter((path) => !/\/case-study\/\d+$/.test(path));

// Each page's pictures are checked on its visit in visitEachPage.ts.
describe('pictures', () => {
  pageTest('are built for both languages of every page', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/ar');
    expect(pages.filter((path) => path.startsWith('/ar/')).length).toBe(
      pages.filter((path) => path !== '/' && !path.startsWith('/ar')).length,
    );
  });
});

const caseStudySlugs = await caseStudies.loadSlugs('en');

describe.each(locales)('case studies in %s', (locale) => {
  pageTest.concurrent.for(caseStudySlugs)(
    '%s leads with its first three results',
    async (slug, { open, expect }) => {
      const study = await caseStudies.load(slug, locale);
      const { page } = await open(localizePath(`/case-studies/${slug}`, locale), {
        javaScript: false,
      });
      const hero = page.locator('article > header').first();
      const results = hero.getByTestId('results-dashboard');
      const shown = await results.locator('dl > div').evaluateAll((tiles) =>
        tiles.map((tile) => ({
          label: tile.querySelector('dt')?.textContent,
          value: tile.querySelector('dd')?.textContent,
        })),
      );
      expect(shown).toEqual(
        study.results.metrics.slice(0, 3).map((metric) => ({
          label: metric.label,
          value: formatFigure(metric, locale),
        })),
      );
      // The hero leads with results, not with buttons.
      expect(await hero.getByRole('link').count()).toBe(0);
    },
  );
});

/** Each item of the page's partner strip, as its name and its standing or scope. */
const stripNames = (page: Page) =>
  page
    .getByTestId('partner-strip')
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) =>
        [...item.querySelectorAll('span > span')].map((part) => part.textContent),
      ),
    );

describe.each(locales)('the partner strip in %s', (locale) => {
  pageTest(
    'names the partners of the company content on home, in grey, and leaves the certifications to the credentials band',
    async ({ open }) => {
      const { partners } = await loadCompany(locale);
      const { page } = await open(localizePath('/', locale));
      const strip = page.getByTestId('partner-strip');
      expect(await stripNames(page)).toEqual(
        partners.map((partner) => [partner.name, partner.standing]),
      );
      // A partner with a mark shows simple-icons' own drawing of it, in the text's grey.
      const marked = partners.findIndex((partner) => partner.mark === 'googlecloud');
      const mark = strip.locator('li').nth(marked).locator('svg path');
      expect(await mark.getAttribute('d')).toBe(siGooglecloud.path);
      const [fill, muted] = await mark.evaluate((path) => [
        getComputedStyle(path).fill,
        getComputedStyle(path.closest('li') ?? path).color,
      ]);
      expect(fill).toBe(muted);
      // The figures the hero used to repeat are gone from it.
      const hero = page.locator('section', { has: page.locator('h1') });
      expect(await hero.locator('dl').count()).toBe(0);
    },
  );

  pageTest(
    'names the partners and the certifications on About, which has no credentials band',
    async ({ open }) => {
      const { partners, certifications } = await loadCompany(locale);
      const { page } = await open(localizePath('/about', locale));
      expect(await stripNames(page)).toEqual([
        ...partners.map((partner) => [partner.name, partner.standing]),
        ...certifications.map((certification) => [certification.name, certification.scope]),
      ]);
    },
  );
});
