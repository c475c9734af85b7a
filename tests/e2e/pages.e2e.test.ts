import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { parse } from 'yaml';
import {
  caseStudies,
  caseStudiesPages,
  homePages,
  industries,
  services,
  solutions,
  testimonials,
} from '../../src/content/collections';
import { facts as factsType } from '../../src/content/schema/facts';
import type { Locale } from '../../shared/locales';
import { formatFigure, type FigureValue } from '../../src/i18n/formatFigure';
import { localeInfo } from '../../src/i18n/localeInfo';
import ar from '../../src/i18n/locales/ar.json';
import { loadInterfaceStrings } from '../../src/i18n/i18n';
import en from '../../src/i18n/locales/en.json';
import { countUpSteps, valueAtStep } from '../../src/sections/home/useCountUp';
import { openInContext, pageTest, type OpenedInContext, type OpenOptions } from './browser';

const { t } = await loadInterfaceStrings('en');

/**
 * pageTest with `visit` beside `open`: `visit` loads a path once for the whole file and hands
 * every test asking for the same path and options the same page, for tests that only read
 * it (never click, type, run its clock or resize it).
 */
const test = pageTest.extend('visit', { scope: 'file' }, ({ browser }, { onCleanup }) => {
  const visits = new Map<string, Promise<OpenedInContext>>();
  onCleanup(async () => {
    await Promise.all([...visits.values()].map(async (visit) => (await visit).context.close()));
  });
  return async (path: string, options: OpenOptions = {}): Promise<Page> => {
    const key = JSON.stringify([path, options]);
    const visit = visits.get(key) ?? openInContext(browser, path, options);
    visits.set(key, visit);
    return (await visit).page;
  };
});

const hrefs = (page: Page, selector: string) =>
  page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href')));
const texts = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) => elements.map((element) => element.textContent.trim()));
/** The band of the page titled `title` (its h2), found by its heading rather than its place. */
const band = (page: Page, title: string) =>
  page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

const homeEn = await homePages.load('home', 'en');
const homeAr = await homePages.load('home', 'ar');

const facts = factsType.fields.parse(parse(readFileSync('content/site/facts.yaml', 'utf8')));

/**
 * The text of the page's main content as it is read: every text node apart, leaving out
 * what is hidden from assistive technology (the counters' drawn copy, which repeats the
 * value read beside it).
 */
const readText = (page: Page) =>
  page.$eval('main', (main) => {
    // A filter callback would not run in a page without JavaScript; the loop decides instead.
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.parentElement?.closest('[aria-hidden="true"]')) parts.push(node.textContent ?? '');
    }
    // A figure and its unit are kept together by a no-break space; either space reads the same.
    return parts.join(' ').replaceAll('\u00a0', ' ');
  });

/**
 * How often a figure's number stands in `text`, written as the language writes it
 * (99.9 of 99.9%, 500 of 500+), as a whole number: 500 is not counted inside 5,000 or 99.9
 * inside 99.99.
 */
function timesShown(text: string, { value, unit }: FigureValue, locale: Locale): number {
  const number = new Intl.NumberFormat(localeInfo[locale].intlTag, {
    maximumFractionDigits: 2,
  }).format(unit === 'percent' ? value * 100 : value);
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`(?<![\\d.,٫٬])${escaped}(?![\\d]|[.,٫٬]\\d)`, 'gu'))].length;
}

/** What the statistics strip shows after `step` of its count-up steps. */
const countedTo = (step: number, locale: Locale, home = homeEn) =>
  home.statistics.figures.map((figure) =>
    formatFigure({ ...figure, value: valueAtStep(figure.value, step) }, locale),
  );

describe('home', () => {
  test.concurrent(
    'rotates the badge every 2000 ms and the headline accent every 3000 ms',
    async ({ open, expect }) => {
      const { page } = await open('/', { fakeClock: true });
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
    },
  );

  test.concurrent(
    'counts the statistics up from 1000 ms to their figures in 50 steps of 50 ms',
    async ({ open, expect }) => {
      const { page } = await open('/', { fakeClock: true });
      const counters = () => texts(page, '[data-testid="counter"]');
      expect(await counters()).toEqual(countedTo(0, 'en'));
      await page.clock.runFor(1049);
      expect(await counters()).toEqual(countedTo(0, 'en'));
      await page.clock.runFor(1250);
      expect(await counters()).toEqual(countedTo(countUpSteps / 2, 'en'));
      await page.clock.runFor(1201);
      expect(await counters()).toEqual(countedTo(countUpSteps, 'en'));
    },
  );

  test.concurrent(
    'shows the final figures in the prerendered page, for crawlers and link previews',
    async ({ visit, expect }) => {
      for (const [path, locale, home] of [
        ['/', 'en', homeEn],
        ['/ar', 'ar', homeAr],
      ] as const) {
        const page = await visit(path, { javaScript: false });
        expect(await page.locator('[data-testid="counter"]').allTextContents()).toEqual(
          countedTo(countUpSteps, locale, home),
        );
      }
    },
  );

  test.concurrent(
    'shows the final figures at once, and stops the rotation, when motion is reduced',
    async ({ open, expect }) => {
      const { page } = await open('/', { reducedMotion: 'reduce', fakeClock: true });
      expect(await texts(page, '[data-testid="counter"]')).toEqual(countedTo(countUpSteps, 'en'));
      expect(await page.getByRole('button', { name: en.home.pauseRotation }).count()).toBe(0);
      await page.clock.runFor(6000);
      expect(await page.textContent('[data-testid="hero-badge"]')).toBe(homeEn.hero.badges[0]);
      expect(await page.textContent('[data-testid="hero-accent"]')).toBe(
        homeEn.hero.headlineAccents[0],
      );
    },
  );

  test.concurrent('writes the figures for the Arabic locale', async ({ open, expect }) => {
    const { page } = await open('/ar', { reducedMotion: 'reduce' });
    await expect
      .poll(() => texts(page, '[data-testid="counter"]'))
      .toEqual(countedTo(countUpSteps, 'ar', homeAr));
  });

  test.concurrent(
    'links the ten service cards to the ten service pages, in both languages',
    async ({ visit, expect }) => {
      const order = ['networking', 'software', 'cloud', 'security', 'consulting', 'managed-it'];
      const expected = [...order, 'mobile', 'ai', 'iot', 'web'].map((slug) => `/services/${slug}`);
      const page = await visit('/');
      const learnMore = page.getByRole('link', { name: new RegExp(`^${en.pages.learnMore}`) });
      expect(await learnMore.count()).toBe(10);
      expect(
        await learnMore.evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      ).toEqual(expected);
      expect(await hrefs(await visit('/ar'), 'main ul li a[href^="/ar/services/"]')).toEqual(
        expected.map((href) => `/ar${href}`),
      );
    },
  );

  test.concurrent(
    'quotes the three rated testimonials in one area, its summary giving the average rating',
    async ({ visit, expect }) => {
      const page = await visit('/');
      const quoted = homeEn.testimonials.testimonials;
      const area = page.locator('section', { has: page.locator('figure blockquote') });
      expect(await area.count()).toBe(1);
      expect(await area.locator('figure:has(blockquote)').count()).toBe(quoted.length);
      const first = await testimonials.load(quoted[0] ?? '', 'en');
      const rating = t('home.rating', { rating: first.rating });
      expect(await area.locator('figure').first().getByText(rating).count()).toBe(1);
      expect(await area.locator('p').first().textContent()).toBe(homeEn.testimonials.summary);
      expect(await area.locator('dl').count()).toBe(0);
    },
  );

  test.concurrent.for([
    ['/', 'en', homeEn],
    ['/ar', 'ar', homeAr],
  ] as const)(
    'shows each figure once on %s: the proof band’s, rating, retention and response time',
    async ([path, locale, home], { visit, expect }) => {
      const page = await visit(path, { javaScript: false });
      const text = await readText(page);
      const { clients, uptime, rating, retention, responseTime } = facts;
      // The proof band's figures, the facts among them read from the facts file itself.
      for (const figure of [...home.statistics.figures, clients, uptime]) {
        expect({ figure, shown: timesShown(text, figure, locale) }).toEqual({ figure, shown: 1 });
      }
      for (const figure of [rating, retention]) {
        expect({ figure, shown: timesShown(text, figure, locale) }).toEqual({ figure, shown: 1 });
      }
      // 15 is also the count of awards, so the response time is found with its unit.
      const withUnit = formatFigure(responseTime, locale, 'prose').replaceAll('\u00a0', ' ');
      expect(text.split(withUnit).length - 1).toBe(1);
    },
  );

  test.concurrent.for([
    ['/', 'en', homeEn],
    ['/ar', 'ar', homeAr],
  ] as const)(
    'features the case study %s names: client, title, three results, a link and its picture',
    async ([path, locale, home], { visit, expect }) => {
      const study = await caseStudies.load(home.featuredStudy.study, locale);
      const strings = locale === 'en' ? en : ar;
      const page = await visit(path);
      const section = page.getByRole('region', { name: home.featuredStudy.title });
      expect(await section.locator('h3').textContent()).toBe(study.title);
      expect(await section.getByText(study.client.name, { exact: true }).count()).toBe(1);
      expect(await section.locator('dd').allTextContents()).toEqual(
        study.results.metrics.slice(0, 3).map((metric) => formatFigure(metric, locale)),
      );
      const link = section.getByRole('link');
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe(
        `${localeInfo[locale].prefix}/case-studies/${study.slug}`,
      );
      expect(await link.textContent()).toBe(`${strings.pages.readCaseStudy} — ${study.title}`);
      expect(await section.locator('img').getAttribute('alt')).toBe(study.image.alt);
    },
  );
});

describe('case studies list', () => {
  test.concurrent(
    'links each card’s count of further results to its study, named for screen readers',
    async ({ open, expect }) => {
      const list = await caseStudiesPages.load('case-studies', 'en');
      const studies = await Promise.all(list.studies.map((slug) => caseStudies.load(slug, 'en')));
      const counted = studies.filter((study) => study.results.metrics.length > 3);
      expect(counted.length).toBeGreaterThan(0);
      const { page } = await open('/case-studies');
      const moreLink = (study: (typeof studies)[number]) => {
        const more = study.results.metrics.length - 3;
        const label = t('caseStudy.moreResults', { count: more });
        return page.getByRole('link', { name: `${label} — ${study.title}`, exact: true });
      };
      for (const study of counted) {
        expect(await moreLink(study).getAttribute('href')).toBe(
          `/case-study/${studies.indexOf(study) + 1}`,
        );
      }
      // It stands above the card's own stretched link: a click on it follows it.
      const [first] = counted;
      if (!first) throw new Error('no study on the list has more than three results');
      await moreLink(first).click();
      await page.waitForURL(`**/case-study/${studies.indexOf(first) + 1}`);
      await expect.poll(() => page.textContent('h1')).toBe(first.title);
    },
  );
});

/** The slugs of the industry and solution pages, from the content. */
const industryPages = await industries.loadSlugs('en');
const solutionPages = await solutions.loadSlugs('en');

/** Each service page's feature titles, in English, from the content. */
const featureTitles = Object.fromEntries(
  await Promise.all(
    (await services.loadSlugs('en')).map(async (slug) => {
      const service = await services.load(slug, 'en');
      return [slug, service.features.map((feature) => feature.title)] as const;
    }),
  ),
);

describe('services', () => {
  test.concurrent(
    'presents eight anchored sections, each with five key features and a picture',
    async ({ open, expect }) => {
      const { page } = await open('/services');
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
      expect(await hrefs(page, 'main header a')).toEqual(['/contact', '/case-studies']);
    },
  );

  test.concurrent.for(Object.entries(featureTitles))(
    '/services/%s has exactly its four feature blocks and buttons to /contact and /case-studies',
    async ([slug, titles], { open, expect }) => {
      const { page } = await open(`/services/${slug}`);
      const features = band(page, en.pages.keyFeatures);
      expect(await features.locator('li h3').allTextContents()).toEqual(titles);
      expect(await hrefs(page, 'main header a')).toEqual(['/contact', '/case-studies']);
      const galleryImages = await band(page, en.pages.inPractice).locator('li img').count();
      expect(galleryImages).toBe(slug === 'ai' || slug === 'iot' ? 3 : 0);
      const service = await services.load(slug, 'en');
      expect(await texts(page, 'main header a')).toEqual([
        service.primaryAction.label,
        service.secondaryAction.label,
      ]);
    },
  );

  test.concurrent(
    'gives every Arabic service page four feature blocks',
    async ({ open, expect }) => {
      for (const slug of Object.keys(featureTitles)) {
        const { page } = await open(`/ar/services/${slug}`);
        expect(await band(page, ar.pages.keyFeatures).locator('li h3').count()).toBe(4);
      }
    },
  );
});

/** Each language's URL prefix. */
const languages = [
  ['', 'en'],
  ['/ar', 'ar'],
] as const;

describe('industries', () => {
  test.concurrent(
    'lists the industries in order, with links to /contact and /case-studies',
    async ({ open, expect }) => {
      const { page } = await open('/industries');
      const order = ['healthcare', 'finance', 'retail', 'manufacturing', 'education', 'government'];
      expect(await hrefs(page, 'main ul a')).toEqual(order.map((slug) => `/industries/${slug}`));
      const links = await hrefs(page, 'main a');
      expect(links).toContain('/contact');
      expect(links).toContain('/case-studies');
    },
  );

  // One visit of each industry page reads its template and, from its content, its words.
  test.concurrent.for(industryPages)(
    '/industries/%s follows the industry template, its solutions and actions as its content gives them',
    async (slug, { open, expect }) => {
      for (const [prefix, locale] of languages) {
        const industry = await industries.load(slug, locale);
        const { page } = await open(`${prefix}/industries/${slug}`);
        expect(await hrefs(page, 'main header a')).toEqual(
          [industry.primaryAction.href, industry.secondaryAction.href].map(
            (href) => `${prefix}${href}`,
          ),
        );
        expect(await texts(page, 'main header a')).toEqual([
          industry.primaryAction.label,
          industry.secondaryAction.label,
        ]);
        const sections = page.locator('main section');
        expect(await sections.count()).toBe(5);
        expect(await sections.nth(0).locator('img').count()).toBe(1);
        expect(await sections.nth(1).locator('h3').count()).toBe(industry.solutions.length);
        expect(await texts(page, 'main section:nth-of-type(2) li h3')).toEqual(
          industry.solutions.map((solution) => solution.title),
        );
        expect(
          await sections.nth(2).locator(`a[href="${prefix}${industry.caseStudy.href}"]`).count(),
        ).toBe(1);
        expect(await sections.nth(3).locator('h3').count()).toBe(industry.benefits.length);
        expect(await texts(page, 'main section:last-of-type h2')).toEqual([industry.closing.title]);
        expect(await hrefs(page, 'main section:last-of-type a')).toEqual(
          [industry.closing.primaryAction.href, industry.closing.secondaryAction.href].map(
            (href) => `${prefix}${href}`,
          ),
        );
        expect(await texts(page, 'main section:last-of-type a')).toEqual([
          industry.closing.primaryAction.label,
          industry.closing.secondaryAction.label,
        ]);
      }
    },
  );
});

describe('solutions', () => {
  test.concurrent(
    'links every solution from the hub, the featured ones with pictures',
    async ({ open, expect }) => {
      const { page } = await open('/solutions');
      const all = await solutions.loadAll('en');
      const linked = await hrefs(page, 'main ul a');
      expect([...linked].sort()).toEqual(
        (await solutions.loadSlugs('en')).map((slug) => `/solutions/${slug}`).sort(),
      );
      expect(await page.locator('main section').first().locator('li img').count()).toBe(
        all.filter((solution) => solution.featured).length,
      );
      const links = await hrefs(page, 'main a');
      expect(links).toContain('/contact');
      expect(links).toContain('/case-studies');
    },
  );

  test.concurrent.for(solutionPages)(
    '/solutions/%s follows the solution template',
    async (slug, { open, expect }) => {
      for (const [prefix, locale] of languages) {
        const solution = await solutions.load(slug, locale);
        const strings = locale === 'en' ? en : ar;
        const { page } = await open(`${prefix}/solutions/${slug}`);
        expect(await page.locator('main header img').count()).toBe(1);
        const { engagement } = solution;
        expect(await band(page, strings.pages.keyBenefits).locator('h3').count()).toBe(
          solution.benefits.length,
        );
        expect(await band(page, strings.pages.keyFeatures).locator('li h3').count()).toBe(
          solution.features.length,
        );
        expect(await band(page, strings.pages.howWeWork).locator('li').count()).toBe(
          engagement.process.length,
        );
        expect(
          await band(page, strings.pages.proof).locator('a').first().getAttribute('href'),
        ).toBe(`${prefix}/case-studies/${engagement.caseStudy}`);
        expect(
          await band(page, strings.pages.questions).locator('summary').allTextContents(),
        ).toEqual(engagement.questions.map(({ question }) => question));
        const related = await band(page, strings.pages.relatedSolutions)
          .locator('a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(related.length).toBeGreaterThan(0);
        expect(related.every((href) => href?.startsWith(`${prefix}/solutions/`))).toBe(true);
        expect(related).not.toContain(`${prefix}/solutions/${slug}`);
        // The closing call: the page's own, or the default one.
        expect(await texts(page, 'main section:last-of-type h2')).toEqual([
          solution.ctaText ?? strings.pages.solutionCtaTitle,
        ]);
        expect(await texts(page, 'main section:last-of-type a')).toContain(
          solution.ctaButtonText ?? strings.pages.solutionCtaButton,
        );
        expect(await hrefs(page, 'main section:last-of-type a')).toContain(
          `${prefix}${solution.ctaLinkUrl ?? '/contact'}`,
        );
      }
    },
  );
});
