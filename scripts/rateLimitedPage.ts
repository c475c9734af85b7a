import { locales, type Locale } from '../shared/locales';
import { localeInfo } from '../src/i18n/localeInfo';
import { localizePath } from '../src/i18n/localePath';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import { darkPalette, lightPalette, type Palette } from '../src/theme/palettes';
import { theme } from '../src/theme/theme';

/** Where the build writes the page, in dist/site; nginx serves it for its own 429s. */
export const rateLimitedPageFile = '429.html';

const strings: Record<Locale, Pick<typeof en, 'tooManyRequests' | 'notFound'>> = { en, ar };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const colours = ({ background, text, textMuted, accentText }: Palette) =>
  `background:${background};color:${text};--muted:${textMuted};--link:${accentText}`;

/**
 * The page nginx answers a form post with when its connection sent too many in a short
 * time (deploy/nginx.conf, limit_req). nginx cannot tell the page's language, so it says
 * the same in both, each part in its own language and direction, in the site's colours
 * (light or dark as the system prefers) and its system fonts; no script, no file to load.
 */
export function rateLimitedPage(): string {
  const parts = locales.map((locale) => {
    const { tooManyRequests, notFound } = strings[locale];
    const { direction } = localeInfo[locale];
    return {
      title: `<span lang="${locale}" dir="${direction}">${escapeHtml(tooManyRequests.title)}</span>`,
      body: `<section lang="${locale}" dir="${direction}"><p>${escapeHtml(tooManyRequests.summary)}</p><p><a href="${localizePath('/', locale)}">${escapeHtml(notFound.home)}</a></p></section>`,
      plainTitle: tooManyRequests.title,
    };
  });
  const style = [
    `:root{${colours(lightPalette)};color-scheme:light}`,
    `@media (prefers-color-scheme:dark){:root{${colours(darkPalette)};color-scheme:dark}}`,
    `body{margin:0;font-family:${theme.font.systemFamily};line-height:1.6}`,
    'main{max-inline-size:40rem;margin-inline:auto;padding:4rem 1.5rem}',
    'h1{font-size:1.75rem;line-height:1.3;display:flex;flex-direction:column;gap:.25rem}',
    'section{margin-block-start:1.5rem;color:var(--muted)}',
    'a{color:var(--link)}',
  ].join('');
  return [
    `<!DOCTYPE html><html lang="${locales[0]}" dir="${localeInfo[locales[0]].direction}"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${parts.map(({ plainTitle }) => escapeHtml(plainTitle)).join(' · ')}</title>`,
    `<style>${style}</style></head><body><main>`,
    `<h1>${parts.map(({ title }) => title).join('')}</h1>`,
    ...parts.map(({ body }) => body),
    '</main></body></html>',
    '',
  ].join('');
}
