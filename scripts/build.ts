/**
 * The production build: content, client bundle, server bundle, then every page of both
 * languages prerendered to static HTML in dist/site, ready for any static host.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { prerender } from './prerender';

const started = performance.now();

function step(label: string, command: string, args: string[]): void {
  const stepStarted = performance.now();
  execFileSync(command, args, { stdio: 'inherit' });
  console.log(`✓ ${label} (${((performance.now() - stepStarted) / 1000).toFixed(1)} s)`);
}

rmSync('dist', { recursive: true, force: true });
step('content', 'npx', ['contentlayer2', 'build']);
step('content checks', 'npx', ['tsx', 'scripts/check-content.ts']);
step('client bundle', 'npx', ['vite', 'build', '--outDir', 'dist/site', '--logLevel', 'warn']);
step('server bundle', 'npx', [
  'vite',
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  'dist/server',
  '--logLevel',
  'warn',
]);
const pages = await prerender({ siteDir: 'dist/site', serverEntry: 'dist/server/entry-server.js' });
console.log(
  `✓ prerendered ${pages} pages; build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
