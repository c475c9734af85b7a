import * as arabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?subset';
import latinExtendedFont from '@fontsource-variable/cairo/files/cairo-latin-ext-wght-normal.woff2?url';
import * as latin from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?subset';
import { fallbackFontFace } from './fallbackFont';

/** One file of Cairo, drawing the characters of `unicodeRange`. */
const cairoFace = (url: string, unicodeRange: string) => `
  @font-face {
    font-family: 'Cairo Variable';
    font-style: normal;
    font-display: optional;
    font-weight: 200 1000;
    src: url(${url}) format('woff2-variations');
    unicode-range: ${unicodeRange};
  }`;

/**
 * Cairo, one variable family for Arabic and Latin, self-hosted. Declared here instead of
 * through @fontsource's stylesheet so no CSS file blocks the first paint, and with
 * `font-display: optional`: the font is preloaded, used if it arrives in time, and otherwise
 * the page keeps the system font instead of shifting its layout when Cairo lands.
 *
 * The Latin and Arabic files come twice: whole, then cut down at build time to the
 * characters the site is written with (`?subset`, about two thirds of the bytes). A page's
 * characters come from the subsets, the files it preloads (fontPreloads.ts); a character an
 * editor adds later that no subset has still comes from Cairo: the whole file, whose range
 * leaves out the subset's characters, so only a page showing such a character downloads it.
 */
export const fontFaces = `
  ${fallbackFontFace}
  ${cairoFace(arabic.wholeUrl, arabic.wholeUnicodeRange)}
  ${cairoFace(
    latinExtendedFont,
    `U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1E00-1E9F, U+20A0-20AB,
      U+20AD-20C0, U+2C60-2C7F, U+A720-A7FF`,
  )}
  ${cairoFace(latin.wholeUrl, latin.wholeUnicodeRange)}
  ${cairoFace(arabic.url, arabic.unicodeRange)}
  ${cairoFace(latin.url, latin.unicodeRange)}
`;
