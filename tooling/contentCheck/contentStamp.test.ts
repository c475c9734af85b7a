import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearContentStamp,
  contentStampKey,
  hasContentStamp,
  hasWholeContentStamp,
  markContentWithheld,
  writeContentStamp,
} from './contentStamp';

const projectRoot = process.cwd();
let scratch: string;

/** A small project of its own: the stamp reads the working directory, as the scripts run. */
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'content-stamp-'));
  process.chdir(scratch);
  execFileSync('git', ['init', '--quiet']);
  writeFileSync('.gitignore', '.contentlayer/\nnode_modules\n');
  mkdirSync('content');
  writeFileSync('content/cloud.en.yaml', 'title: Cloud\n');
  mkdirSync('src');
  writeFileSync('src/schema.ts', 'export const schema = 1;\n');
  execFileSync('git', ['add', '.gitignore', 'content/cloud.en.yaml']);
  mkdirSync('.contentlayer');
});

afterEach(() => {
  process.chdir(projectRoot);
  rmSync(scratch, { recursive: true, force: true });
});

function keyOf(day = '2026-11-27'): string {
  const key = contentStampKey(day);
  if (key === undefined) throw new Error('no key inside a git checkout');
  return key;
}

describe('the stamp of a passing content check', () => {
  it('stays the same while nothing changes', () => {
    expect(keyOf()).toBe(keyOf());
  });

  it('changes with a content file, tracked or not, and with any other file git keeps', () => {
    const checked = keyOf();
    writeFileSync('content/cloud.en.yaml', 'title: Cloud services\n');
    expect(keyOf()).not.toBe(checked);
    writeFileSync('content/cloud.en.yaml', 'title: Cloud\n');
    expect(keyOf()).toBe(checked);
    writeFileSync('content/cloud.ar.yaml', 'title: السحابة\n');
    expect(keyOf()).not.toBe(checked);
    rmSync('content/cloud.ar.yaml');
    writeFileSync('src/schema.ts', 'export const schema = 2;\n');
    expect(keyOf()).not.toBe(checked);
  });

  it('changes when a tracked file is deleted', () => {
    const checked = keyOf();
    rmSync('content/cloud.en.yaml');
    expect(keyOf()).not.toBe(checked);
  });

  it('ignores what git ignores: the generated content and the dependencies', () => {
    const checked = keyOf();
    writeFileSync('.contentlayer/generated.json', '{}');
    mkdirSync('node_modules');
    writeFileSync('node_modules/x.js', '');
    expect(keyOf()).toBe(checked);
  });

  it('changes with the day the links were checked for', () => {
    expect(keyOf('2026-11-28')).not.toBe(keyOf('2026-11-27'));
  });

  it('is honoured only for the key it was written with, until the next check clears it', () => {
    const checked = keyOf();
    expect(hasContentStamp(checked)).toBe(false);
    writeContentStamp(checked);
    expect(hasContentStamp(checked)).toBe(true);
    expect(hasContentStamp(keyOf('2026-11-28'))).toBe(false);
    expect(hasContentStamp(undefined)).toBe(false);
    clearContentStamp();
    expect(hasContentStamp(checked)).toBe(false);
  });

  it('is whole only until a build withholds articles, while the build may still use it', () => {
    const checked = keyOf();
    writeContentStamp(checked);
    expect(hasWholeContentStamp(checked)).toBe(true);
    expect(hasWholeContentStamp(keyOf('2026-11-28'))).toBe(false);
    markContentWithheld();
    expect(hasWholeContentStamp(checked)).toBe(false);
    expect(hasContentStamp(checked)).toBe(true);
    // A check generates the content again from an empty folder, as runContentCheck does.
    rmSync('.contentlayer', { recursive: true });
    mkdirSync('.contentlayer');
    writeContentStamp(checked);
    expect(hasWholeContentStamp(checked)).toBe(true);
  });

  it('has no key outside a git checkout, so every build there checks the content', () => {
    rmSync('.git', { recursive: true });
    expect(contentStampKey('2026-11-27')).toBeUndefined();
  });
});
