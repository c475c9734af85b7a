import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { riyadhDay } from '../../src/content/schedule';

/**
 * Left by a passing `npm run content` inside the folder it generates: regenerating the
 * content starts from an empty folder, which removes it, and git ignores it with the rest.
 */
const stampFile = '.contentlayer/checked';

/**
 * Left beside the stamp by a build that took the articles dated after its day out of the
 * generated content (withholdUnpublished.ts): what is generated is then the build's, no
 * longer all a passing check generated, so the dev server, where editors preview a
 * scheduled article, checks again. Regenerating the content removes it with the stamp.
 */
const withheldFile = '.contentlayer/withheld';

/** The day a check verifies links for: the build's, or today's as sitePages() reads it. */
export function checkedDay(): string {
  const buildDate = process.env.VITE_BUILD_DATE;
  return riyadhDay(buildDate ? new Date(buildDate) : Date.now());
}

/** Every file of the project that git does not ignore; undefined outside a git checkout. */
function projectFiles(): string[] | undefined {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return listed.split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** A file as git sees it: its bytes, a symbolic link's target, a deleted file's absence. */
function fileDigest(file: string): string {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat) return 'deleted';
  if (stat.isSymbolicLink()) return `link ${readlinkSync(file)}`;
  if (!stat.isFile()) return 'not a file';
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * What a content check's verdict depends on: the project's files (content, schema, rules,
 * routes, package-lock.json: all of them, so that no input can be left out) and the day in
 * Riyadh its links were checked for, as sitePages() leaves out the articles dated after it.
 * Undefined outside a git checkout (the nightly rebuild's `git archive`): there every build
 * checks the content.
 */
export function contentStampKey(day: string): string | undefined {
  const files = projectFiles();
  if (!files) return undefined;
  const hash = createHash('sha256').update(`${day}\0`);
  for (const file of files) hash.update(`${file}\0${fileDigest(file)}\0`);
  return hash.digest('hex');
}

/** Before a check runs: only a pass leaves a stamp. */
export function clearContentStamp(): void {
  rmSync(stampFile, { force: true });
}

export function writeContentStamp(key: string): void {
  writeFileSync(stampFile, key);
}

/** True when a passing check saw these very files for this day. */
export function hasContentStamp(key: string | undefined): boolean {
  return key !== undefined && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === key;
}

export function markContentWithheld(): void {
  writeFileSync(withheldFile, '');
}

/** True when a passing check saw these very files for this day and all it generated is there. */
export function hasWholeContentStamp(key: string | undefined): boolean {
  return hasContentStamp(key) && !existsSync(withheldFile);
}
