import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, type ExpectStatic } from 'vitest';
import { menus, services } from '../../src/content/collections';
import { menuSections } from '../../src/content/navigation';
import { localizePath } from '../../src/i18n/localePath';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { theme } from '../../src/theme/theme';
import { baseUrl, pageTest } from './browser';
import { holdStill } from './holdStill';

const strings = { en, ar } as const;
const languages = [
  ['en', '/'],
  ['ar', '/ar'],
] as const;

/** Each language at the narrowest one-row width and at a wide screen. */
const oneRowWidths = [
  ['en', '/', 1024],
  ['en', '/', 1440],
  ['ar', '/ar', 1024],
  ['ar', '/ar', 1440],
] as const;

/** The header's height in CSS pixels, from the theme (rem at the default 16 px). */
const headerHeight = Number.parseFloat(theme.layout.headerHeight) * 16;

describe('the drawer on a phone', () => {
  pageTest.concurrent.for(languages)(
    'reaches every service page from the menu (%s)',
    async ([locale, home], { open, expect }) => {
      const nav = strings[locale].nav;
      const { page } = await open(home, { width: 390 });
      for (const slug of await services.loadSlugs(locale)) {
        await page.getByRole('button', { name: nav.openMenu }).click();
        const drawer = page.getByRole('dialog', { name: nav.menuTitle });
        expect(await drawer.evaluate((element) => getComputedStyle(element).direction)).toBe(
          locale === 'ar' ? 'rtl' : 'ltr',
        );
        await drawer.getByRole('button', { name: nav.sections.services }).click();
        const path = localizePath(`/services/${slug}`, locale);
        const link = drawer.locator(`a[href="${path}"]`);
        const box = await link.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        await link.click();
        await page.waitForURL(`${baseUrl}${path}`);
        await expect
          .poll(() => page.textContent('h1'))
          .toBe((await services.load(slug, locale)).title);
        await drawer.waitFor({ state: 'detached' });
      }
    },
  );

  // Opening every section is what the axe check needs too: one visit serves both.
  pageTest.concurrent.for([
    ['en', '/', 'light'],
    ['ar', '/ar', 'dark'],
  ] as const)(
    'holds every section of the desktop menu, by the same names, with all its links, and has no axe violations with every section open (%s, %s, %s)',
    async ([locale, home, colorScheme], { open, expect }) => {
      const nav = strings[locale].nav;
      const { page } = await open(home, { width: 390, colorScheme });
      // Colours are judged at rest: axe reads the page behind the drawer too, hero included.
      await holdStill(page);
      await page.getByRole('button', { name: nav.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: nav.menuTitle });
      const sections = menuSections(await menus.load('menu', locale));
      const navigation = drawer.getByRole('navigation');
      const triggers = navigation.getByRole('button');
      // The drawer shows once its code and the menu's links have loaded.
      await triggers.first().waitFor();
      expect(await triggers.allTextContents()).toEqual(
        sections.map((section) => nav.sections[section.id]),
      );
      for (const section of sections) {
        const trigger = drawer.getByRole('button', { name: nav.sections[section.id] });
        expect(await trigger.getAttribute('aria-expanded')).toBe('false');
        await trigger.click();
        expect(await trigger.getAttribute('aria-expanded')).toBe('true');
        const hrefs = [...section.links.map((link) => link.href), section.viewAll];
        for (const href of hrefs) {
          expect(await navigation.locator(`a[href="${localizePath(href, locale)}"]`).count()).toBe(
            1,
          );
        }
      }
      // The language and theme toggles are in the drawer.
      expect(await drawer.locator(`a[hreflang="${locale === 'en' ? 'ar' : 'en'}"]`).count()).toBe(
        1,
      );
      expect(await drawer.locator('button[aria-pressed]').count()).toBe(1);
      // WCAG 2.2's target size (2.5.8) is off by default in axe; the site is held to it.
      const results = await new AxeBuilder({ page })
        .options({ rules: { 'target-size': { enabled: true } } })
        .analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.help}`),
        'axe violations with every section open',
      ).toEqual([]);
    },
  );
});

/** The header is one row, its controls between the content's edges. */
async function expectOneRow(
  page: Page,
  locale: keyof typeof strings,
  expect: ExpectStatic,
): Promise<void> {
  const nav = strings[locale].nav;
  const header = page.locator('header').first();
  expect((await header.boundingBox())?.height).toBe(headerHeight);
  const navigation = page.getByRole('navigation', { name: nav.label });
  for (const section of Object.values(nav.sections)) {
    const box = await navigation.getByRole('button', { name: section }).boundingBox();
    expect(box).not.toBeNull();
    expect(box && box.y >= 0 && box.y + box.height <= headerHeight).toBe(true);
  }
  // Every control of the row stays between the content's edges (the container's padding).
  const edges = await header.locator('> div').evaluate((row) => {
    const box = row.getBoundingClientRect();
    const style = getComputedStyle(row);
    return {
      start: box.left + Number.parseFloat(style.paddingLeft),
      end: box.right - Number.parseFloat(style.paddingRight),
    };
  });
  const controls = await header
    .locator('a, button')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => element.getBoundingClientRect()),
    );
  for (const control of controls) {
    expect(control.left).toBeGreaterThanOrEqual(edges.start - 1);
    expect(control.right).toBeLessThanOrEqual(edges.end + 1);
  }
  const consultation = header.getByRole('link', { name: nav.consultation });
  const box = await consultation.boundingBox();
  expect(box && box.y + box.height <= headerHeight).toBe(true);
  expect(await page.getByRole('button', { name: nav.openMenu }).isVisible()).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    page.viewportSize()?.width,
  );
}

describe('the header', () => {
  // Cairo is `font-display: optional`: a visit whose font misses its window keeps the
  // system's font throughout, and the row and the panels must still fit (Arabic letters fall
  // back to the system's own Arabic font, wider than Cairo's). One visit in each font checks
  // the row, then the panels in a shorter window.
  pageTest.concurrent.for(
    oneRowWidths.flatMap((row) => [true, false].map((webFont) => [...row, webFont] as const)),
  )(
    'is one row, and opens every menu panel no taller than 60 percent of a 768 px window (%s, %s, %i px, web font %s)',
    async ([locale, home, width, webFont], { open, expect }) => {
      const nav = strings[locale].nav;
      const { page } = await open(home, { width, webFont });
      if (!webFont) {
        const webFontShown = await page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.status === 'loaded' && face.family.includes('Cairo Variable'),
          ),
        );
        expect(webFontShown).toBe(false);
      }
      await expectOneRow(page, locale, expect);
      await page.setViewportSize({ width, height: 768 });
      for (const section of Object.values(nav.sections)) {
        const trigger = page.getByRole('button', { name: section });
        await trigger.focus();
        await page.keyboard.press('Enter');
        const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
        await panel.getByRole('link').first().waitFor();
        const box = await panel.boundingBox();
        expect(box?.height, section).toBeLessThanOrEqual(768 * 0.6);
        await page.keyboard.press('Escape');
      }
    },
  );
});

describe('the consultation action', () => {
  pageTest.concurrent.for([390, 1440])(
    'opens the consultation dialog at %i px',
    async (width, { open, expect }) => {
      const { page } = await open('/', { width });
      let place = page.locator('header');
      if (width < 1024) {
        await page.getByRole('button', { name: en.nav.openMenu }).click();
        place = page.getByRole('dialog', { name: en.nav.menuTitle });
      }
      await place.getByRole('link', { name: en.nav.consultation }).click();
      await page.getByRole('dialog', { name: en.forms.consultationTitle }).waitFor();
      expect(page.url()).toBe(`${baseUrl}/`);
    },
  );

  pageTest.concurrent(
    'is a link to the contact page without JavaScript',
    async ({ open, expect }) => {
      const { page } = await open('/', { javaScript: false });
      const header = page.locator('header');
      expect(
        await header.getByRole('link', { name: en.nav.consultation }).getAttribute('href'),
      ).toBe('/contact');
    },
  );
});
