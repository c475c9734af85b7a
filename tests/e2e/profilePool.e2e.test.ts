import type { BrowserContext } from 'playwright-core';
import { describe } from 'vitest';
import { pageTest } from './browser';

// The two tests run in order: the second is lent the profile the first gave back.
describe('a page opened by pageTest in a kept browser profile', () => {
  let lentBefore: BrowserContext | undefined;

  pageTest('leaves stored data and cookies behind when its test ends', async ({ open }) => {
    const { page } = await open('/');
    lentBefore = page.context();
    await page.evaluate(() => {
      localStorage.setItem('left-behind', 'yes');
      document.cookie = 'left-behind=yes; max-age=3600; path=/';
    });
  });

  pageTest('starts in that profile with none of it', async ({ open, expect }) => {
    const { page } = await open('/');
    expect(page.context(), 'the profile the last test gave back').toBe(lentBefore);
    expect(
      await page.evaluate(() => [localStorage.getItem('left-behind'), document.cookie]),
    ).toEqual([null, '']);
  });
});
