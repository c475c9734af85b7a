import type { Page } from 'playwright-core';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';

/**
 * Colours are judged at rest: the home hero's words rotate every 2–3 s with a 400 ms fade,
 * and a fade caught half-way reads as low contrast. Its pause button stops it, as a visitor
 * would; then the last fade ends.
 */
export async function holdStill(page: Page): Promise<void> {
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
