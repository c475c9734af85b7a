import type { Page } from 'playwright-core';
import {
  homePages,
  industries,
  servicesPages,
  services,
  solutions,
} from '../../src/content/collections';
import type { Locale } from '../../shared/locales';
import { localeFromPath } from '../../src/i18n/localePath';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';

const strings = { en, ar } satisfies Record<Locale, typeof en>;

/**
 * What a filled button to the contact page may say in one language: the consultation label
 * of the header, or a text the specification names for its page (the home hero's, the
 * services page's, Finance's hero, Software's, Education's close, a solution's default),
 * or a request only that page offers (a whitepaper, research access).
 */
async function allowedLabels(locale: Locale): Promise<Set<string>> {
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
  return new Set([
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
  ]);
}

/** Each language's allowed labels, read from the content once for all its pages. */
const allowedByLocale = new Map<Locale, Promise<Set<string>>>();

/**
 * Runs in the page: the text of every filled button in its content that leads to the
 * contact page.
 */
function filledContactButtons(): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
    .filter((link) => /^(\/ar)?\/contact(#.*)?$/.test(link.getAttribute('href') ?? ''))
    .filter((link) => getComputedStyle(link).backgroundColor !== 'rgba(0, 0, 0, 0)')
    .map((link) => link.textContent.trim());
}

/**
 * The filled buttons to the contact page whose label the specification does not name, as
 * "path: label": each reads the consultation label wherever the specification names no other.
 */
export async function unexpectedPrimaryActions(page: Page, path: string): Promise<string[]> {
  const locale = localeFromPath(path);
  let allowed = allowedByLocale.get(locale);
  if (!allowed) {
    allowed = allowedLabels(locale);
    allowedByLocale.set(locale, allowed);
  }
  const labels = await page.evaluate(filledContactButtons);
  const known = await allowed;
  return labels.filter((label) => !known.has(label)).map((label) => `${path}: ${label}`);
}
