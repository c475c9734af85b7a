import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { z } from 'zod';
import { locales } from '../shared/locales';
import { stripLocale } from '../src/i18n/localePath';
import { cardKind } from '../src/seo/cardKind';
import ar from './buildStrings/ar.json';
import en from './buildStrings/en.json';
import { chromiumFlags, chromiumPath } from './chromium';
import { readPrerenderedHead } from './prerenderedHead';
import { socialCardKey } from './socialCardKey';
import { openCardPainter, socialCardDesign, type CardText } from './socialCardPainter';

/** Outside dist, so cards survive `npm run build`, which empties dist first. */
export const socialCardCache = 'node_modules/.cache/social-cards';

const kindLabels = { en: en.socialCard.kinds, ar: ar.socialCard.kinds };

const localeSchema = z.enum(locales);

/** A page's card: what it says, where the site serves it, and its cache key. */
export interface PageCard extends CardText {
  /** The card's path in the site, from the page's og:image. */
  file: string;
  key: string;
}

/** Every prerendered page of the site, as paths of its index.html files (not the editor's). */
function prerenderedPages(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /(^|\/)index\.html$/.test(file) && !file.startsWith('admin/'),
  );
}

/**
 * The cards the prerendered pages' heads name, one per image address (an alias shares its
 * page's card): the title and site name from Open Graph, the language from `<html lang>`,
 * the kind from the canonical address.
 */
export function pageCards(siteDir: string, design: { templateHash: string; fontsHash: string }) {
  const cards = new Map<string, PageCard>();
  for (const page of prerenderedPages(siteDir)) {
    const { lang, meta } = readPrerenderedHead(readFileSync(join(siteDir, page), 'utf8'));
    const image = meta.get('og:image');
    const title = meta.get('og:title');
    const site = meta.get('og:site_name');
    const url = meta.get('og:url');
    if (!image || !title || !site || !url) {
      throw new Error(`${page} has no og:image, og:title, og:site_name or og:url`);
    }
    const file = new URL(image).pathname;
    if (cards.has(file)) continue;
    const locale = localeSchema.parse(lang);
    const canonical = new URL(url);
    const text = {
      locale,
      kind: kindLabels[locale][cardKind(stripLocale(canonical.pathname))],
      title,
      site,
      domain: canonical.host,
    };
    const key = socialCardKey({
      template: design.templateHash,
      fonts: design.fontsHash,
      ...text,
    });
    cards.set(file, { ...text, file, key });
  }
  return [...cards.values()];
}

/**
 * Draws every page's social card (1200 × 630 PNG) into the site at the address its head
 * names. Drawn cards are cached by `socialCardKey` outside dist: a rebuild copies every card
 * whose inputs are unchanged and opens the browser only for the rest.
 */
export async function writeSocialCards(
  siteDir: string,
): Promise<{ drawn: number; cached: number }> {
  const design = socialCardDesign();
  const cards = pageCards(siteDir, design);
  mkdirSync(socialCardCache, { recursive: true });
  const cached = (card: PageCard) => join(socialCardCache, `${card.key}.png`);
  const toDraw = cards.filter((card) => !existsSync(cached(card)));

  if (toDraw.length > 0) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
    try {
      const draw = await openCardPainter(browser, design.html);
      for (const card of toDraw) writeFileSync(cached(card), await draw(card));
    } finally {
      await browser.close();
    }
  }

  for (const card of cards) {
    const target = join(siteDir, card.file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached(card), target);
  }
  return { drawn: toDraw.length, cached: cards.length - toDraw.length };
}
