import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  aboutPages,
  blogPosts,
  caseStudies,
  caseStudiesPages,
  contactPages,
  events,
  industries,
  leaders as leaderProfiles,
  newslettersPages,
  researchItems,
  webinars,
  whitepapers,
} from '../../src/content/collections';
import { isUpcoming, riyadhDay } from '../../src/content/schedule';
import { formElementId } from '../../shared/formContract';
import { loadCompany } from '../../src/content/company';
import { filterPosts, type PostFilter } from '../../src/content/filterPosts';
import type { BlogCategory } from '../../src/content/vocabulary';
import { formatFigure } from '../../src/i18n/formatFigure';
import { formatDate } from '../../src/i18n/formatDate';
import ar from '../../src/i18n/locales/ar.json';
import { loadInterfaceStrings } from '../../src/i18n/i18n';
import en from '../../src/i18n/locales/en.json';
import { baseUrl, browserSession } from './browser';

const session = browserSession();
const { t } = await loadInterfaceStrings('en');
let page: Page;

async function open(path: string) {
  const opened = await session.open(path);
  page = opened.page;
  return opened.response;
}

const texts = (selector: string) =>
  page.$$eval(selector, (elements) => elements.map((element) => element.textContent.trim()));
const hrefs = (selector: string) =>
  page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href')));

/** What the case-study cards and leader cards label their lists with. */
const keyResults = `[aria-label="${en.caseStudy.keyResults}"]`;
const tags = `[aria-label="${en.caseStudy.tags}"]`;
const expertise = `[aria-label="${en.about.expertise}"]`;

describe('case studies', () => {
  it('lists the studies with two tags, three results and the rest counted, linking to /case-study/n', async () => {
    const list = await caseStudiesPages.load('case-studies', 'en');
    const first = await caseStudies.load(list.studies[0] ?? '', 'en');
    await open('/case-studies');
    const cards = page.locator(`main ul[class] > li:has(${keyResults})`);
    expect(await cards.count()).toBe(list.studies.length);
    for (let index = 0; index < 6; index += 1) {
      const card = cards.nth(index);
      expect(await card.locator(`${tags} li`).count()).toBe(2);
      expect(await card.locator(`${keyResults} li`).count()).toBe(3);
      // Every link of the card (its own, and the count of further results) leads to the study.
      const cardLinks = await card
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(cardLinks)).toEqual(new Set([`/case-study/${index + 1}`]));
      expect(
        await card
          .getByRole('link', { name: new RegExp(`^${en.pages.learnMore}`) })
          .getAttribute('href'),
      ).toBe(`/case-study/${index + 1}`);
    }
    const more = first.results.metrics.length - 3;
    const moreResults = t('caseStudy.moreResults', { count: more });
    expect(await cards.first().getByText(moreResults).count()).toBe(more > 0 ? 1 : 0);
    expect(await texts('main section:nth-of-type(2) dd')).toEqual(
      list.impact.figures.map((figure) => formatFigure(figure, 'en')),
    );
    expect(await page.locator('main figure blockquote').count()).toBe(1);
    expect(await hrefs('main section:last-of-type a')).toEqual([
      list.closing.primaryAction.href,
      list.closing.secondaryAction.href,
    ]);
  });

  it('opens each /case-study/n as that study, with the slug page as canonical', async () => {
    await open('/case-studies');
    const titles = await texts(`main li:has(${keyResults}) h3`);
    for (const [index, title] of titles.entries()) {
      await page.goto(`${baseUrl}/case-study/${index + 1}`);
      expect(await page.textContent('h1')).toBe(title);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(
        /\/case-studies\/[a-z-]+$/,
      );
    }
    const missing = await page.goto(`${baseUrl}/case-study/${titles.length + 1}`);
    expect(missing?.status()).toBe(404);
  });

  it.each(['healthcare', 'finance', 'retail'])(
    'filters /case-studies/by-industry/%s to that industry',
    async (slug) => {
      const label = (await industries.load(slug, 'en')).title;
      const studies = await caseStudies.loadAll('en');
      await open(`/case-studies/by-industry/${slug}`);
      const cards = page.locator(`main li:has(${keyResults})`);
      expect(await cards.count()).toBe(studies.filter((study) => study.industry === slug).length);
      // A card is its picture, then its text, which opens with the industry and tags.
      for (const meta of await cards
        .locator('> article > div:last-child > div:first-of-type')
        .allTextContents()) {
        expect(meta.startsWith(label)).toBe(true);
      }
      expect(await hrefs('main header a')).toEqual(['/case-studies']);
    },
  );

  it.each(['healthcare-transformation', 'enterprise-network', 'medical-center-cloud'])(
    '/case-studies/%s follows the template with its figures',
    async (slug) => {
      const study = await caseStudies.load(slug, 'en');
      const figures = study.results.metrics.map((figure) => formatFigure(figure, 'en'));
      await open(`/case-studies/${slug}`);
      // The hero leads with the first three; the results section lists the rest.
      expect(await page.getByTestId('results-dashboard').locator('dt').count()).toBe(3);
      const values = await texts('main dl dd');
      expect(values).toEqual(expect.arrayContaining(figures));
      expect(await page.locator('main blockquote').count()).toBe(1);
      const related = await hrefs('main section:nth-last-of-type(2) a');
      expect(related.length).toBeGreaterThan(0);
      expect(related.every((href) => href?.startsWith('/case-studies/'))).toBe(true);
    },
  );
});

describe('about', () => {
  it('shows the stats, the milestones, the values and the leaders', async () => {
    const about = await aboutPages.load('about', 'en');
    await open('/about');
    expect(await texts('main header dd')).toEqual(
      about.stats.map((figure) => formatFigure(figure, 'en')),
    );
    expect(await texts('main ol time')).toEqual(
      about.timeline.milestones.map((milestone) => String(milestone.year)),
    );
    const values = await texts('main section:nth-of-type(3) h3');
    expect(values).toEqual(about.values.items.map((value) => value.title));
    const leaders = page.locator(`main article:has(${expertise})`);
    const leaderCount = (await leaderProfiles.loadSlugs('en')).length;
    expect(await leaders.count()).toBe(leaderCount);
    for (let index = 0; index < leaderCount; index += 1) {
      expect(await leaders.nth(index).locator('li').count()).toBe(3);
    }
    const links = await hrefs('main a');
    expect(links).toContain('/contact');
    expect(links).toContain('/services');
  });
});

describe('contact', () => {
  it('shows the highlights, the form beside the office details, eight services and the map', async () => {
    const contact = await contactPages.load('contact', 'ar');
    await open('/ar/contact');
    expect(await page.locator('main header dd').count()).toBe(3);
    const [formSection, showcaseSection] = [
      page.locator('main section').first(),
      page.locator('main section').nth(1),
    ];
    expect(await formSection.locator('form').count()).toBe(1);
    expect(await formSection.locator('aside a[href^="tel:"]').count()).toBe(2);
    expect(await showcaseSection.getByRole('heading', { level: 2 }).textContent()).toBe(
      contact.showcase.title,
    );
    const showcase = showcaseSection.locator('ul > li:has(h3)');
    expect(await showcase.count()).toBe(8);
    for (let index = 0; index < 8; index += 1) {
      expect(await showcase.nth(index).locator('ul li').count()).toBe(3);
    }
    const phones = page.locator('main a[href^="tel:"]');
    expect(await phones.count()).toBe(2);
    expect(await phones.first().getAttribute('dir')).toBe('ltr');
    expect(await page.locator('main a[href^="mailto:"]').count()).toBe(2);
    const { postalCode } = (await loadCompany('ar')).address;
    expect(await page.textContent('main')).toContain(postalCode);
    // The map is a drawn card with the address and a link until the visitor asks for the
    // provider's frame, which then takes focus.
    const mapLink = page.locator('main a[target="_blank"]');
    expect(await mapLink.getAttribute('href')).toContain('openstreetmap.org');
    expect(await mapLink.getAttribute('rel')).toContain('noopener');
    const map = page.locator('main iframe');
    expect(await map.count()).toBe(0);
    expect(await page.locator('main figure address').textContent()).toContain(postalCode);
    await page.getByRole('button', { name: ar.contact.showMap }).click();
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await map.getAttribute('src')).toContain('openstreetmap.org');
    expect(await map.getAttribute('title')).toBe(contact.map.caption);
    expect(await map.evaluate((frame) => frame === document.activeElement)).toBe(true);
  });
});

describe('insights', () => {
  it('the hub shows four articles, two whitepapers, one event, the sections and the newsletter', async () => {
    await open('/insights');
    expect(await page.locator('main a[href^="/insights/blog/"]').count()).toBe(4);
    expect(await page.locator('main a[href^="/insights/whitepapers/"]').count()).toBe(2);
    expect(await hrefs('main section:nth-of-type(3) a')).toEqual(['/contact']);
    const sections = await hrefs('main section:nth-of-type(4) a');
    expect(sections).toEqual([
      '/insights/blog',
      '/insights/whitepapers',
      '/insights/research',
      '/insights/webinars',
      '/insights/events',
      '/insights/newsletters',
    ]);
    const form = page.locator('main form');
    expect(await form.getByLabel(new RegExp(`^${en.forms.name}`)).count()).toBe(1);
    expect(await form.getByLabel(new RegExp(`^${en.forms.email}`)).count()).toBe(1);
  });

  it('the blog filters by category and search, with the featured post first', async () => {
    const posts = await blogPosts.loadAll('en');
    const label = (category: BlogCategory) => en.blogCategories[category];
    const matching = (filter: PostFilter) =>
      filterPosts(posts, filter, label).map((post) => `/insights/blog/${post.slug}`);
    // The featured post, then a page of five: the layout's rule, not the content's.
    const firstPage = 1 + 5;
    const shown = () => articles.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    await open('/insights/blog');
    const articles = page.getByRole('link', { name: new RegExp(`^${en.blog.readArticle}`) });
    expect(await articles.count()).toBe(Math.min(posts.length, firstPage));
    expect(await page.getByRole('button', { name: en.blog.loadMore }).count()).toBe(
      posts.length > firstPage ? 1 : 0,
    );
    const all = page.getByRole('button', { name: en.blogCategories.all });
    expect(await all.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: label('cybersecurity') }).click();
    const security = matching({ query: '', category: 'cybersecurity' });
    expect(security.length).toBeGreaterThan(0);
    await expect.poll(() => articles.count()).toBe(Math.min(security.length, firstPage));
    expect(security).toEqual(expect.arrayContaining(await shown()));
    await all.click();
    await page.getByRole('searchbox').fill('edge');
    const edge = matching({ query: 'edge', category: 'all' });
    expect(edge.length).toBeGreaterThan(0);
    await expect.poll(() => articles.count()).toBe(Math.min(edge.length, firstPage));
    expect(edge).toEqual(expect.arrayContaining(await shown()));
    await page.getByRole('searchbox').fill('zzzz');
    expect(await page.locator('main [role="status"]').textContent()).toBe(
      t('blog.found', { count: 0 }),
    );
  });

  it('lists events and webinars with Register, whitepapers as one link each to a page with the request, research with access', async () => {
    const dates = (await events.loadAll('en')).map((event) => formatDate(event.date, 'en'));
    await open('/insights/events');
    const shown = await texts('main li p:first-of-type');
    expect(dates.filter((date) => !shown.some((text) => text.startsWith(date)))).toEqual([]);
    // The site was built today: upcoming items offer Register, past ones their recording.
    const today = riyadhDay(Date.now());
    const register = page.getByRole('link', { name: new RegExp(`^${en.insightsPages.register}`) });
    const upcomingEvents = (await events.loadAll('en')).filter(({ date }) =>
      isUpcoming(date, today),
    );
    expect(await hrefs('main li a')).toEqual(upcomingEvents.map(() => '/contact'));
    expect(await register.count()).toBe(upcomingEvents.length);
    await page.goto(`${baseUrl}/insights/webinars`);
    const sessions = await webinars.loadAll('en');
    const links = sessions.flatMap(({ date, recording }) =>
      isUpcoming(date, today) ? ['/contact'] : recording ? [recording] : [],
    );
    expect((await hrefs('main li a')).sort()).toEqual(links.sort());
    expect(await register.count()).toBe(
      sessions.filter(({ date }) => isUpcoming(date, today)).length,
    );
    // Each whitepaper's card is one link, to its page; the request is made there.
    await page.goto(`${baseUrl}/insights/whitepapers`);
    const papers = await whitepapers.loadAll('en');
    expect(await hrefs('main li a')).toEqual(
      papers.map((paper) => `/insights/whitepapers/${paper.slug}`),
    );
    for (const paper of papers) {
      await page.goto(`${baseUrl}/insights/whitepapers/${paper.slug}`);
      expect(
        await page
          .getByRole('link', { name: en.insightsPages.requestWhitepaper })
          .getAttribute('href'),
      ).toBe('/contact');
    }
    await page.goto(`${baseUrl}/insights/research`);
    expect(await texts('main li h3')).toEqual(
      (await researchItems.loadAll('en')).map((item) => item.title),
    );
    expect(
      await page
        .getByRole('link', { name: en.insightsPages.requestResearchAccess })
        .getAttribute('href'),
    ).toBe('/contact');
  });

  it('offers the four newsletters to choose from in the newsletter form, which sends the choice', async () => {
    const newsletters = await newslettersPages.load('newsletters', 'en');
    await open('/insights/newsletters');
    expect(
      await page
        .getByRole('link', { name: newsletters.subscribeAction.label })
        .getAttribute('href'),
    ).toBe(newsletters.subscribeAction.href);
    const form = page.locator(`main form#${formElementId('newsletter')}`);
    const boxes = form
      .getByRole('group', { name: newsletters.options.title })
      .getByRole('checkbox');
    expect(
      await boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('value'))),
    ).toEqual(newsletters.options.items.map((option) => option.id));
    for (const option of newsletters.options.items) {
      expect(await form.textContent()).toContain(option.frequency);
    }
    expect(await page.locator('main a[href="/contact"]').count()).toBe(0);
  });
});
