import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../scripts/buildStrings/ar.json';
import en from '../../scripts/buildStrings/en.json';
import { locales } from '../../shared/locales';
import { readPrerenderedHead } from '../../scripts/prerenderedHead';
import { openCardPainter, socialCardDesign } from '../../scripts/socialCardPainter';
import { pageCards, type PageCard } from '../../scripts/writeSocialCards';
import { builtPaths, launchBrowser } from './browser';

const siteDir = 'dist/site';
const kinds = { en: en.socialCard.kinds, ar: ar.socialCard.kinds };
const arabicLetters = /[\u0600-\u06FF]/;

function headOf(path: string) {
  return readPrerenderedHead(readFileSync(join(siteDir, path, 'index.html'), 'utf8'));
}

function cardFile(imageUrl: string): string {
  return join(siteDir, new URL(imageUrl).pathname);
}

describe('social cards', () => {
  it('every prerendered page has its card: 1200 × 630, sized and described in its language', () => {
    for (const path of builtPaths(siteDir)) {
      const { lang, meta } = headOf(path);
      const image = meta.get('og:image') ?? '';
      expect(image, path).toMatch(/^https?:\/\/[^/]+\/social-cards\/.+\.png$/);
      expect(meta.get('twitter:image'), path).toBe(image);
      expect(meta.get('og:image:width'), path).toBe('1200');
      expect(meta.get('og:image:height'), path).toBe('630');
      const file = cardFile(image);
      expect(existsSync(file), `${path}: ${file}`).toBe(true);
      expect(imageSize(readFileSync(file)), path).toMatchObject({ width: 1200, height: 630 });
      const alt = meta.get('og:image:alt') ?? '';
      expect(alt, path).toContain(meta.get('og:title'));
      expect(arabicLetters.test(alt), `${path}: ${alt}`).toBe(lang === 'ar');
    }
  });

  it('a card weighs under 100 KB', () => {
    for (const path of builtPaths(siteDir)) {
      const file = cardFile(headOf(path).meta.get('og:image') ?? '');
      expect(readFileSync(file).byteLength, file).toBeLessThan(100_000);
    }
  });

  describe('/services/cloud in both languages', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser.close());

    const design = socialCardDesign();
    const cards = pageCards(siteDir, design);
    const cardOf = (locale: (typeof locales)[number]) => {
      const path = locale === 'en' ? '/services/cloud' : '/ar/services/cloud';
      const image = headOf(path).meta.get('og:image') ?? '';
      const card = cards.find((candidate) => candidate.file === new URL(image).pathname);
      if (!card) throw new Error(`No card for ${path}`);
      return { card, bytes: readFileSync(cardFile(image)) };
    };

    it('carry different cards, each in its language', () => {
      const [english, arabic] = locales.map(cardOf);
      expect(english?.card.file).not.toBe(arabic?.card.file);
      expect(english?.bytes.equals(arabic?.bytes ?? Buffer.alloc(0))).toBe(false);
      expect(english?.card.kind).toBe(kinds.en.service);
      expect(arabic?.card.kind).toBe(kinds.ar.service);
    });

    it("each shows its own title: the card is the template drawn with the page's title", async () => {
      const draw = await openCardPainter(browser, design.html);
      for (const locale of locales) {
        const { card, bytes } = cardOf(locale);
        const path = locale === 'en' ? '/services/cloud' : '/ar/services/cloud';
        expect(card.title).toBe(headOf(path).meta.get('og:title'));
        expect((await draw(card)).equals(bytes), `${card.file} is ${card.title}`).toBe(true);
        const other: PageCard = { ...card, title: `${card.title} ${card.kind}` };
        expect((await draw(other)).equals(bytes)).toBe(false);
      }
    });
  });
});
