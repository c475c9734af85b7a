import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'vite';
import { startAfterPaintScript } from '../src/boot/headScripts/startAfterPaintScript';
import { themeScript } from '../src/boot/headScripts/themeScript';
import { pageScriptsFile, type PageScripts } from '../shared/siteAssets';

/**
 * Minified as the bundler minifies the app, for the browsers it targets: every page
 * carries these scripts in its first round trip, where a few hundred bytes can cost one
 * more round trip.
 */
function minified(source: string): string {
  const { code, errors } = minifySync('page-script.js', source, {
    compress: { target: 'es2022' },
  });
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n'));
  return code.trim();
}

/** The scripts written into every page's head, as pages carry them. */
export const pageScripts: PageScripts = {
  theme: minified(themeScript),
  start: minified(startAfterPaintScript),
};

/** Writes them into the built client, where `readSiteAssets` (the prerenderer, the receiver) reads them. */
export function writePageScripts(siteDir: string): void {
  writeFileSync(join(siteDir, pageScriptsFile), JSON.stringify(pageScripts));
}
