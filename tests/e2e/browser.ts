import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');

/** Debian's Chromium where it is installed (CI installs it), else Playwright's own build. */
export function launchBrowser(): Promise<Browser> {
  const systemChromium = '/usr/bin/chromium';
  return chromium.launch({
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects what a page writes to the console and any uncaught error. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

export const themeToggle = 'header [role="group"] button[aria-pressed]';

/** Resolves once React has hydrated the header: its theme toggle then has its handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((selector) => {
    const toggle = document.querySelector(selector);
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactProps'));
  }, themeToggle);
}

/** Every page of the built site, read from its sitemap, as paths. */
export async function builtPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, location = '']) => new URL(location).pathname,
  );
}
