import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import en from '../../src/i18n/locales/en.json';
import enForm from '../../src/forms/formLocales/en.json';
import { launchBrowser, waitForHydration } from './browser';

/**
 * Outcomes the simulated service never produces (failures, server validation) need the
 * forms endpoint: these tests run the site in `dev:mock` mode, where the MSW handlers of
 * mocks/ answer in the browser.
 */
const port = 5174;
const mockUrl = `http://127.0.0.1:${port}`;
let devServer: ChildProcess;
let browser: Browser;

/**
 * Resolves once the dev server says it listens. It checks the content first unless
 * `npm run content` passed for these very files today (as `npm test` runs it), and on a
 * fresh clone Vite scans the dependencies: a minute or more while other browser tests load
 * both cores. If it exits or stays silent, the error carries what it printed.
 */
function serverListening(server: ChildProcess): Promise<void> {
  let printed = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The dev:mock server did not start in 4 minutes:\n${printed}`)),
      240_000,
    );
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Development server at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The dev:mock server exited (${code}):\n${printed}`));
    });
  });
}

beforeAll(async () => {
  devServer = spawn('npx', ['tsx', 'scripts/dev-server.ts', '--mock'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await serverListening(devServer);
  browser = await launchBrowser();
  // The dev server compiles a page's modules on its first visit, and may bundle dependencies
  // it finds there and reload: minutes on a fresh clone while both cores are busy. One visit
  // here, within the hook's time, so the tests' own limits are for the forms.
  await (await openContact(150_000)).context().close();
}, 400_000);

afterAll(async () => {
  if (devServer.pid) process.kill(-devServer.pid);
  await browser.close();
});

async function openContact(timeout?: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (timeout) page.setDefaultTimeout(timeout);
  await page.goto(`${mockUrl}/contact`, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function fill(page: Page, email: string) {
  await field(page, en.forms.firstName).fill('Sara');
  await field(page, en.forms.lastName).fill('Al Harbi');
  await field(page, en.forms.email).fill(email);
  await field(page, en.forms.message).fill('We would like a review of our network.');
}

// The two tests share nothing (a context each, their own address): they run at once.
describe.concurrent('forms against the mocked endpoint', () => {
  it('keeps everything typed when the service keeps failing, after its retries', async ({
    expect,
  }) => {
    const page = await openContact();
    await fill(page, 'error@example.com');
    await page.getByRole('button', { name: en.forms.sendMessage }).click();
    await page.getByText(enForm.notices.failureTitle).first().waitFor({ timeout: 20_000 });
    expect(await field(page, en.forms.firstName).inputValue()).toBe('Sara');
    expect(await field(page, en.forms.email).inputValue()).toBe('error@example.com');
    await page.context().close();
  });

  it('shows the server’s field errors beside the fields', async ({ expect }) => {
    const page = await openContact();
    await fill(page, 'invalid@example.com');
    await page.getByRole('button', { name: en.forms.sendMessage }).click();
    await page.getByText(enForm.validation.emailInvalid).waitFor();
    expect(await field(page, en.forms.email).getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });
});
