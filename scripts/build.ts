/**
 * The production build: content, client bundle, server bundle, then every page of both
 * languages prerendered to static HTML in dist/site, ready for any static host.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { adminDirectory } from '../shared/editorPaths';
import { formsEndpoint, receiverPath } from '../shared/formContract';
import { loadServerEntry } from '../shared/serverEntry';
import { riyadhDay } from '../src/content/schedule';
import { checkBundleBudgets } from '../tooling/bundleBudgets';
import {
  contentStampKey,
  hasContentStamp,
  markContentWithheld,
} from '../tooling/contentCheck/contentStamp';
import { resolvedContent } from '../tooling/contentCheck/runContentCheck';
import { withholdUnpublished } from '../tooling/contentCheck/withholdUnpublished';
import { writePageScripts } from '../tooling/pageScripts';
import { buildSearchIndex } from './buildSearchIndex';
import { compressFiles } from './compressFiles';
import { prerender } from './prerender';
import { writeFeeds } from './writeFeeds';
import { writeSocialCards } from './writeSocialCards';

/** A site whose forms only pretend to send must never ship by accident: say so loudly. */
function warnAboutForms(): void {
  const endpoint = formsEndpoint(process.env.VITE_FORMS_ENDPOINT);
  if (endpoint === receiverPath) return;
  const lines =
    endpoint === undefined
      ? [
          'STATIC BUILD: VITE_FORMS_ENDPOINT=none.',
          'The forms only SIMULATE sending: they log what a visitor typed to the browser',
          'console, wait a second and say it was sent. Nothing reaches anyone. Build without',
          'VITE_FORMS_ENDPOINT and run the receiver (npm start, deploy/) to receive enquiries.',
        ]
      : [`The forms post to ${endpoint}, not to this project's receiver (${receiverPath}).`];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  console.warn(
    ['', rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n'),
  );
}

const started = performance.now();
const secondsSince = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

function step(label: string, command: string, args: string[]): void {
  const stepStarted = performance.now();
  execFileSync(command, args, { stdio: 'inherit' });
  console.log(`✓ ${label} (${secondsSince(stepStarted)} s)`);
}

/** A step that runs in this process; `run` says what it made ("134 pages"). */
async function stepHere(label: string, run: () => Promise<string>): Promise<void> {
  const stepStarted = performance.now();
  const made = await run();
  console.log(`✓ ${label}: ${made} (${secondsSince(stepStarted)} s)`);
}

warnAboutForms();
// One moment for every bundle: the prerendered pages and the browser's loaders decide what
// is past and what is published as of the same day (src/content/buildDay.ts).
process.env.VITE_BUILD_DATE ??= new Date().toISOString();
const today = riyadhDay(new Date(process.env.VITE_BUILD_DATE));
rmSync('dist', { recursive: true, force: true });
// The content check generates .contentlayer/ itself, from a clean folder, once the files pass.
// `npm test` runs it before the unit tests, which read what it generates: a pass stamps every
// file of the project and the day, and the build checks again unless that stamp matches this
// tree and its own day, so an edit since, another day, or a fresh clone runs the check here.
if (hasContentStamp(contentStampKey(today))) {
  console.log('✓ content checks: passed already for these very files and this day');
} else {
  step('content checks', 'npx', ['tsx', 'scripts/check-content.ts']);
}
// A production build bundles only the articles published by its day.
const withheld = withholdUnpublished(process.env.VITE_BUILD_DATE, {
  generated: '.contentlayer/generated',
  resolved: resolvedContent,
});
if (withheld.length > 0) {
  markContentWithheld();
  console.log(`✓ withheld until their day: ${withheld.join(', ')}`);
}
// Every `vite build` loads its config through Vite's module runner, in memory: the default
// loader bundles the config to node_modules/.vite-temp first, which the nightly rebuild's
// sandbox (deploy/tayba-rebuild.service, ProtectSystem=strict) refuses to write.
step('client bundle', 'npx', [
  'vite',
  'build',
  '--configLoader',
  'runner',
  '--outDir',
  'dist/site',
  '--logLevel',
  'warn',
]);
checkBundleBudgets('dist/site');
console.log('✓ bundle budgets');
writePageScripts('dist/site');
step('server bundle', 'npx', [
  'vite',
  'build',
  '--configLoader',
  'runner',
  '--ssr',
  'src/prerender/entry-server.tsx',
  '--outDir',
  'dist/server',
  '--logLevel',
  'warn',
]);
step('receiver bundle', 'npx', [
  'vite',
  'build',
  '--config',
  'server/vite.config.ts',
  '--configLoader',
  'runner',
  '--logLevel',
  'warn',
]);
/** The server bundle the build steps below render and read pages with. */
const serverEntry = 'dist/server/entry-server.js';
const pages = await prerender({ siteDir: 'dist/site', serverEntry });
await stepHere('feeds', async () => {
  const entries = await writeFeeds({
    siteDir: 'dist/site',
    siteUrl: (await loadServerEntry(serverEntry)).siteUrl,
    today,
  });
  compressFiles('dist/site', /^feed\.(xml|json)$/);
  return `${entries} entries`;
});
await stepHere('social cards', async () => {
  const { drawn, cached } = await writeSocialCards('dist/site');
  return `${drawn} drawn, ${cached} from the cache`;
});
await stepHere('search index', async () => {
  const indexed = await buildSearchIndex({ siteDir: 'dist/site', serverEntry });
  return `${indexed} pages`;
});
if (!process.env.VITE_CMS_REPO) {
  console.warn(
    'VITE_CMS_REPO is not set: the web editor at /admin/ saves only through `npm run cms` on this machine. Set it to owner/name of the site repository for editors to sign in with GitHub.',
  );
}
// The web editor goes in last, into dist/site/admin: it is no page of the site (nothing
// links to it, the sitemap leaves it out). Its hashed bundle is precompressed like the
// site's (its WebAssembly too): the 6.7 MB editor arrives as 1.3 MB with brotli, once.
step('web editor (/admin)', 'npx', [
  'vite',
  'build',
  '--config',
  'vite.admin.config.ts',
  '--configLoader',
  'runner',
  '--logLevel',
  'warn',
]);
compressFiles(`dist/site/${adminDirectory}`, /\.(html|js|css|json|yml|svg|wasm)$/);
warnAboutForms();
console.log(`✓ prerendered ${pages} pages; build finished in ${secondsSince(started)} s`);
