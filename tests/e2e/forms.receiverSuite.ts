import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../src/i18n/locales/ar.json';
import { loadFormStrings } from '../../src/forms/loadFormStrings';
import { loadInterfaceStrings } from '../../src/i18n/i18n';
import en from '../../src/i18n/locales/en.json';
import arForm from '../../src/forms/formLocales/ar.json';
import enForm from '../../src/forms/formLocales/en.json';
import { baseUrl, launchBrowser, waitForHydration, watchConsole } from './browser';
import { staffMailTo, storedSubmissions } from './receiver';

let browser: Browser;
let page: Page;
let messages: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(() => page.context().close());

/**
 * Holds the next submission in the browser until `release` is called, so the
 * "Sending..." state can be read however fast the receiver answers.
 */
async function holdSubmission(): Promise<() => void> {
  let release: (() => void) | undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/**', async (route) => {
    await released;
    await route.continue();
  });
  return () => release?.();
}

async function open(path: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
  page = await context.newPage();
  messages = watchConsole(page);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
}

describe('the contact form in the browser', () => {
  it.each([
    ['/contact', en, enForm, 'sara'],
    ['/ar/contact', ar, arForm, 'layla'],
  ] as const)(
    '%s: Sending..., the success notice, an empty form; stored once and e-mailed to staff',
    async (path, strings, formStrings, person) => {
      await open(path);
      const email = `${person}-${Date.now()}@example.com`;
      await page.getByLabel(new RegExp(`^${strings.forms.firstName}`)).fill('Sara');
      await page.getByLabel(new RegExp(`^${strings.forms.lastName}`)).fill('Al Harbi');
      await page.getByLabel(new RegExp(`^${strings.forms.email}`)).fill(email);
      await page
        .getByLabel(new RegExp(`^${strings.forms.message}`))
        .fill('Please review <b>our</b> network "soon".');
      const release = await holdSubmission();
      await page.getByRole('button', { name: strings.forms.sendMessage }).click();
      expect(await page.getByRole('button', { name: strings.forms.sending }).isDisabled()).toBe(
        true,
      );
      release();
      await page.getByText(formStrings.notices.contactSuccessTitle).first().waitFor();
      expect(await page.getByLabel(new RegExp(`^${strings.forms.firstName}`)).inputValue()).toBe(
        '',
      );
      const stored = (await storedSubmissions()).filter((row) => row.email === email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        form: 'contact',
        language: path.startsWith('/ar') ? 'ar' : 'en',
        message: 'Please review our network soon.',
      });
      const mail = await staffMailTo(email);
      expect(mail.subject).toContain(`#${stored[0]?.id}`);
      expect(messages).toEqual([]);
    },
  );

  it.each([
    ['/contact', 'light'],
    ['/contact', 'dark'],
    ['/ar/contact', 'light'],
    ['/ar/contact', 'dark'],
  ] as const)(
    '%s shows errors beside the fields with no axe violations (%s)',
    async (path, theme) => {
      await open(path, theme);
      await page.locator('main form button[type="submit"]').click();
      // The rules load with the first check: the messages follow the click by a moment.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('firstName');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    },
  );
});

describe('a network that fails while the form is being filled', () => {
  it('still shows the failure notice and keeps what was typed', async () => {
    await open('/contact');
    await page.getByLabel(new RegExp(`^${en.forms.firstName}`)).fill('Sara');
    await page.getByLabel(new RegExp(`^${en.forms.lastName}`)).fill('Al Harbi');
    await page.getByLabel(new RegExp(`^${en.forms.email}`)).fill('sara@example.com');
    await page.getByLabel(new RegExp(`^${en.forms.message}`)).fill('Please call us back.');
    // Every request fails from now on: the notice's code must already be on the page.
    await page.route('**/*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: en.forms.sendMessage }).click();
    // After the submission's retries (2 + 4 + 8 s).
    await page.getByText(enForm.notices.failureTitle).first().waitFor({ timeout: 30_000 });
    expect(await page.getByLabel(new RegExp(`^${en.forms.email}`)).inputValue()).toBe(
      'sara@example.com',
    );
  }, 45_000);
});

describe('the consultation dialog', () => {
  it('opens from the header, traps focus, closes with Escape and returns focus', async () => {
    await open('/services');
    // A link to /contact that opens the dialog once the page runs.
    const trigger = page.locator('header').getByRole('link', { name: en.nav.consultation });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: en.forms.consultationTitle });
    await dialog.waitFor();
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix returns focus in a task after the dialog unmounts.
    await expect
      .poll(() => trigger.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });

  it('sends a request, reads "Sending..." meanwhile, closes with the success notice; stored and e-mailed', async () => {
    await open('/ar/services');
    await page.locator('header').getByRole('link', { name: ar.nav.consultation }).click();
    const dialog = page.getByRole('dialog');
    const email = `omar-${Date.now()}@example.com`;
    await dialog.getByLabel(new RegExp(`^${ar.forms.name}`)).fill('عمر الجهني');
    await dialog.getByLabel(new RegExp(`^${ar.forms.email}`)).fill(email);
    await dialog
      .getByLabel(new RegExp(`^${ar.forms.message}`))
      .fill('نرغب في مراجعة أمن شبكتنا قبل نهاية الربع.');
    const release = await holdSubmission();
    await dialog.getByRole('button', { name: ar.forms.requestConsultation }).click();
    expect(await dialog.getByRole('button', { name: ar.forms.sending }).isDisabled()).toBe(true);
    release();
    await page.getByText(arForm.notices.consultationSuccessTitle).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const stored = (await storedSubmissions()).filter((row) => row.email === email);
    expect(stored).toMatchObject([{ form: 'consultation', language: 'ar', name: 'عمر الجهني' }]);
    expect((await staffMailTo(email)).subject).toContain(`#${stored[0]?.id}`);
    expect(messages).toEqual([]);
  });
});

describe('the newsletter sign-up', () => {
  it.each([
    ['/insights', en, enForm],
    ['/ar/insights/blog', ar, arForm],
  ] as const)('%s: subscribes once, whatever the capitals', async (path, strings, formStrings) => {
    const email = `Reader-${Date.now()}@Example.com`;
    for (const typed of [email, email.toLowerCase()]) {
      await open(path);
      const form = page.getByRole('form', { name: strings.forms.newsletterTitle });
      const name = form.getByLabel(new RegExp(`^${strings.forms.name}`));
      if ((await name.count()) > 0) await name.fill('Huda Al Madani');
      await form.getByLabel(new RegExp(`^${strings.forms.email}`)).fill(typed);
      await form.getByRole('button', { name: strings.forms.subscribe }).click();
      await page.getByText(formStrings.notices.newsletterSuccessTitle).first().waitFor();
      await page.context().close();
    }
    const stored = (await storedSubmissions()).filter(
      (row) => row.email.toLowerCase() === email.toLowerCase(),
    );
    expect(stored).toMatchObject([
      { form: 'newsletter', language: path.startsWith('/ar') ? 'ar' : 'en' },
    ]);
  });
});

describe('the rate limit', () => {
  it('refuses the fourth submission in 5 minutes, also after a reload', async () => {
    await open('/contact');
    const send = async () => {
      await page.getByLabel(new RegExp(`^${en.forms.firstName}`)).fill('Sara');
      await page.getByLabel(new RegExp(`^${en.forms.lastName}`)).fill('Al Harbi');
      await page.getByLabel(new RegExp(`^${en.forms.email}`)).fill('limit-test@example.com');
      await page
        .getByLabel(new RegExp(`^${en.forms.message}`))
        .fill('Checking the submission limit.');
      await page.getByRole('button', { name: en.forms.sendMessage }).click();
    };
    const formCleared = () =>
      page.waitForFunction(() => {
        const field = document.querySelector('[name="firstName"]');
        return field instanceof HTMLInputElement && field.value === '';
      });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await send();
      await formCleared();
    }
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await send();
    await formCleared();
    await send();
    await page.getByText(enForm.notices.rateLimitTitle).first().waitFor();
    await loadFormStrings('en');
    await page
      .getByText((await loadInterfaceStrings('en')).t('notices.rateLimitDescription', { count: 5 }))
      .first()
      .waitFor();
    expect(await page.getByLabel(new RegExp(`^${en.forms.firstName}`)).inputValue()).toBe('Sara');
  });
});
