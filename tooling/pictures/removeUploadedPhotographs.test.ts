import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUploadedPhotographs } from './removeUploadedPhotographs';

let site = '';
afterEach(() => rmSync(site, { recursive: true, force: true }));

describe('photographs copied from public/ into the built site', () => {
  it('are removed at any depth, while drawings stay', () => {
    site = mkdtempSync(join(tmpdir(), 'built-images-'));
    mkdirSync(join(site, 'blog'));
    const uploads = ['blog/harbour.JPG', 'blog/team.jpeg', 'office.png', 'a.webp', 'b.avif'];
    for (const name of [...uploads, 'blog/cloud.svg']) writeFileSync(join(site, name), 'x');
    expect(removeUploadedPhotographs(site).sort()).toEqual(
      uploads.map((name) => join(site, name)).sort(),
    );
    for (const name of uploads) expect(existsSync(join(site, name)), name).toBe(false);
    expect(existsSync(join(site, 'blog/cloud.svg'))).toBe(true);
  });
});
