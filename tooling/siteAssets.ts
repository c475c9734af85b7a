import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

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
  /** The page's first script, which starts the app once the page has loaded. */
  entry: string;
  /** The chunks the entry imports at once. */
  preloads: string[];
}

/** Where the app itself starts: the entry loads it, and the bundle budgets weigh it. */
export const appSource = 'src/main.tsx';
const entrySource = 'src/start.ts';

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
  const entry = manifest[entrySource];
  if (!entry) throw new Error(`The client build has no ${entrySource} entry`);
  return {
    themeScript: '/theme-init.js',
    styles: (entry.css ?? []).map((file) => `/${file}`),
    entry: `/${entry.file}`,
    preloads: (entry.imports ?? [])
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file !== undefined)
      .map((file) => `/${file}`),
  };
}

/**
 * The tags a page needs at the end of <head>: the theme script first, then the styles,
 * then (unless the page is to work without JavaScript) the entry that starts the app.
 */
export function headTags(assets: SiteAssets, { withApp }: { withApp: boolean }): string {
  return [
    `<script src="${assets.themeScript}"></script>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(withApp
      ? [
          `<script type="module" src="${assets.entry}"></script>`,
          ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
        ]
      : []),
  ].join('');
}
