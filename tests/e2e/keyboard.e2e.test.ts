import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from './browser';

const session = browserSession();
let page: Page;

async function open(path: string, width = 1280) {
  ({ page } = await session.open(path, { width }));
}

/** The accessible name of whatever has focus. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

async function tabTo(name: string | RegExp, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const current = await focused();
    if (typeof name === 'string' ? current === name : name.test(current)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

describe('by keyboard alone', () => {
  it('starts at the skip link, walks the header and opens a mega-menu section', async () => {
    await open('/');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to main content');
    await tabTo('Tayba Digital, home page');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Services');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^View All/);
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('Services');
    await tabTo('Contact Us');
    await tabTo('Get a Free Consultation');
    await tabTo('العربية');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')),
    ).not.toBeNull();
  });

  it('follows the skip link to the main content', async () => {
    await open('/services');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('opens the accessibility panel, changes a setting and closes it', async () => {
    await open('/about');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Accessibility');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Accessibility' }).waitFor();
    await tabTo('Increase Font size');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '17.6px',
    );
    await page.keyboard.press('Escape');
    // Radix returns focus in a task after the dialog unmounts.
    await expect.poll(focused).toBe('Accessibility');
  });

  it('uses the mobile menu: open, reach a link, Escape', async () => {
    await open('/', 390);
    await tabTo('Open menu');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Open menu');
  });

  it('fills and sends the contact form in tab order', async () => {
    await open('/contact');
    await page.getByLabel(/^First name/).focus();
    const fieldName = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
    const typed: Record<string, string> = {
      firstName: 'Sara',
      lastName: 'Al Harbi',
      email: 'sara@example.com',
      message: 'We would like a review of our branch network.',
    };
    const order = ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message'];
    for (const [index, name] of order.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      expect(await fieldName()).toBe(name);
      const text = typed[name];
      if (text) await page.keyboard.type(text);
    }
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Send Message');
    await page.keyboard.press('Enter');
    await page.getByText('Message sent successfully!').first().waitFor();
  });
});
