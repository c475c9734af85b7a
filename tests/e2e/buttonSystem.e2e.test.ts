import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { homePages } from '../../src/content/collections';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { pageTest } from './browser';

type Strings = typeof en;

const home = { en: await homePages.load('home', 'en'), ar: await homePages.load('home', 'ar') };

const heightOf = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().height);

/**
 * The buttons of the button system a page shows, by the names its content and interface
 * strings give them: primary, secondary and quiet, links and buttons, in the header, in a
 * hero, in forms and in dialogs.
 */
function buttonsOn(page: Page, path: string, strings: Strings): Locator[] {
  const locale = path.startsWith('/ar') ? 'ar' : 'en';
  const action = (name: string) =>
    page.getByRole('main').getByRole('link', { name, exact: true }).first();
  const button = (name: string) => page.getByRole('button', { name, exact: true }).first();
  if (path === '/' || path === '/ar') {
    const { hero } = home[locale];
    return [
      action(hero.primaryAction.label),
      action(hero.secondaryAction.label),
      button(strings.forms.requestConsultation),
    ];
  }
  if (path.endsWith('/contact')) {
    return [button(strings.forms.sendMessage), button(strings.contact.showMap)];
  }
  return [button(strings.forms.subscribe), button(strings.blog.showAll)];
}

/** The pages whose buttons are measured: a hero, forms, a dialog's button, a quiet button. */
const paths = ['/', '/contact', '/insights/blog', '/ar', '/ar/contact'];

/** Each button of the page `buttonsOn` names, as [its text, its height in whole pixels]. */
function buttonHeights(page: Page, path: string, strings: Strings) {
  return Promise.all(
    buttonsOn(page, path, strings).map(
      async (locator) =>
        [await locator.textContent(), Math.round(await heightOf(locator))] as const,
    ),
  );
}

describe('the button system', () => {
  // Each page is measured in contexts of its own: a few at once. A fine pointer's two widths
  // share one load, the page resized from a phone's width to a desktop's as a window is:
  // CSS lays it out again, and a load costs far more than a measurement.
  pageTest.concurrent.for(paths)(
    'on %s gives every button one height, 44 px, at 390 px and at 1280 px (fine pointer)',
    async (path, { open, expect }) => {
      const strings = path.startsWith('/ar') ? ar : en;
      const { page } = await open(path, { width: 390 });
      // A search that finds nothing brings out the blog's quiet button, Show all.
      if (path === '/insights/blog') {
        await page.getByRole('main').getByRole('searchbox').fill('qqzzxq');
      }
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const heights = await buttonHeights(page, path, strings);
        expect(heights, `${path} at ${width} px`).toEqual(heights.map(([name]) => [name, 44]));
      }
      // The header's consultation action and the accessibility panel's reset are buttons
      // of the system too.
      const consultation = page
        .locator('header')
        .getByText(strings.nav.consultation, { exact: true });
      expect(Math.round(await heightOf(consultation))).toBe(44);
      await page.getByRole('button', { name: strings.accessibility.open }).click();
      const reset = page.getByRole('button', { name: strings.accessibility.reset });
      expect(Math.round(await heightOf(reset))).toBe(44);
    },
  );

  pageTest.concurrent.for(paths)(
    'on %s gives every button one height, 48 px, at 390 px under a coarse pointer (touch)',
    async (path, { open, expect }) => {
      const strings = path.startsWith('/ar') ? ar : en;
      const { page } = await open(path, { width: 390, touch: true });
      if (path === '/insights/blog') {
        await page.getByRole('main').getByRole('searchbox').fill('qqzzxq');
      }
      const heights = await buttonHeights(page, path, strings);
      expect(heights, path).toEqual(heights.map(([name]) => [name, 48]));
    },
  );

  pageTest.concurrent(
    "keeps the blog's filter chips apart from buttons: pills, a hairline border, pressed state",
    async ({ open, expect }) => {
      const { page } = await open('/insights/blog', { width: 390 });
      const chip = page.getByRole('button', { name: en.blogCategories.all, exact: true });
      const subscribe = page.getByRole('button', { name: en.forms.subscribe, exact: true });
      const look = (locator: Locator) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            radius: Number.parseFloat(style.borderStartStartRadius),
            border: style.borderTopWidth,
            height: element.getBoundingClientRect().height,
          };
        });
      const [chipLook, buttonLook] = [await look(chip), await look(subscribe)];
      expect(chipLook.radius).toBeGreaterThanOrEqual(chipLook.height / 2);
      expect(buttonLook.radius).toBeLessThan(buttonLook.height / 4);
      expect(chipLook.border).toBe('1px');
      expect(chipLook.height).toBeLessThan(buttonLook.height);
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      const other = page.getByRole('button', {
        name: en.blogCategories.cybersecurity,
        exact: true,
      });
      await other.click();
      expect(await other.getAttribute('aria-pressed')).toBe('true');
      expect(await chip.getAttribute('aria-pressed')).toBe('false');
    },
  );
});
