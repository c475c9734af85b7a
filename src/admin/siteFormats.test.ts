import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addressField } from './pageAddress';
import { closestRead, mdxFormat, yamlFormat } from './siteFormats';

const twins = ['en', 'ar'].map((locale) => `content/legal/privacy.${locale}.mdx`);

describe('mdxFormat', () => {
  it('writes an unedited document back byte for byte', () => {
    const format = mdxFormat();
    for (const file of twins) {
      const text = readFileSync(file, 'utf8');
      expect(format.toFile(format.fromFile(text))).toBe(text);
    }
  });

  it('rewrites only the edited line of the twin the edit came from', () => {
    const format = mdxFormat();
    const [english = '', arabic = ''] = twins.map((file) => readFileSync(file, 'utf8'));
    format.fromFile(english);
    const data = format.fromFile(arabic);
    const title = String(data.title);
    const saved = format.toFile({ ...data, title: `${title} المحدّثة` });
    const changed = saved.split('\n').filter((line, index) => line !== arabic.split('\n')[index]);
    expect(changed).toEqual([`title: ${title} المحدّثة`]);
  });
});

describe('yamlFormat', () => {
  it('starts a second save from what the first one wrote', () => {
    const format = yamlFormat();
    const first = format.toFile({ ...format.fromFile('title: One\nsummary: Two\n'), title: 'Uno' });
    expect(first).toBe('title: Uno\nsummary: Two\n');
    expect(format.toFile({ title: 'Uno', summary: 'Dos' })).toBe('title: Uno\nsummary: Dos\n');
  });

  it('writes a document it never read afresh', () => {
    expect(yamlFormat().toFile({ title: 'New' })).toBe('title: New\n');
  });

  it('leaves the page address out: it is the file’s name, no value in it', () => {
    expect(yamlFormat().toFile({ [addressField]: 'new-page', title: 'New' })).toBe('title: New\n');
    expect(mdxFormat().toFile({ [addressField]: 'new-page', title: 'New', body: 'Text\n' })).toBe(
      '---\ntitle: New\n---\n\nText\n',
    );
  });
});

describe('closestRead', () => {
  it('takes no read that shares half or less of the saved values', () => {
    const reads = [{ data: { title: 'A', summary: 'B' } }];
    expect(closestRead(reads, { title: 'A', summary: 'C' })).toBeUndefined();
    expect(closestRead(reads, { title: 'A', summary: 'B', icon: 'x' })).toBe(reads[0]);
  });
});
