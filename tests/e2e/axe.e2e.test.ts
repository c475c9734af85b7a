import { describe } from 'vitest';
import { axeViolations } from './axeViolations';
import { pageTest } from './browser';

const themes = ['light', 'dark'] as const;

// Every page is checked with axe in both themes on its visit in visitEachPage.ts; here, what only
// opens on a visitor's request.
describe('axe in the light and dark themes', () => {
  pageTest.concurrent.for(
    themes.flatMap((theme) => ['/', '/ar'].map((path) => [path, theme] as const)),
  )(
    '%s has no violations in the header with each mega-menu section open (%s theme)',
    async ([path, theme], { open, expect }) => {
      const { page } = await open(path, { axe: true, colorScheme: theme, width: 1440 });
      const triggers = page.locator('header nav button[aria-expanded]');
      expect(await triggers.count()).toBe(6);
      for (let index = 0; index < 6; index += 1) {
        await triggers.nth(index).focus();
        await page.keyboard.press('Enter');
        await page.waitForSelector('header nav [data-state="open"] a');
        expect(await axeViolations(page, { include: 'header' })).toEqual([]);
        await page.keyboard.press('Escape');
        await page.waitForSelector('header nav [data-state="open"] a', { state: 'detached' });
      }
    },
  );
});
