import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import arForm from '../../src/forms/formLocales/ar.json';
import enForm from '../../src/forms/formLocales/en.json';
import { baseUrl, launchBrowser } from './browser';
import { staffMailTo, storedSubmissions } from './receiver';

/**
 * With JavaScript off (or before it runs, or when its files are gone after a deploy) the
 * forms post to the receiver, which answers with the page again. Nothing typed may end
 * up in a URL.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openWithoutScripts(path: string): Promise<{ page: Page; urls: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(`${request.method()} ${request.url()}`));
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  return { page, urls };
}

const label = (text: string) => new RegExp(`^${text}`);

describe('forms without JavaScript', () => {
  it('send an Arabic enquiry: stored, e-mailed, answered in Arabic, nothing in a URL', async () => {
    const { page, urls } = await openWithoutScripts('/ar/contact');
    const email = `nojs-${Date.now()}@example.com`;
    const form = page.locator('#contact-form');
    await form.getByLabel(label(ar.forms.firstName)).fill('ليلى');
    await form.getByLabel(label(ar.forms.lastName)).fill('الأنصاري');
    await form.getByLabel(label(ar.forms.email)).fill(email);
    await form.getByLabel(label(ar.forms.message)).fill('نرغب في تقييم شبكة فروعنا الثلاثة.');
    await form.getByRole('button', { name: ar.forms.sendMessage }).click();
    await page.waitForLoadState('load');
    const outcome = page.locator('[data-outcome="sent"]');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain(arForm.notices.contactSuccessTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await form.getByLabel(label(ar.forms.email)).inputValue()).toBe('');

    const stored = (await storedSubmissions()).filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ form: 'contact', language: 'ar', name: 'ليلى الأنصاري' });
    await staffMailTo(email);
    expect(urls.filter((url) => url.includes('nojs-') || url.includes('%40'))).toEqual([]);
    await page.context().close();
  });

  it('answer a mistake with the messages beside the fields and everything typed kept', async () => {
    const { page } = await openWithoutScripts('/contact');
    const form = page.locator('#contact-form');
    await form.getByLabel(label(en.forms.firstName)).fill('Sara');
    await form.getByLabel(label(en.forms.lastName)).fill('Al Harbi');
    await form.getByLabel(label(en.forms.email)).fill('sara@');
    await form.getByLabel(label(en.forms.message)).fill('Too short');
    await form.getByRole('button', { name: en.forms.sendMessage }).click();
    await page.locator('[data-outcome="invalid"]').waitFor();
    expect(await form.getByLabel(label(en.forms.email)).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText(enForm.validation.emailInvalid).count()).toBe(1);
    expect(await form.getByText(enForm.validation.messageMin).count()).toBe(1);
    expect(await form.getByLabel(label(en.forms.firstName)).inputValue()).toBe('Sara');
    expect(await form.getByLabel(label(en.forms.message)).inputValue()).toBe('Too short');
    expect(page.url()).not.toContain('sara');
    await page.context().close();
  });

  it('request a consultation from the home page and sign up to the newsletter', async () => {
    const consultation = await openWithoutScripts('/');
    const email = `nojs-consult-${Date.now()}@example.com`;
    const form = consultation.page.locator('#consultation-form');
    await form.getByLabel(label(en.forms.name)).fill('Omar Al Juhani');
    await form.getByLabel(label(en.forms.email)).fill(email);
    await form.getByLabel(label(en.forms.message)).fill('We would like a security review.');
    await form.getByRole('button', { name: en.forms.requestConsultation }).click();
    await consultation.page.locator('[data-outcome="sent"]').waitFor();
    await consultation.page.context().close();

    const newsletter = await openWithoutScripts('/insights/blog');
    const reader = `nojs-reader-${Date.now()}@example.com`;
    const box = newsletter.page.locator('#newsletter-form');
    await box.getByLabel(label(en.forms.email)).fill(reader);
    await box.getByRole('button', { name: en.forms.subscribe }).click();
    await newsletter.page.locator('[data-outcome="sent"]').waitFor();
    await newsletter.page.context().close();

    const stored = await storedSubmissions();
    expect(stored.filter((row) => row.email === email).map((row) => row.form)).toEqual([
      'consultation',
    ]);
    expect(stored.filter((row) => row.email === reader).map((row) => row.form)).toEqual([
      'newsletter',
    ]);
  });
});
