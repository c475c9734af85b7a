import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Puts axe-core into every document and frame the context (or the page) opens, before the
 * page's own scripts, so a page is checked as often as a test likes without axe's source
 * being parsed again for each check (AxeBuilder evaluates it in the page, and again in a blank page it
 * opens, on every check).
 */
export async function addAxe(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript({ content: axe.source });
}

export interface AxeCheck {
  /** Only this part of the page (a CSS selector), as AxeBuilder's `include`. */
  include?: string;
  /** axe's own options: rules turned on or off. */
  options?: axe.RunOptions;
}

/**
 * What axe finds wrong on the page as it is now, as "rule: what it asks", or nothing.
 * axe.run reaches the page's same-origin frames itself (the pages hold none). Needs a
 * context given `addAxe` (or a page opened with `axe: true`).
 */
export function axeViolations(page: Page, { include, options = {} }: AxeCheck = {}) {
  return page.evaluate(
    async ({ include, options }) => {
      if (!window.axe) throw new Error('axe is not in this page: open it with `axe: true`');
      const results = await window.axe.run(include ?? document, options);
      return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
    },
    { include, options },
  );
}
