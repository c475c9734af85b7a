import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editedYaml, freshYaml } from './editedYaml';

const yamlFiles = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => join('content', file));

type Path = (string | number)[];

function textLeaves(data: unknown, path: Path = []): Path[] {
  if (typeof data === 'string') return data.includes(' ') ? [path] : [];
  if (Array.isArray(data)) return data.flatMap((item, index) => textLeaves(item, [...path, index]));
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([key, value]) => textLeaves(value, [...path, key]));
  }
  return [];
}

function withValue(data: unknown, path: Path, change: (text: string) => string): unknown {
  const copy: unknown = structuredClone(data);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => Reflect.get(Object(node), key), copy);
  const key = path.at(-1) ?? '';
  Reflect.set(Object(parent), key, change(String(Reflect.get(Object(parent), key))));
  return copy;
}

const growth = '-and-more';
const grown = growth.length;
const printWidth = 100;

/** The middle word of a text, made longer: the edit most likely to move a line break. */
function longerMiddleWord(text: string): string {
  const words = text.split(' ');
  const middle = Math.floor(words.length / 2);
  return words.map((word, index) => (index === middle ? `${word}${growth}` : word)).join(' ');
}

/**
 * 'one line' when one line changed, or when a one-line value pushed past the width moved
 * below its field name or list dash (`key: >-` and the text on the next line), as Prettier would have it.
 */
function diffShape(before: string, after: string): string {
  const old = before.split('\n');
  const now = after.split('\n');
  const first = old.findIndex((line, index) => line !== now[index]);
  const changed = old.filter((line, index) => line !== now[index]).length;
  if (old.length === now.length && changed === 1) return 'one line';
  const moved =
    now.length === old.length + 1 &&
    now[first]?.endsWith(' >-') === true &&
    (old[first]?.length ?? 0) + grown > printWidth &&
    old.slice(first + 1).join('\n') === now.slice(first + 2).join('\n');
  return moved ? 'one line' : `${changed} lines from line ${first + 1}`;
}

const prettierOptions = { parser: 'yaml', singleQuote: true, printWidth } as const;

describe('editedYaml', () => {
  it.each(yamlFiles)('changes one line for a one-word edit of any text in %s', async (file) => {
    const original = readFileSync(file, 'utf8');
    const data: unknown = parse(original);
    const leaves = textLeaves(data);
    expect(leaves.length).toBeGreaterThan(0);
    for (const path of leaves) {
      const changed = withValue(data, path, longerMiddleWord);
      const edited = editedYaml(original, changed);
      expect(edited, path.join('.')).toBeDefined();
      expect(parse(edited ?? '')).toEqual(changed);
      expect(diffShape(original, edited ?? ''), path.join('.')).toBe('one line');
      expect(await format(edited ?? '', prettierOptions)).toBe(edited);
    }
  });

  it('writes nothing new when nothing changed', () => {
    const original = readFileSync(yamlFiles[0] ?? '', 'utf8');
    expect(editedYaml(original, parse(original))).toBe(original);
  });

  it('leaves a field the editor emptied to a fresh write, and one left blank unwritten', () => {
    const original = 'title: Cloud\nsummary: Moves workloads\n';
    expect(editedYaml(original, { title: 'Cloud' })).toBeUndefined();
    expect(editedYaml(original, { title: 'Cloud', summary: 'Moves workloads', note: '' })).toBe(
      original,
    );
  });

  it('leaves a field the editor cleared, and a group left empty, out of the file', () => {
    const original = 'title: Cloud\nsummary: Moves workloads\nimage:\n  alt: A cloud\n';
    expect(
      editedYaml(original, { title: 'Cloud', summary: '', image: { alt: '' } }),
    ).toBeUndefined();
    expect(freshYaml({ title: 'Cloud', summary: '', image: { alt: '' } })).toBe('title: Cloud\n');
  });

  it('keeps a repeated word once when a paragraph loses one', () => {
    const original = 'text: >-\n  a a a\n';
    expect(parse(editedYaml(original, { text: 'a a' }) ?? '')).toEqual({ text: 'a a' });
  });

  it('moves a line that grows past the width into a folded paragraph Prettier keeps', async () => {
    const original = 'items:\n  - label: Short\n';
    const long =
      'A label that an editor made much longer than it was, so long that it no longer fits';
    const edited = editedYaml(original, { items: [{ label: long }] }) ?? '';
    expect(parse(edited)).toEqual({ items: [{ label: long }] });
    expect(await format(edited, prettierOptions)).toBe(edited);
  });

  it('keeps quotes where a new value needs them', () => {
    const edited = editedYaml('title: Plain\n', { title: 'Plain: with a colon' }) ?? '';
    expect(parse(edited)).toEqual({ title: 'Plain: with a colon' });
  });
});

describe('freshYaml', () => {
  it.each(yamlFiles)('writes %s as Prettier leaves it', async (file) => {
    const data: unknown = parse(readFileSync(file, 'utf8'));
    const fresh = freshYaml(data);
    expect(parse(fresh)).toEqual(data);
    expect(await format(fresh, prettierOptions)).toBe(fresh);
  });
});
