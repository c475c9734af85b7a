import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { z } from 'zod';
import { rangesIn } from './rangesIn.ts';
import { fontSubset } from './fontSubset.ts';
import { subsetCharacters } from './subsetCharacters.ts';
import { unicodeRange } from './unicodeRange.ts';

const subsetQuery = '?subset';

/** The project's folder, whichever folder a Vite config makes its root (the editor's is src/admin). */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What an @fontsource file is declared for: its package's unicode.json gives each of its
 * subsets' unicode-range ("latin", "latin-ext"), named in the file's ("cairo-latin-wght-normal").
 */
function declaredRanges(fontPath: string): [number, number][] {
  const ranges = z
    .record(z.string(), z.string())
    .parse(JSON.parse(readFileSync(join(dirname(fontPath), '..', 'unicode.json'), 'utf8')));
  const name = basename(fontPath);
  const [, range] = Object.entries(ranges)
    .filter(([subset]) => name.includes(`-${subset}-`))
    .reduce<[string, string]>(
      (longest, entry) => (entry[0].length > longest[0].length ? entry : longest),
      ['', ''],
    );
  if (range === '')
    throw new Error(`${name}: no unicode-range for it in its package's unicode.json`);
  return rangesIn(range);
}

/**
 * `import * as cairo from 'font.woff2?subset'`, for a file of an @fontsource package: the file
 * cut down to the characters the site is written with (`subsetCharacters`), published beside
 * the build's other assets under a name hashed from its bytes, and exported as `url`,
 * `unicodeRange`, `wholeUrl` and `wholeUnicodeRange`: the subset's range names exactly the
 * characters it draws, the whole file's the rest of its declared range (`fontSubset`).
 * Separate exports, so a module that takes only the URLs (the head's preloads) leaves the
 * ranges out of its chunk.
 * The dev server serves the subset from memory.
 */
export function fontSubsetPlugin(): Plugin {
  let base = '/';
  let assetsDirectory = 'assets';
  const served = new Map<string, Buffer>();
  let characters: string | undefined;
  return {
    name: 'site:font-subset',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      assetsDirectory = config.build.assetsDir;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(subsetQuery)) return null;
      const font = await this.resolve(source.slice(0, -subsetQuery.length), importer, {
        skipSelf: true,
      });
      return font ? `${font.id}${subsetQuery}` : null;
    },
    async load(id) {
      if (!id.endsWith(subsetQuery)) return null;
      const fontPath = id.slice(0, -subsetQuery.length);
      characters ??= subsetCharacters(projectRoot);
      const subset = await fontSubset(
        readFileSync(fontPath),
        declaredRanges(fontPath),
        characters,
        join(projectRoot, 'node_modules', '.cache', 'fonts'),
      );
      const hash = createHash('sha256').update(subset.bytes).digest('base64url').slice(0, 8);
      const fileName = `${assetsDirectory}/${basename(fontPath, extname(fontPath))}-subset-${hash}${extname(fontPath)}`;
      // The server bundle only renders pages; the file ships with the client's assets.
      if (this.environment.mode === 'build' && this.environment.config.consumer === 'client') {
        this.emitFile({ type: 'asset', fileName, source: subset.bytes });
      }
      served.set(`${base}${fileName}`, subset.bytes);
      const url = JSON.stringify(`${base}${fileName}`);
      return [
        `export const url = ${url};`,
        `export const unicodeRange = ${JSON.stringify(unicodeRange(subset.codePoints))};`,
        `export { default as wholeUrl } from ${JSON.stringify(`${fontPath}?url`)};`,
        `export const wholeUnicodeRange = ${JSON.stringify(unicodeRange(subset.wholeCodePoints))};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const bytes = served.get(request.url ?? '');
        if (!bytes) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'font/woff2');
        response.end(bytes);
      });
    },
  };
}
