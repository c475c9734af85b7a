import { url as arabic } from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?subset';
import { url as latin } from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?subset';
import type { Locale } from '../../shared/locales';

/**
 * The font files a page of this language needs first (Arabic pages also show Latin): Cairo's
 * subsets, which draw every character the site is written with (fonts.ts). A module of its
 * own, apart from the @font-face rules: every page's scripts render these links, while the
 * rules are written only into the prerendered head.
 */
export const fontPreloads: Record<Locale, string[]> = {
  en: [latin],
  ar: [arabic, latin],
};
