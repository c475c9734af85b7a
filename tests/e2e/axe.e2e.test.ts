import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { axeViolations } from './axeViolations';
import { builtPaths, pageTest } from './browser';

const paths = builtPaths();

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/**
 * Switches a loaded page to a theme the way the head's theme script does at load (the
 * system preference and <html data-theme>), then waits for colour transitions to end, so
 * one page load is checked in both themes without axe reading colours half-way. Resolves
 * to the page's background colour then.
 */
async function showTheme(page: Page, theme: Theme): Promise<string> {
  await page.emulateMedia({ colorScheme: theme });
  return page.evaluate(async (name) => {
    document.documentElement.dataset.theme = name;
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished));
    return getComputedStyle(document.body).backgroundColor;
  }, theme);
}

/**
 * Colours are judged at rest: the home hero's words rotate every 2–3 s with a 400 ms fade,
 * and a fade caught half-way reads as low contrast. Its pause button stops it, as a visitor
 * would; then the last fade ends.
 */
async function holdStill(page: Page): Promise<void> {
  const pause = page
    .getByRole('button', { name: en.home.pauseRotation })
    .or(page.getByRole('button', { name: ar.home.pauseRotation }));
  if ((await pause.count()) === 0) return;
  await pause.click();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** Every page's violations in each theme, keyed by theme, so a failure names the theme. */
async function violationsByTheme(page: Page): Promise<Record<Theme, string[]>> {
  const found: Record<Theme, string[]> = { light: [], dark: [] };
  const backgrounds = new Set<string>();
  for (const theme of themes) {
    backgrounds.add(await showTheme(page, theme));
    // WCAG 2.2's target size (2.5.8) is off by default in axe; the site is held to it.
    found[theme] = await axeViolations(page, {
      options: { rules: { 'target-size': { enabled: true } } },
    });
  }
  // The switch took: a page that looked the same in both themes would be checked once.
  expect(backgrounds.size).toBe(themes.length);
  return found;
}

// The pages share nothing: a few are checked at once (maxConcurrency), which keeps both
// cores busy while one page waits for its start-up or its fades.
describe('axe in the light and dark themes', () => {
  pageTest.concurrent.for(paths)('%s has no violations', async (path, { open, expect }) => {
    const { page } = await open(path, { axe: true });
    await holdStill(page);
    expect(await violationsByTheme(page)).toEqual({ light: [], dark: [] });
  });

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
