import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { glyphNames } from '../../src/components/primitives/glyphNames.ts';
import { glyphSprite } from './glyphSprite.ts';

const moduleId = 'virtual:glyph-sprite';
const resolvedId = `\0${moduleId}`;

/**
 * `import sprite from 'virtual:glyph-sprite'`: the address of one SVG holding every icon of
 * `glyphNames`, published beside the build's other assets under a name hashed from its
 * bytes, so browsers keep it for good. The dev server serves it from memory.
 */
export function glyphSpritePlugin(): Plugin {
  let base = '/';
  let assetsDirectory = 'assets';
  let sprite: { url: string; svg: string } | undefined;
  return {
    name: 'site:glyph-sprite',
    configResolved(config) {
      base = config.base;
      assetsDirectory = config.build.assetsDir;
    },
    resolveId(source) {
      return source === moduleId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      if (!sprite) {
        const svg = glyphSprite(glyphNames);
        const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
        sprite = { url: `${base}${assetsDirectory}/glyphs-${hash}.svg`, svg };
      }
      // The server bundle only renders pages; the file ships with the client's assets.
      if (this.environment.mode === 'build' && this.environment.config.consumer === 'client') {
        this.emitFile({
          type: 'asset',
          fileName: sprite.url.slice(base.length),
          source: sprite.svg,
        });
      }
      return `export default ${JSON.stringify(sprite.url)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!sprite || request.url !== sprite.url) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(sprite.svg);
      });
    },
  };
}
