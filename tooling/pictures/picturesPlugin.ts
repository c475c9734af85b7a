import { createReadStream, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { documentPictures } from './documentPictures';
import { picturesUrl } from './renderPicture';

const generatedDocument =
  /[\\/]\.contentlayer[\\/]generated[\\/](?<type>[A-Za-z]+)[\\/][^_][^\\/]*\.json$/;

const mediaTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

const contentTypeOf = (id: string) => {
  const name = generatedDocument.exec(id)?.groups?.type;
  return contentTypes.find((type) => type.name === name);
};

/**
 * Pictures named in content: each generated document gets its pictures' sizes and made
 * copies written in before it is bundled (so a page's chunk carries only its own pictures,
 * and components read them from the document like any field), and the client build
 * publishes the copies under /assets/pictures/. The dev server serves them from the cache.
 */
export function picturesPlugin(): Plugin {
  let folders = { publicDirectory: 'public', cacheDirectory: 'node_modules/.cache/pictures' };
  const madeFiles = new Map<string, string>();
  const emitted = new Set<string>();
  return {
    name: 'site:pictures',
    enforce: 'pre',
    configResolved(config) {
      folders = {
        publicDirectory: config.publicDir,
        cacheDirectory: join(config.root, 'node_modules', '.cache', 'pictures'),
      };
    },
    buildStart() {
      emitted.clear();
    },
    async transform(source, id) {
      const type = contentTypeOf(id);
      if (!type) return null;
      const document: unknown = JSON.parse(source);
      const files = await documentPictures(document, type, folders);
      for (const file of files) {
        madeFiles.set(file.name, file.path);
        // The server bundle only renders pages; the files ship with the client's assets.
        if (this.environment.config.consumer !== 'client' || emitted.has(file.name)) continue;
        if (this.environment.mode !== 'build') continue;
        emitted.add(file.name);
        this.emitFile({
          type: 'asset',
          fileName: `${picturesUrl.slice(1)}${file.name}`,
          source: readFileSync(file.path),
        });
      }
      return { code: JSON.stringify(document), map: null };
    },
    configureServer(server) {
      server.middlewares.use(picturesUrl, (request, response, next) => {
        const path = madeFiles.get((request.url ?? '').slice(1));
        if (!path) {
          next();
          return;
        }
        response.setHeader('Content-Type', mediaTypes[extname(path)] ?? 'application/octet-stream');
        createReadStream(path).pipe(response);
      });
    },
  };
}
