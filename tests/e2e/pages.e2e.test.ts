import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  homePages,
  industries,
  services,
  solutions,
  testimonials,
} from '../../src/content/collections';
import type { Locale } from '../../src/content/vocabulary';
import { formatFigure } from '../../src/i18n/intlLocale';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { countUpSteps, valueAtStep } from '../../src/sections/useCountUp';
import { browserSession, type OpenOptions } from './browser';

const session = browserSession();
let page: Page;

async function open(path: string, options: OpenOptions = {}) {
  ({ page } = await session.open(path, options));
}

const hrefs = (selector: string) =>
  page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href')));
const texts = (selector: string) =>
  page.$$eval(selector, (elements) => elements.map((element) => element.textContent.trim()));

const homeEn = await homePages.load('home', 'en');
const homeAr = await homePages.load('home', 'ar');

/** What the statistics strip shows after `step` of its count-up steps. */
const countedTo = (step: number, locale: Locale, home = homeEn) =>
  home.statistics.figures.map((figure) =>
    formatFigure({ ...figure, value: valueAtStep(figure.value, step) }, locale),
  );

describe('home', () => {
  it('rotates the badge every 2000 ms and the headline accent every 3000 ms', async () => {
    await open('/', { fakeClock: true });
    const { badges, headlineAccents: accents } = homeEn.hero;
    const badge = () => page.textContent('[data-testid="hero-badge"]');
    const accent = () => page.textContent('[data-testid="hero-accent"]');
    expect([await badge(), await accent()]).toEqual([badges[0], accents[0]]);
    await page.clock.runFor(1999);
    expect(await badge()).toBe(badges[0]);
    await page.clock.runFor(1);
    expect(await badge()).toBe(badges[1]);
    await page.clock.runFor(999);
    expect(await accent()).toBe(accents[0]);
    await page.clock.runFor(1);
    expect(await accent()).toBe(accents[1]);
    await page.clock.runFor(3000);
    expect(await accent()).toBe(accents[2]);
    expect(await badge()).toBe(badges[3 % badges.length]);
  });

  it('counts the statistics up from 1000 ms to their figures in 50 steps of 50 ms', async () => {
    await open('/', { fakeClock: true });
    const counters = () => texts('[data-testid="counter"]');
    expect(await counters()).toEqual(countedTo(0, 'en'));
    await page.clock.runFor(1049);
    expect(await counters()).toEqual(countedTo(0, 'en'));
    await page.clock.runFor(1250);
    expect(await counters()).toEqual(countedTo(countUpSteps / 2, 'en'));
    await page.clock.runFor(1201);
    expect(await counters()).toEqual(countedTo(countUpSteps, 'en'));
  });

  it('shows the final figures in the prerendered page, for crawlers and link previews', async () => {
    for (const [path, locale, home] of [
      ['/', 'en', homeEn],
      ['/ar', 'ar', homeAr],
    ] as const) {
      await open(path, { javaScript: false });
      expect(await page.locator('[data-testid="counter"]').allTextContents()).toEqual(
        countedTo(countUpSteps, locale, home),
      );
    }
  });

  it('shows the final figures at once, and stops the rotation, when motion is reduced', async () => {
    await open('/', { reducedMotion: 'reduce', fakeClock: true });
    expect(await texts('[data-testid="counter"]')).toEqual(countedTo(countUpSteps, 'en'));
    expect(await page.getByRole('button', { name: en.home.pauseRotation }).count()).toBe(0);
    await page.clock.runFor(6000);
    expect(await page.textContent('[data-testid="hero-badge"]')).toBe(homeEn.hero.badges[0]);
    expect(await page.textContent('[data-testid="hero-accent"]')).toBe(
      homeEn.hero.headlineAccents[0],
    );
  });

  it('writes the figures for the Arabic locale', async () => {
    await open('/ar', { reducedMotion: 'reduce' });
    await expect
      .poll(() => texts('[data-testid="counter"]'))
      .toEqual(countedTo(countUpSteps, 'ar', homeAr));
  });

  it('links the ten service cards to the ten service pages, in both languages', async () => {
    const order = ['networking', 'software', 'cloud', 'security', 'consulting', 'managed-it'];
    const expected = [...order, 'mobile', 'ai', 'iot', 'web'].map((slug) => `/services/${slug}`);
    await open('/');
    const learnMore = page.getByRole('link', { name: new RegExp(`^${en.pages.learnMore}`) });
    expect(await learnMore.count()).toBe(10);
    expect(
      await learnMore.evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    ).toEqual(expected);
    await page.close();
    await open('/ar');
    expect(await hrefs('main ul li a[href^="/ar/services/"]')).toEqual(
      expected.map((href) => `/ar${href}`),
    );
  });

  it('quotes the rated testimonials with the summary figures', async () => {
    await open('/');
    const quoted = homeEn.testimonials.testimonials;
    const quotes = page.locator('figure:has(blockquote)');
    expect(await quotes.count()).toBe(quoted.length);
    const first = await testimonials.load(quoted[0] ?? '', 'en');
    const rating = en.home.rating.replace('{{rating}}', String(first.rating));
    expect(await quotes.first().getByText(rating).count()).toBe(1);
    const summary = await texts('section:has(figure blockquote) dl dd');
    expect(summary).toEqual(
      homeEn.testimonials.figures.map((figure) => formatFigure(figure, 'en')),
    );
  });
});

/** Each service page's feature titles, in English, from the content. */
const featureTitles = Object.fromEntries(
  await Promise.all(
    services.slugs.map(async (slug) => {
      const service = await services.load(slug, 'en');
      return [slug, service.features.map((feature) => feature.title)] as const;
    }),
  ),
);

describe('services', () => {
  it('presents eight anchored sections, each with five key features and a picture', async () => {
    await open('/services');
    const ids = await page.$$eval('main section[id]', (sections) => sections.map((s) => s.id));
    expect(ids).toEqual([
      'networking',
      'software',
      'ai',
      'iot',
      'cloud',
      'security',
      'consulting',
      'managed-it',
    ]);
    for (const id of ids) {
      const section = page.locator(`section#${id}`);
      expect(await section.locator('h2').count()).toBe(1);
      expect(await section.locator('li').count()).toBe(5);
      const image = section.locator('img');
      expect(await image.getAttribute('alt')).toMatch(/\w{4}/);
      expect(await image.getAttribute('width')).toBe('640');
      expect(await image.getAttribute('loading')).toBe('lazy');
    }
    expect(await hrefs('main header a')).toEqual(['/contact', '/case-studies']);
  });

  it.each(Object.entries(featureTitles))(
    '/services/%s has exactly its four feature blocks and buttons to /contact and /case-studies',
    async (slug, titles) => {
      await open(`/services/${slug}`);
      expect(await texts('main section li h3')).toEqual(titles);
      expect(await hrefs('main header a')).toEqual(['/contact', '/case-studies']);
      const galleryImages = await page.locator('main section li img').count();
      expect(galleryImages).toBe(slug === 'ai' || slug === 'iot' ? 3 : 0);
      const service = await services.load(slug, 'en');
      expect(await texts('main header a')).toEqual([
        service.primaryAction.label,
        service.secondaryAction.label,
      ]);
    },
  );

  it('gives every Arabic service page four feature blocks', async () => {
    for (const slug of Object.keys(featureTitles)) {
      await open(`/ar/services/${slug}`);
      expect(await page.locator('main section li h3').count()).toBe(4);
    }
  });
});

/** Each language's URL prefix. */
const languages = [
  ['', 'en'],
  ['/ar', 'ar'],
] as const;

describe('industries', () => {
  it('lists the industries in order, with links to /contact and /case-studies', async () => {
    await open('/industries');
    const order = ['healthcare', 'finance', 'retail', 'manufacturing', 'education', 'government'];
    expect(await hrefs('main ul a')).toEqual(order.map((slug) => `/industries/${slug}`));
    const links = await hrefs('main a');
    expect(links).toContain('/contact');
    expect(links).toContain('/case-studies');
  });

  it.each(industries.slugs)('/industries/%s follows the industry template', async (slug) => {
    for (const [prefix, locale] of languages) {
      const industry = await industries.load(slug, locale);
      await open(`${prefix}/industries/${slug}`);
      expect(await hrefs('main header a')).toEqual(
        [industry.primaryAction.href, industry.secondaryAction.href].map(
          (href) => `${prefix}${href}`,
        ),
      );
      const sections = page.locator('main section');
      expect(await sections.count()).toBe(5);
      expect(await sections.nth(0).locator('img').count()).toBe(1);
      expect(await sections.nth(1).locator('h3').count()).toBe(industry.solutions.length);
      expect(
        await sections.nth(2).locator(`a[href="${prefix}${industry.caseStudy.href}"]`).count(),
      ).toBe(1);
      expect(await sections.nth(3).locator('h3').count()).toBe(industry.benefits.length);
      expect(await texts('main section:last-of-type h2')).toEqual([industry.closing.title]);
      expect(await hrefs('main section:last-of-type a')).toEqual(
        [industry.closing.primaryAction.href, industry.closing.secondaryAction.href].map(
          (href) => `${prefix}${href}`,
        ),
      );
    }
  });

  it('shows each industry’s solutions and actions as its content gives them', async () => {
    for (const slug of industries.slugs) {
      const industry = await industries.load(slug, 'en');
      await open(`/industries/${slug}`);
      expect(await texts('main section:nth-of-type(2) li h3')).toEqual(
        industry.solutions.map((solution) => solution.title),
      );
      expect(await texts('main header a')).toEqual([
        industry.primaryAction.label,
        industry.secondaryAction.label,
      ]);
      expect(await texts('main section:last-of-type a')).toEqual([
        industry.closing.primaryAction.label,
        industry.closing.secondaryAction.label,
      ]);
    }
  });
});

describe('solutions', () => {
  it('links every solution from the hub, the featured ones with pictures', async () => {
    await open('/solutions');
    const all = await solutions.loadAll('en');
    const linked = await hrefs('main ul a');
    expect([...linked].sort()).toEqual(solutions.slugs.map((slug) => `/solutions/${slug}`).sort());
    expect(await page.locator('main section').first().locator('li img').count()).toBe(
      all.filter((solution) => solution.featured).length,
    );
    const links = await hrefs('main a');
    expect(links).toContain('/contact');
    expect(links).toContain('/case-studies');
  });

  it.each(solutions.slugs)('/solutions/%s follows the solution template', async (slug) => {
    for (const [prefix, locale] of languages) {
      const solution = await solutions.load(slug, locale);
      const strings = locale === 'en' ? en : ar;
      await open(`${prefix}/solutions/${slug}`);
      expect(await page.locator('main header img').count()).toBe(1);
      const sections = page.locator('main section');
      expect(await sections.count()).toBe(5);
      expect(await sections.nth(1).locator('li h3').count()).toBeGreaterThanOrEqual(2);
      expect(await sections.nth(2).locator('li h3').count()).toBeGreaterThanOrEqual(4);
      const related = await sections
        .nth(3)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(related.length).toBeGreaterThan(0);
      expect(related.every((href) => href?.startsWith(`${prefix}/solutions/`))).toBe(true);
      expect(related).not.toContain(`${prefix}/solutions/${slug}`);
      // The closing call: the page's own, or the default one.
      expect(await texts('main section:last-of-type h2')).toEqual([
        solution.ctaText ?? strings.pages.solutionCtaTitle,
      ]);
      expect(await texts('main section:last-of-type a')).toContain(
        solution.ctaButtonText ?? strings.pages.solutionCtaButton,
      );
      expect(await hrefs('main section:last-of-type a')).toContain(
        `${prefix}${solution.ctaLinkUrl ?? '/contact'}`,
      );
    }
    await open(`/solutions/${slug}`);
  });
});
