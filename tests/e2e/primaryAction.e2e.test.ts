import { describe, expect, it } from 'vitest';
import {
  homePages,
  industries,
  servicesPages,
  services,
  solutions,
} from '../../src/content/collections';
import { sitePages } from '../../src/routing/sitePages';
import { locales, type Locale } from '../../shared/locales';
import { localizePath } from '../../src/i18n/localePath';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { browserSession } from './browser';

const session = browserSession();

const strings = { en, ar } satisfies Record<Locale, typeof en>;

/**
 * What a filled button to the contact page may say in one language: the consultation label
 * of the header, or a text the specification names for its page (the home hero's, the
 * services page's, Finance's hero, Software's, Education's close, a solution's default),
 * or a request only that page offers (a whitepaper, research access).
 */
async function allowedLabels(locale: Locale): Promise<string[]> {
  const [home, servicesPage, finance, education, software] = await Promise.all([
    homePages.load('home', locale),
    servicesPages.load('services', locale),
    industries.load('finance', locale),
    industries.load('education', locale),
    services.load('software', locale),
  ]);
  const solutionLabels = (await solutions.loadAll(locale)).map(
    ({ ctaButtonText }) => ctaButtonText,
  );
  const { nav, pages, insightsPages } = strings[locale];
  return [
    nav.consultation,
    home.hero.primaryAction.label,
    servicesPage.primaryAction.label,
    finance.primaryAction.label,
    education.closing.primaryAction.label,
    software.primaryAction.label,
    pages.solutionCtaButton,
    ...solutionLabels.flatMap((label) => (label ? [label] : [])),
    insightsPages.requestResearchAccess,
    insightsPages.requestWhitepaper,
  ];
}

/** The text of every filled button in the page's content that leads to the contact page. */
function filledContactButtons(): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
    .filter((link) => /^(\/ar)?\/contact(#.*)?$/.test(link.getAttribute('href') ?? ''))
    .filter((link) => getComputedStyle(link).backgroundColor !== 'rgba(0, 0, 0, 0)')
    .map((link) => link.textContent.trim());
}

describe.each(locales)('the primary action in %s', (locale) => {
  it('reads the consultation label wherever the specification names no other', async () => {
    const allowed = new Set(await allowedLabels(locale));
    const found: string[] = [];
    for (const { path } of await sitePages()) {
      const localized = localizePath(path, locale);
      const { page } = await session.open(localized, { javaScript: false });
      for (const label of await page.evaluate(filledContactButtons)) {
        if (!allowed.has(label)) found.push(`${localized}: ${label}`);
      }
    }
    expect(found).toEqual([]);
  }, 600_000);
});
