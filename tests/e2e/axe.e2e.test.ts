import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, builtPaths, launchBrowser, waitForHydration } from './browser';

const paths = await builtPaths();

describe.each(['light', 'dark'] as const)('axe in the %s theme', (theme) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(paths)('%s has no violations', async (path) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await context.close();
  });
});
