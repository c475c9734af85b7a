import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { homePages } from '../../src/content/collections';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { browserSession } from './browser';

const session = browserSession();

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

describe('the button system', () => {
  it.each([
    [1280, false, 44],
    [390, false, 44],
    [390, true, 48],
  ] as const)(
    'at %i px (touch: %s) gives every button one height, %i px',
    async (width, touch, expected) => {
      for (const path of ['/', '/contact', '/insights/blog', '/ar', '/ar/contact']) {
        const strings = path.startsWith('/ar') ? ar : en;
        const { page } = await session.open(path, { width, touch });
        // A search that finds nothing brings out the blog's quiet button, Show all.
        if (path === '/insights/blog')
          await page.getByRole('main').getByRole('searchbox').fill('qqzzxq');
        const heights = await Promise.all(
          buttonsOn(page, path, strings).map(async (locator) => [
            await locator.textContent(),
            await heightOf(locator),
          ]),
        );
        expect(heights.map(([name, height]) => [name, Math.round(Number(height))])).toEqual(
          heights.map(([name]) => [name, expected]),
        );
        // The header's consultation action and the accessibility panel's reset are buttons
        // of the system too.
        if (width === 1280) {
          const consultation = page
            .locator('header')
            .getByText(strings.nav.consultation, { exact: true });
          expect(Math.round(await heightOf(consultation))).toBe(expected);
          await page.getByRole('button', { name: strings.accessibility.open }).click();
          const reset = page.getByRole('button', { name: strings.accessibility.reset });
          expect(Math.round(await heightOf(reset))).toBe(expected);
        }
      }
    },
  );

  it("keeps the blog's filter chips apart from buttons: pills, a hairline border, pressed state", async () => {
    const { page } = await session.open('/insights/blog', { width: 390 });
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
    const other = page.getByRole('button', { name: en.blogCategories.cybersecurity, exact: true });
    await other.click();
    expect(await other.getAttribute('aria-pressed')).toBe('true');
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
  });
});
