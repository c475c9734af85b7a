import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import en from '../../src/i18n/locales/en.json';
import { baseUrl, launchBrowser, waitForHydration, watchConsole } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('writes FCP, LCP, TTFB, INP and CLS to the console, and no warning or error', async () => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  const metrics = new Set<string>();
  page.on('console', (message) => {
    const match = /^\[web-vitals\] (FCP|LCP|TTFB|INP|CLS) /.exec(message.text());
    if (message.type() === 'info' && match?.[1]) metrics.add(match[1]);
  });
  await page.goto(`${baseUrl}/services`, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByRole('button', { name: en.nav.sections.services }).click();
  // CLS is final when the page is hidden, as when the visitor switches tabs.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => [...metrics].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  expect(problems).toEqual([]);
  await page.close();
});
