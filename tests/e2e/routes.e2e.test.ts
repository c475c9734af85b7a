import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  builtPaths,
  launchBrowser,
  themeToggle,
  waitForHydration,
  watchConsole,
} from './browser';

const paths = await builtPaths();

describe('every route of both languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('covers every page of the route table in English and Arabic', () => {
    expect(paths.length).toBeGreaterThanOrEqual(140);
    for (const path of [
      '/services',
      '/ar/services',
      '/case-study/1',
      '/ar/about/careers',
      '/insights/blog/5g-edge-computing',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(paths)('%s is prerendered with its h1 and head, then hydrates cleanly', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const arabic = path === '/ar' || path.startsWith('/ar/');
    expect(html).toMatch(
      arabic ? /<html lang="ar" dir="rtl" class="rtl"/ : /<html lang="en" dir="ltr"/,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('hrefLang="x-default"');
    expect(html).toContain(`<meta property="og:locale" content="${arabic ? 'ar_SA' : 'en_US'}"`);
    expect(html).toContain('<meta name="theme-color" content="#5271ff"');

    const page = await browser.newPage();
    const messages = watchConsole(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const before = await page.getAttribute('html', 'data-theme');
    await page.click(themeToggle);
    expect(await page.getAttribute('html', 'data-theme')).not.toBe(before);
    expect(messages).toEqual([]);
    await page.close();
  });
});
