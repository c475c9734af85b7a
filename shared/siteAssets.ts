import { createHash } from 'node:crypto';
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

const pageScriptsSchema = z.object({ theme: z.string(), start: z.string() });

/**
 * The two scripts written into every page's head as text (the CSP allows exactly these by
 * their hashes): the theme (src/boot/headScripts/themeScript.ts) and the app's start
 * (src/boot/headScripts/startAfterPaintScript.ts), minified by the build (tooling/pageScripts.ts).
 */
export type PageScripts = z.infer<typeof pageScriptsSchema>;

/** Where the build keeps the page scripts, beside the client's manifest. */
export const pageScriptsFile = '.vite/page-scripts.json';

export interface SiteAssets {
  styles: string[];
  /** The app's entry module, which starts it in steps. */
  entry: string;
  scripts: PageScripts;
}

/** Where the app itself starts: the entry loads it, and the bundle budgets weigh it. */
export const appSource = 'src/boot/hydrate.tsx';
const entrySource = 'src/boot/entry-client.ts';

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
    styles: (entry.css ?? []).map((file) => `/${file}`),
    entry: `/${entry.file}`,
    scripts: pageScriptsSchema.parse(
      JSON.parse(readFileSync(join(siteDir, pageScriptsFile), 'utf8')),
    ),
  };
}

/** A script's CSP source: the base64 SHA-256 of its exact text. */
export const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The page's first script, in <head>: the theme before first paint. */
export const themeScriptTag = (scripts: PageScripts) => `<script>${scripts.theme}</script>`;

/** Starts the app from `entry` once the page has loaded and painted. */
export const startScriptTag = (scripts: PageScripts, entry: string) =>
  `<script data-entry="${entry}">${scripts.start}</script>`;

/**
 * The tags a page needs at the end of <head>: the theme script first, then the styles,
 * then (unless the page is to work without JavaScript) the script that starts the app
 * after the first paint. No module is preloaded: it would compete with the first screen.
 */
export function headTags(assets: SiteAssets, { withApp }: { withApp: boolean }): string {
  return [
    themeScriptTag(assets.scripts),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(withApp ? [startScriptTag(assets.scripts, assets.entry)] : []),
  ].join('');
}
