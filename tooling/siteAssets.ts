import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Locale } from '../src/content/vocabulary';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);

export interface SiteAssets {
  /** Sets the stored theme before the first paint. */
  themeScript: string;
  styles: string[];
  entry: string;
  /** The chunks the entry imports at once. */
  preloads: string[];
  /** Each language's interface strings, a chunk of their own that a page preloads. */
  interfaceStrings: Record<Locale, string>;
}

export type BuildManifest = z.infer<typeof manifestSchema>;

/** The Vite manifest of the client built into `siteDir`: its chunks by source. */
export function readManifest(siteDir: string): BuildManifest {
  return manifestSchema.parse(
    JSON.parse(readFileSync(join(siteDir, '.vite/manifest.json'), 'utf8')),
  );
}

/** The built client's files, read from the Vite manifest of `siteDir`. */
export function readSiteAssets(siteDir: string): SiteAssets {
  const manifest = readManifest(siteDir);
  const entry = manifest['src/main.tsx'];
  if (!entry) throw new Error('The client build has no src/main.tsx entry');
  const chunkOf = (key: string) => {
    const file = manifest[key]?.file;
    if (file === undefined) throw new Error(`The client build has no chunk for ${key}`);
    return `/${file}`;
  };
  return {
    themeScript: '/theme-init.js',
    styles: (entry.css ?? []).map((file) => `/${file}`),
    entry: `/${entry.file}`,
    preloads: (entry.imports ?? [])
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file !== undefined)
      .map((file) => `/${file}`),
    interfaceStrings: {
      en: chunkOf('src/i18n/locales/en.json'),
      ar: chunkOf('src/i18n/locales/ar.json'),
    },
  };
}

/**
 * The tags a page needs at the end of <head>: the theme script first, then the styles,
 * then (for a page in `withAppIn`'s language; none for a page that is to work without
 * JavaScript) the app, its first chunks and that language's interface strings.
 */
export function headTags(assets: SiteAssets, { withAppIn }: { withAppIn?: Locale } = {}): string {
  return [
    `<script src="${assets.themeScript}"></script>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(withAppIn
      ? [
          `<script type="module" src="${assets.entry}"></script>`,
          ...[...assets.preloads, assets.interfaceStrings[withAppIn]].map(
            (href) => `<link rel="modulepreload" href="${href}">`,
          ),
        ]
      : []),
  ].join('');
}
