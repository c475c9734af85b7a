import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, themeToggle } from './browser';

const session = browserSession();

/** The text, background and border colours of everything in the page's main and footer. */
function colours(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *, footer *')].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${style.color} ${style.backgroundColor} ${style.borderTopColor}`;
    }),
  );
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

describe('switching the theme', () => {
  it.each(['/', '/ar'])(
    'shows every colour of %s in the new theme by the second frame, with motion reduced',
    async (path) => {
      const { page: dark } = await session.open(path, {
        colorScheme: 'dark',
        reducedMotion: 'reduce',
      });
      const expected = await colours(dark);
      const { page } = await session.open(path, { colorScheme: 'light', reducedMotion: 'reduce' });
      await page.locator(themeToggle).click();
      await nextFrames(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await colours(page)).toEqual(expected);
    },
  );
});
