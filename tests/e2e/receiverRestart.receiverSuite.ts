import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { askRunningReceiver } from '../../server/localAdmin';
import { freePort } from '../../server/testing/freePort';
import en from '../../src/i18n/locales/en.json';
import enForm from '../../src/forms/formLocales/en.json';
import { launchBrowser, waitForHydration } from './browser';
import { startSiteServer, type SiteServer } from '../../server/testing/siteServer';

/**
 * The receiver dies (SIGKILL) while a visitor sends an enquiry, and is started again on
 * the same data. The visitor sees the failure notice with everything typed kept, sends
 * again, and exactly one enquiry is stored, wherever the crash fell.
 */
let browser: Browser;
let site: SiteServer;
let port: number;
let dataDir: string;
let page: Page;

const start = () => startSiteServer({ port, dataDir });

beforeAll(async () => {
  browser = await launchBrowser();
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'tayba-restart-'));
  site = await start();
});
afterAll(async () => {
  await site.stop();
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => page.context().close());

const label = (text: string) => page.getByLabel(new RegExp(`^${text}`));

async function stored(email: string) {
  const rows = await askRunningReceiver(site.socketPath);
  if (!rows) throw new Error('The restarted receiver does not answer');
  return rows.filter((row) => row.email === email);
}

/**
 * Sends an enquiry while `crash` decides what the receiver gets before it dies, restarts
 * it, sends again, and tells whether the retry was answered from the stored row.
 */
async function sendThroughCrash(email: string, crash: (route: Route) => Promise<void>) {
  page = await (await browser.newContext()).newPage();
  await page.goto(`${site.baseUrl}/contact`, { waitUntil: 'load' });
  await waitForHydration(page);
  await label(en.forms.firstName).fill('Sara');
  await label(en.forms.lastName).fill('Al Harbi');
  await label(en.forms.email).fill(email);
  await label(en.forms.message).fill('Please call us about the branch network.');
  await page.route('**/api/forms/contact', crash, { times: 1 });
  await page.getByRole('button', { name: en.forms.sendMessage }).click();
  await page.getByText(enForm.notices.failureTitle).first().waitFor();
  expect(await label(en.forms.email).inputValue()).toBe(email);
  expect(await label(en.forms.message).inputValue()).toBe(
    'Please call us about the branch network.',
  );

  site = await start();
  const [retry] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/forms/contact')),
    page.getByRole('button', { name: en.forms.sendMessage }).click(),
  ]);
  await page.getByText(enForm.notices.contactSuccessTitle).first().waitFor();
  expect(await label(en.forms.email).inputValue()).toBe('');
  return { replayed: (await retry.headerValue('Idempotent-Replayed')) === 'true' };
}

describe('a receiver that crashes during a submission', () => {
  it('after storing it, before answering: the retry gets the first answer, one row', async () => {
    const email = `crash-after-${Date.now()}@example.com`;
    const retry = await sendThroughCrash(email, async (route) => {
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      await site.stop('SIGKILL');
      await route.abort('connectionreset');
    });
    // The row outlived the crash: the retry was answered from it, not stored anew.
    expect(retry.replayed).toBe(true);
    expect(await stored(email)).toHaveLength(1);
  });

  it('before the request reaches it: the retry stores the enquiry, one row', async () => {
    const email = `crash-before-${Date.now()}@example.com`;
    const retry = await sendThroughCrash(email, async (route) => {
      await site.stop('SIGKILL');
      await route.continue();
    });
    expect(retry.replayed).toBe(false);
    expect(await stored(email)).toHaveLength(1);
  });
});
