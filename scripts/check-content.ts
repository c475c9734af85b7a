/**
 * `npm run content`: checks every file in content/ against the schema and the site's rules,
 * generates .contentlayer/ from a clean folder, and checks every internal link. Each problem
 * names the file, line and field, and what to write instead. A pass leaves a stamp, so that
 * the build checks the same files for the same day only once (contentCheck/contentStamp.ts).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { facts } from '../src/content/schema/facts';
import {
  checkedDay,
  clearContentStamp,
  contentStampKey,
  writeContentStamp,
} from '../tooling/contentCheck/contentStamp';
import { pendingLegalIdentity } from '../tooling/contentCheck/pendingLegalIdentity';
import {
  contentCheckReport,
  runContentCheck,
  sitePathsFrom,
} from '../tooling/contentCheck/runContentCheck';
import { siteModuleServer } from '../tooling/contentCheck/siteModuleServer';

/** The facts file, read again once the check has passed it, for what is still pending. */
const factsFile = 'content/site/facts.yaml';

async function sitePaths(): Promise<Set<string>> {
  const vite = await siteModuleServer();
  try {
    return await sitePathsFrom(vite);
  } finally {
    await vite.close();
  }
}

clearContentStamp();
const stampKey = contentStampKey(checkedDay());
const run = await runContentCheck(sitePaths);
if (run.problems.length > 0) {
  console.error(`\n${contentCheckReport(run)}`);
  process.exit(1);
}
console.log(contentCheckReport(run));
// Taken before the check and again now: a file saved or a midnight passed meanwhile leaves
// no stamp, as the check may have read either version.
if (stampKey !== undefined && contentStampKey(checkedDay()) === stampKey) {
  writeContentStamp(stampKey);
}
const legalIdentity = pendingLegalIdentity(
  facts.fields.parse(parse(readFileSync(factsFile, 'utf8'))),
  factsFile,
);
if (legalIdentity) console.warn(`\nWarning: ${legalIdentity}`);
