import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { facts as factsType } from '../../src/content/schema/facts';
import { resolveFacts, unknownFactProblems } from './factTokens';
import { nounsCountedIn } from '../../src/testing/nounsCountedIn';

const facts = {
  clients: { value: 5000, unit: 'count' },
  retention: { value: 0.98, unit: 'percent' },
  responseTime: { value: 10, unit: 'minute' },
  foundingYear: 2013,
  officeCity: { en: 'Madina', ar: 'المدينة المنورة' },
} as const;

const minutes = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    value,
  );

describe('company-wide facts in text', () => {
  it('writes a fact into text for the page language, and a quoted whole value as the number', () => {
    const text = "summary: Over {clients} clients\nfigures:\n  - value: '{retention}'";
    expect(resolveFacts(text, 'en', facts).text).toBe(
      'summary: Over 5,000 clients\nfigures:\n  - value: 0.98',
    );
    expect(resolveFacts('title: نسبة {retention}', 'ar', facts).text).toBe(
      `title: نسبة ${new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'percent' }).format(0.98)}`,
    );
  });

  it('writes units out in a sentence, with the grammar of each language', () => {
    expect(resolveFacts('a: within {responseTime}', 'en', facts).text).toBe(
      `a: within ${minutes('en-US', 10)}`,
    );
    expect(resolveFacts('a: خلال {responseTime}', 'ar', facts).text).toBe(
      `a: خلال ${minutes('ar-SA-u-nu-latn', 10)}`,
    );
  });

  it("writes a figure's number alone, and a year as it is, never with a thousands comma", () => {
    const text =
      "a: a {responseTime.value}-minute response since {foundingYear}\nyear: '{foundingYear}'";
    expect(resolveFacts(text, 'en', facts).text).toBe(
      'a: a 10-minute response since 2013\nyear: 2013',
    );
  });

  it("writes text kept in both languages in the page's language", () => {
    const text = "city: '{officeCity}'\nline: In {officeCity}";
    expect(resolveFacts(text, 'en', facts).text).toBe("city: 'Madina'\nline: In Madina");
    expect(resolveFacts(text, 'ar', facts).text).toBe(
      "city: 'المدينة المنورة'\nline: In المدينة المنورة",
    );
  });

  it('names an unknown fact with its line and leaves it as written', () => {
    expect(resolveFacts('a: 1\nb: {clientz}', 'en', facts)).toEqual({
      text: 'a: 1\nb: {clientz}',
      unknown: [{ name: 'clientz', line: 2 }],
    });
  });
});

describe('a count and the noun it counts', () => {
  const written = factsType.fields.parse(parse(readFileSync('content/site/facts.yaml', 'utf8')));
  const withClients = (value: number) => ({
    ...written,
    clients: { value, unit: 'count' as const },
  });
  const [client] = nounsCountedIn('pages/about.ar.yaml', 'clients');
  const [englishClient] = nounsCountedIn('pages/about.en.yaml', 'clients');
  if (!client || !englishClient) throw new Error('The about pages count clients');

  it('writes the Arabic form each number calls for, naming the noun by any of its forms', () => {
    const resolve = (value: number, noun = client.other) =>
      resolveFacts(`a: {clients ${noun}}`, 'ar', withClients(value)).text;
    expect(resolve(650)).toBe(`a: 650 ${client.many}`);
    expect(resolve(3)).toBe(`a: 3 ${client.few}`);
    expect(resolve(10, client.few)).toBe(`a: 10 ${client.few}`);
    expect(resolve(11, client.many)).toBe(`a: 11 ${client.many}`);
    expect(resolve(500)).toBe(`a: 500 ${client.other}`);
    expect(resolve(5000)).toBe(`a: 5,000 ${client.other}`);
    expect(resolve(103)).toBe(`a: 103 ${client.few}`);
    // Arabic names one and two in the noun itself, without the digit.
    expect(resolve(1)).toBe(`a: ${client.one}`);
    expect(resolve(2)).toBe(`a: ${client.two}`);
  });

  it('reads a count wrapped across two lines, keeping every line where it was', () => {
    const folded = `a: >-\n  خدمنا أكثر من {clients\n  ${client.other}} في المنطقة\nb: c`;
    const { text, unknown } = resolveFacts(folded, 'ar', withClients(650));
    expect(unknown).toEqual([]);
    expect(text).toBe(`a: >-\n  خدمنا أكثر من\n  650 ${client.many} في المنطقة\nb: c`);
    expect(parse(text)).toEqual({ a: `خدمنا أكثر من 650 ${client.many} في المنطقة`, b: 'c' });
  });

  it('counts in English too, naming the noun by its singular: 1 and 650', () => {
    const resolve = (value: number) =>
      resolveFacts(`a: {clients ${englishClient.one}}`, 'en', withClients(value)).text;
    expect(resolve(1)).toBe(`a: 1 ${englishClient.one}`);
    expect(resolve(650)).toBe(`a: 650 ${englishClient.other}`);
  });

  it('refuses a noun the table lacks, and a noun after a figure that is not a count', () => {
    const { text, unknown } = resolveFacts(
      // «زبون» is a noun the table has not: the test's own word.
      `a: {clients زبون}\nb: {responseTime ${client.other}}`,
      'ar',
      written,
    );
    expect(text).toBe(`a: {clients زبون}\nb: {responseTime ${client.other}}`);
    const [unknownNoun, notCount] = unknownFactProblems('x.ar.yaml', unknown, written);
    expect(unknownNoun).toMatchObject({ file: 'x.ar.yaml', line: 1 });
    expect(unknownNoun?.message).toContain(`write one of: ${written.nouns.ar[0]?.other}`);
    expect(notCount).toMatchObject({ line: 2 });
    expect(notCount?.message).toContain('only a count (unit: count)');
  });

  it('reads no fact named nouns', () => {
    expect(resolveFacts('a: {nouns}', 'ar', written).unknown).toEqual([{ name: 'nouns', line: 1 }]);
  });
});
