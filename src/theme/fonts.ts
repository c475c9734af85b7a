import arabicFont from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url';
import latinExtendedFont from '@fontsource-variable/cairo/files/cairo-latin-ext-wght-normal.woff2?url';
import latinFont from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url';
import type { Locale } from '../../shared/locales';
import { fallbackFontFace } from './fallbackFont';

/**
 * Cairo, one variable family for Arabic and Latin, self-hosted. Declared here instead of
 * through @fontsource's stylesheet so no CSS file blocks the first paint, and with
 * `font-display: optional`: the font is preloaded, used if it arrives in time, and otherwise
 * the page keeps the system font instead of shifting its layout when Cairo lands.
 */
export const fontFaces = `
  ${fallbackFontFace}
  @font-face {
    font-family: 'Cairo Variable';
    font-style: normal;
    font-display: optional;
    font-weight: 200 1000;
    src: url(${arabicFont}) format('woff2-variations');
    unicode-range:
      U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E,
      U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC;
  }
  @font-face {
    font-family: 'Cairo Variable';
    font-style: normal;
    font-display: optional;
    font-weight: 200 1000;
    src: url(${latinExtendedFont}) format('woff2-variations');
    unicode-range:
      U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1E00-1E9F, U+20A0-20AB,
      U+20AD-20C0, U+2C60-2C7F, U+A720-A7FF;
  }
  @font-face {
    font-family: 'Cairo Variable';
    font-style: normal;
    font-display: optional;
    font-weight: 200 1000;
    src: url(${latinFont}) format('woff2-variations');
    unicode-range:
      U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
      U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
`;

/** The font files a page of this language needs first (Arabic pages also show Latin). */
export const fontPreloads: Record<Locale, string[]> = {
  en: [latinFont],
  ar: [arabicFont, latinFont],
};
