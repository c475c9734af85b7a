/**
 * `npm run content`: checks every file in content/ against the schema and the site's rules,
 * generates .contentlayer/ from a clean folder, and checks every internal link. Each problem
 * names the file, line and field, and what to write instead.
 */
import { createServer } from 'vite';
import {
  contentCheckReport,
  runContentCheck,
  sitePathsFrom,
} from '../tooling/contentCheck/runContentCheck';

async function sitePaths(): Promise<Set<string>> {
  const vite = await createServer({
    // In memory: the default loader writes node_modules/.vite-temp, read-only to the nightly
    // rebuild (deploy/tayba-rebuild.service), as for the build's vite steps.
    configLoader: 'runner',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    return await sitePathsFrom(vite);
  } finally {
    await vite.close();
  }
}

const run = await runContentCheck(sitePaths);
if (run.problems.length > 0) {
  console.error(`\n${contentCheckReport(run)}`);
  process.exit(1);
}
console.log(contentCheckReport(run));
