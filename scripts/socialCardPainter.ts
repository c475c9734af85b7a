import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Locale } from '../shared/locales';
import { localeInfo } from '../src/i18n/localeInfo';
import { socialCardSize } from '../src/seo/socialCard';
import { socialCardTemplate } from './socialCardTemplate';

const fontDirectory = 'node_modules/@fontsource-variable/cairo';

/** What a card says. */
export interface CardText {
  locale: Locale;
  kind: string;
  title: string;
  site: string;
  domain: string;
}

/** Cairo's stylesheet from @fontsource with its files inlined, and a hash of those files. */
function inlinedFonts(): { css: string; hash: string } {
  const hash = createHash('sha256');
  const css = readFileSync(join(fontDirectory, 'wght.css'), 'utf8').replace(
    /url\(\.\/files\/([\w.-]+\.woff2)\)/g,
    (_, file: string) => {
      const bytes = readFileSync(join(fontDirectory, 'files', file));
      hash.update(bytes);
      return `url(data:font/woff2;base64,${bytes.toString('base64')})`;
    },
  );
  return { css, hash: hash.digest('hex') };
}

/** The sizes a title steps down through until it fits in three lines (four at the smallest). */
const titleSizes = [76, 68, 60, 54, 48, 42];

/**
 * The template and the fonts a card is drawn with, and hashes of each for the cache key.
 * The template's hash covers the code that fills it too (the title's sizes, the filling
 * script), since a change there changes the pixels as much as a change to the HTML.
 */
export function socialCardDesign() {
  const fonts = inlinedFonts();
  const brandMark = readFileSync('public/favicon.svg', 'utf8');
  const template = [socialCardTemplate('', brandMark), titleSizes.join(), String(openCardPainter)];
  return {
    html: socialCardTemplate(fonts.css, brandMark),
    templateHash: createHash('sha256').update(template.join('\n')).digest('hex'),
    fontsHash: fonts.hash,
  };
}

/**
 * One browser page that draws cards: the template is loaded once, and each card fills its
 * slots, steps the title down until it fits and takes a 1200 × 630 PNG screenshot, with no
 * navigation between cards. Chromium shapes Arabic and lays it out right to left.
 */
export async function openCardPainter(browser: Browser, html: string) {
  const page = await browser.newPage({ viewport: socialCardSize, deviceScaleFactor: 1 });
  await page.setContent(html);
  return async function draw(card: CardText): Promise<Buffer> {
    await page.evaluate(
      async ({ text, direction, sizes }) => {
        const root = document.documentElement;
        root.lang = text.locale;
        root.dir = direction;
        for (const slot of document.querySelectorAll<HTMLElement>('[data-slot]')) {
          const name = slot.dataset.slot;
          slot.textContent =
            name === 'site' || name === 'kind' || name === 'title' || name === 'domain'
              ? text[name]
              : '';
        }
        await document.fonts.ready;
        const title = document.querySelector<HTMLElement>('[data-slot="title"]');
        if (!title) throw new Error('The card template has no title slot');
        for (const [step, size] of sizes.entries()) {
          title.style.fontSize = `${size}px`;
          const lines = title.offsetHeight / parseFloat(getComputedStyle(title).lineHeight);
          if (lines <= (step === sizes.length - 1 ? 4.1 : 3.1)) break;
        }
      },
      { text: card, direction: localeInfo[card.locale].direction, sizes: titleSizes },
    );
    return page.screenshot({ type: 'png' });
  };
}
