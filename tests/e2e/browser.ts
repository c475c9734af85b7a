import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium';

export const baseUrl = inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
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

/** Every prerendered page of the built site, as URL paths (`dist/site/x/index.html` → `/x`). */
export function builtPaths(siteDir = 'dist/site'): string[] {
  const pages: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'index.html') {
        const folder = relative(siteDir, directory).split(sep).join('/');
        pages.push(folder === '' ? '/' : `/${folder}`);
      }
    }
  };
  walk(siteDir);
  return pages.sort();
}

/** The page paths listed in the built sitemap. */
export async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, location = '']) => new URL(location).pathname,
  );
}
