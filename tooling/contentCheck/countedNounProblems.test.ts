import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { facts as factsType } from '../../src/content/schema/facts';
import { checkContent, contentFolders } from './checkContent';
import { countedNounProblems } from './countedNounProblems';
import { readSource, readSources, type Source } from './sources';
import { nounsCountedIn } from '../../src/testing/nounsCountedIn';

const factsText = readFileSync('content/site/facts.yaml', 'utf8');
const written = factsType.fields.parse(parse(factsText));
const [client] = nounsCountedIn('pages/about.ar.yaml', 'clients');
const [country] = nounsCountedIn('pages/about.en.yaml', 'countries');
if (!client || !country) throw new Error('The about pages count clients and countries');

function sourcesFor(inContent: string, text: string, facts = written): Source[] {
  const { source: factsSource } = readSource(
    'content/site/facts.yaml',
    'site/facts.yaml',
    factsText,
    contentTypes,
  );
  const { source } = readSource(`content/${inContent}`, inContent, text, contentTypes, facts);
  if (!factsSource || !source) throw new Error(`${inContent} could not be read`);
  return [factsSource, source];
}

describe('counted nouns after a figure', () => {
  it('names a hand-written noun that does not agree, with its line and the right form', () => {
    const problems = countedNounProblems(
      sourcesFor(
        'pages/about.ar.yaml',
        `title: من نحن\nsummary: >-\n  نخدم أكثر من 650 ${client.other} و3\n  ${client.other}، و11 ${client.many}.`,
      ),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatchObject({ file: 'content/pages/about.ar.yaml', line: 3 });
    expect(problems[0]?.message).toContain(`«650 ${client.many}»`);
    expect(problems[1]).toMatchObject({ line: 3 });
    expect(problems[1]?.message).toContain(`«3 ${client.few}»`);
  });

  it('asks for the words where Arabic says the number in the noun', () => {
    const [problem] = countedNounProblems(
      sourcesFor('pages/about.ar.yaml', `summary: لدينا 1 ${client.other} و2 ${client.two}`),
    );
    expect(problem?.message).toContain(`«${client.one}»`);
  });

  it('passes a fact written with its noun, whatever the number', () => {
    for (const value of [1, 2, 3, 11, 100, 650, 5000]) {
      const facts = { ...written, clients: { value, unit: 'count' as const } };
      expect(
        countedNounProblems(
          sourcesFor(
            'pages/about.ar.yaml',
            `summary: أكثر من {clients ${client.other}} هنا`,
            facts,
          ),
        ),
      ).toEqual([]);
    }
  });

  it('reads English plurals after 1, and leaves a singular used as an attribute', () => {
    const problems = countedNounProblems(
      sourcesFor(
        'pages/about.en.yaml',
        `summary: 1 ${country.other}, 12 ${country.other} and a 5 ${country.one} pilot`,
      ),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(`«1 ${country.one}»`);
  });

  it('names a caption under a count that reads on as its counted noun', () => {
    const figure = (label: string) =>
      `title: من نحن\nstats:\n  - value: 650\n    unit: count\n    label: ${label}\n`;
    const [problem] = countedNounProblems(
      sourcesFor('pages/about.ar.yaml', figure(`${client.other} راضٍ`)),
    );
    expect(problem).toMatchObject({ line: 5, field: 'stats[1].label' });
    expect(
      countedNounProblems(sourcesFor('pages/about.ar.yaml', figure(`ال${client.few} الراضون`))),
    ).toEqual([]);
  });

  it('finds nothing to mend in the content as written', () => {
    const { sources, shared } = readSources('content', contentTypes);
    expect(countedNounProblems([...shared, ...sources])).toEqual([]);
  });

  it("is one of the content check's rules", async () => {
    const copy = mkdtempSync(join(tmpdir(), 'counted-nouns-'));
    try {
      cpSync('content', copy, { recursive: true });
      const about = join(copy, 'pages/about.ar.yaml');
      const text = readFileSync(about, 'utf8');
      writeFileSync(about, text.replace(/\{clients\s+[^\s{}]+\}/u, `650 ${client.other}`));
      const { problems } = await checkContent('.', { ...contentFolders, content: copy });
      const named = problems.filter(({ message }) => message.includes(`650 ${client.many}`));
      expect(named).toHaveLength(1);
      expect(named[0]?.file).toMatch(/pages\/about\.ar\.yaml$/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    // The whole check reads and formats every file of content/.
  }, 60_000);
});
