import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCompany } from '../../src/content/company';
import { loadInterfaceStrings } from '../../src/i18n/i18n';
import en from '../../src/i18n/locales/en.json';
import enForm from '../../src/forms/formLocales/en.json';
import { browserSession } from './browser';

const session = browserSession();
const { t } = await loadInterfaceStrings('en');
let page: Page;

async function open(path: string, width = 1280) {
  ({ page } = await session.open(path, { width }));
}

/** The accessible name of whatever has focus. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent.trim() ?? '';
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
    expect(await focused()).toBe(en.site.skipToContent);
    const { name } = await loadCompany('en');
    await tabTo(t('site.homeLink', { name }));
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(en.nav.sections.services);
    await page.keyboard.press('Enter');
    // The panel's code and links load as focus reaches the menu; the panel opens with them.
    await page.getByRole('link', { name: new RegExp(`^${en.nav.viewAll}`) }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(new RegExp(`^${en.nav.viewAll}`));
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe(en.nav.sections.services);
    // Focus is back on the trigger a moment before React commits the closed panel; until
    // then Tab would enter the panel again through Radix's focus proxy.
    const services = page.getByRole('button', { name: en.nav.sections.services });
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false');
    await tabTo(en.nav.consultation);
    await tabTo(en.display.otherLanguage);
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
    // Wide enough for the button to float in the corner, last in the tab order.
    await open('/about', 1440);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(en.accessibility.open);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: en.accessibility.title }).waitFor();
    await tabTo(t('accessibility.increase', { setting: t('accessibility.fontSize') }));
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '17.6px',
    );
    await page.keyboard.press('Escape');
    // Radix returns focus in a task after the dialog unmounts.
    await expect.poll(focused).toBe(en.accessibility.open);
  });

  it('uses the drawer: open, open a section, keep focus inside, Escape', async () => {
    await open('/', 390);
    await tabTo(en.nav.openMenu);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en.nav.menuTitle });
    await dialog.waitFor();
    const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await tabTo(en.nav.sections.services);
    expect(await inDialog()).toBe(true);
    await page.keyboard.press('Enter');
    const services = dialog.getByRole('button', { name: en.nav.sections.services });
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(
      /^\/services\//,
    );
    // Focus stays in the drawer however far Tab goes.
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe(en.nav.openMenu);
  });

  it('fills and sends the contact form in tab order', async () => {
    await open('/contact');
    await page.getByLabel(new RegExp(`^${en.forms.firstName}`)).focus();
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
    expect(await focused()).toBe(en.forms.sendMessage);
    await page.keyboard.press('Enter');
    await page.getByText(enForm.notices.contactSuccessTitle).first().waitFor();
  });
});
