import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { browserSession } from './browser';

const session = browserSession();

/** A finger's target: WCAG 2.5.5, Apple's and Google's minimum. */
const minimum = 44;

/** The first case study of the content, as its page's path. */
const caseStudy = `/case-studies/${
  readdirSync('content/case-studies')
    .find((file) => file.endsWith('.en.yaml'))
    ?.replace('.en.yaml', '') ?? ''
}`;

const pages = ['/', '/contact', '/insights/blog', caseStudy];
const bothLanguages = pages.flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`]);

/**
 * Every visible link, button and field inside `scope` whose hit area is under 44×44 px, as
 * "tag width×height name". The hit area is the element's box, or a wider layer it draws
 * (an absolutely positioned ::before or ::after: a stretched card link, a chip's tapArea),
 * or, for a radio or a checkbox, its label, which takes the tap for it.
 */
function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, minimum }) => {
      const controls = document.querySelectorAll<HTMLElement>(
        `${scope} :is(a[href], button, [role="button"], summary, input:not([type="hidden"]), select, textarea)`,
      );
      const small: string[] = [];
      for (const control of controls) {
        // The honeypot is hidden from people and assistive technology alike.
        if (control.closest('[aria-hidden="true"]')) continue;
        if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const box = control.getBoundingClientRect();
        // The visually hidden skip link is a 1 px box until it is focused.
        if (box.width <= 1 || box.height <= 1) continue;
        let width = box.width;
        let height = box.height;
        for (const pseudo of ['::before', '::after']) {
          const layer = getComputedStyle(control, pseudo);
          if (layer.content === 'none' || layer.position !== 'absolute') continue;
          width = Math.max(width, Number.parseFloat(layer.width) || 0);
          height = Math.max(height, Number.parseFloat(layer.height) || 0);
        }
        if (control instanceof HTMLInputElement) {
          for (const label of control.labels ?? []) {
            const labelBox = label.getBoundingClientRect();
            width = Math.max(width, labelBox.width);
            height = Math.max(height, labelBox.height);
          }
        }
        // Sub-pixel layout: 43.99 is 44 on the screen.
        if (Math.round(width) < minimum || Math.round(height) < minimum) {
          const name = (control.getAttribute('aria-label') ?? control.textContent).trim();
          small.push(
            `${control.tagName.toLowerCase()} ${Math.round(width)}×${Math.round(height)} "${name.slice(0, 40)}"`,
          );
        }
      }
      return small;
    },
    { scope, minimum },
  );
}

const stringsFor = (path: string) => (path.startsWith('/ar') ? ar : en);

describe('on a 390 px phone, every link and button is a 44 px target', () => {
  it.each(bothLanguages)('on %s', async (path) => {
    const { page } = await session.open(path, { width: 390 });
    expect(await smallTargets(page, 'body')).toEqual([]);
  });

  it.each(['/', '/ar'])('in the menu and the accessibility panel on %s', async (path) => {
    const { page } = await session.open(path, { width: 390 });
    const strings = stringsFor(path);
    await page.getByRole('button', { name: strings.nav.openMenu }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
    await menu.getByRole('button', { name: strings.accessibility.open }).click();
    await page.getByRole('dialog', { name: strings.accessibility.title }).waitFor();
    expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
  });
});
