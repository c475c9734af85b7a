import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { runnerImport, type InlineConfig, type Plugin } from 'vite';
import type * as DocumentPicturesModule from './documentPictures.ts';
import { pictureFormats } from './pictureFormats.ts';
import { picturesUrl } from './picturesUrl.ts';
import { removeUploadedPhotographs } from './removeUploadedPhotographs.ts';

const generatedDocument =
  /[\\/]\.contentlayer[\\/]generated[\\/](?<type>[A-Za-z]+)[\\/][^_][^\\/]*\.json$/;

const mediaTypeOf = (path: string) =>
  Object.values(pictureFormats).find((format) => `.${format.extension}` === extname(path))?.type ??
  'application/octet-stream';

type PictureCode = typeof DocumentPicturesModule.generatedDocumentPictures;

/**
 * The schema and the encoder are loaded through Vite's module runner when the first document
 * arrives, not imported here: the config file stays free of the schema's import graph, which
 * Vite's config loader would otherwise bundle (and warn about) on every build. One module is
 * loaded, so the schema's field roles and the code that reads them share one registry.
 */
async function loadPictureCode(root: string): Promise<PictureCode> {
  const inline: InlineConfig = { configFile: false, root, logLevel: 'warn' };
  const { module } = await runnerImport<typeof DocumentPicturesModule>(
    join(root, 'tooling/pictures/documentPictures.ts'),
    inline,
  );
  return module.generatedDocumentPictures;
}

/**
 * Pictures named in content: each generated document gets its pictures' sizes and made
 * copies written in before it is bundled (so a page's chunk carries only its own pictures,
 * and components read them from the document like any field), and the client build
 * publishes the copies under /assets/pictures/. The dev server serves them from the cache.
 */
export function picturesPlugin(): Plugin {
  let root = process.cwd();
  let folders = { publicDirectory: 'public', cacheDirectory: 'node_modules/.cache/pictures' };
  let code: Promise<PictureCode> | undefined;
  const madeFiles = new Map<string, string>();
  const emitted = new Set<string>();
  return {
    name: 'site:pictures',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      folders = {
        publicDirectory: config.publicDir,
        cacheDirectory: join(config.root, 'node_modules', '.cache', 'pictures'),
      };
    },
    buildStart() {
      emitted.clear();
    },
    async transform(source, id) {
      const typeName = generatedDocument.exec(id)?.groups?.type;
      if (!typeName) return null;
      code ??= loadPictureCode(root);
      const generatedDocumentPictures = await code;
      const document: unknown = JSON.parse(source);
      const files = await generatedDocumentPictures(document, typeName, folders);
      for (const file of files) {
        madeFiles.set(file.name, file.path);
        // The server bundle only renders pages; the files ship with the client's assets.
        const publishes =
          this.environment.mode === 'build' && this.environment.config.consumer === 'client';
        if (!publishes || emitted.has(file.name)) continue;
        emitted.add(file.name);
        this.emitFile({
          type: 'asset',
          fileName: `${picturesUrl.slice(1)}${file.name}`,
          source: readFileSync(file.path),
        });
      }
      return { code: JSON.stringify(document), map: null };
    },
    // Vite copies public/ whole; the uploads it copied leave the site once it is written.
    writeBundle(options) {
      if (this.environment.config.consumer !== 'client') return;
      const images = join(options.dir ?? this.environment.config.build.outDir, 'images');
      if (existsSync(images)) removeUploadedPhotographs(images);
    },
    configureServer(server) {
      server.middlewares.use(picturesUrl, (request, response, next) => {
        const path = madeFiles.get((request.url ?? '').slice(1));
        if (!path) {
          next();
          return;
        }
        response.setHeader('Content-Type', mediaTypeOf(path));
        createReadStream(path).pipe(response);
      });
    },
  };
}
