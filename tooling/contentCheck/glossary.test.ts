import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryFile, glossaryProblems, keepNamesTogether, readGlossary } from './glossary';

const glossary = readGlossary(readFileSync(glossaryFile, 'utf8'));
const arabic = (text: string) =>
  glossaryProblems([{ file: 'a.ar.yaml', locale: 'ar', text }], glossary);
const english = (text: string) =>
  glossaryProblems([{ file: 'a.en.yaml', locale: 'en', text }], glossary);

/** The first rejected variant of the glossary in `locale`, and the term it stands for. */
function firstRejected(locale: 'en' | 'ar') {
  const term = glossary.terms.find((candidate) => candidate.rejected[locale].length > 0);
  const variant = term?.rejected[locale][0];
  if (!term || !variant) throw new Error(`The glossary rejects nothing in ${locale}`);
  return { term, variant };
}

describe('readGlossary', () => {
  it('reads every row of the terms table, with its rejected variants in each language', () => {
    expect(glossary.terms.length).toBeGreaterThan(5);
    for (const term of glossary.terms) {
      expect(term.written.en).not.toBe('');
      expect(term.written.ar).toMatch(/\p{Script=Arabic}/u);
      for (const variant of term.rejected.ar) expect(variant).not.toMatch(/[,،]/);
    }
    expect(glossary.keptTogether.length).toBeGreaterThan(0);
  });
});

describe('glossaryProblems', () => {
  it('names the line, the rejected variant and the term to write, in Arabic', () => {
    const { term, variant } = firstRejected('ar');
    const [problem, ...more] = arabic(`title: نبذة\nsummary: نتحدث عن ${variant} بوضوح.`);
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: 'a.ar.yaml', line: 2 });
    expect(problem?.message).toContain(`"${variant}"`);
    expect(problem?.message).toContain(term.written.ar);
  });

  it('finds a variant behind a joined prefix, and not inside a longer word', () => {
    const { variant } = firstRejected('ar');
    expect(arabic(`وب${variant}`)).toHaveLength(1);
    expect(arabic(`وبال${variant}`)).toHaveLength(1);
    expect(arabic(`${variant}ات`)).toEqual([]);
  });

  it('finds a variant written with short vowels or a shadda', () => {
    const { variant } = firstRejected('ar');
    const shadda = '\u0651';
    const damma = '\u064F';
    expect(arabic(`${variant.slice(0, 2)}${shadda}${variant.slice(2)}`)).toHaveLength(1);
    expect(arabic(variant.replace(/\p{L}/gu, `$&${damma}`))).toHaveLength(1);
  });

  it('reads a variant that starts with ال after ل, which drops the alif', () => {
    const term = glossary.terms.find(({ rejected }) =>
      rejected.ar.some((variant) => variant.startsWith('ال')),
    );
    const variant = term?.rejected.ar.find((candidate) => candidate.startsWith('ال')) ?? '';
    expect(arabic(`ل${variant.slice(1)}`)).toHaveLength(1);
  });

  it('finds English variants in any case, and only in English files', () => {
    const { variant } = firstRejected('en');
    expect(english(`We are ${variant.toUpperCase()}.`)).toHaveLength(1);
    expect(arabic(variant)).toEqual([]);
  });

  it('rejects و joined to a Latin word, and accepts it before digits or after a space', () => {
    const [joined] = arabic('نعمل على Microsoft Azure وGoogle Cloud معًا.');
    expect(joined?.message).toContain('"وGoogle"');
    expect(joined?.message).toContain('"و Google"');
    expect(arabic('شبكات و4G/5G')).toHaveLength(1);
    expect(arabic('نعمل على Azure و Google Cloud، وخفّضنا التكلفة 30٪ و50٪.')).toEqual([]);
  });

  it('rejects the Latin percent sign in Arabic and names the Arabic one', () => {
    const [problem] = arabic('وفّرنا 98% من الوقت');
    expect(problem?.message).toContain('"98٪"');
    expect(english('We saved 98% of the time')).toEqual([]);
  });
});

describe('keepNamesTogether', () => {
  it('joins the words of each listed name with a no-break space, whole names only', () => {
    const [name = ''] = glossary.keptTogether.filter((listed) => listed.includes(' '));
    const joined = name.replaceAll(' ', '\u00a0');
    expect(keepNamesTogether(`نحمل ${name}، و ${name}.`, glossary.keptTogether)).toBe(
      `نحمل ${joined}، و\u00a0${joined}.`,
    );
    expect(keepNamesTogether(`${name}1`, [name])).toBe(`${name}1`);
    expect(keepNamesTogether('X', [])).toBe('X');
  });

  it('keeps an Arabic "و" with the Latin word after it, and a figure with its word', () => {
    expect(keepNamesTogether('على AWS و Azure خلال 15 دقيقة', [])).toBe(
      'على AWS و\u00a0Azure خلال 15\u00a0دقيقة',
    );
    expect(keepNamesTogether('1.5 million, 98٪ من العملاء, 2,500 staff', [])).toBe(
      '1.5\u00a0million, 98٪\u00a0من العملاء, 2,500\u00a0staff',
    );
    expect(keepNamesTogether('1. First step\nوالتقنية 5 ', [])).toBe('1. First step\nوالتقنية 5 ');
    expect(keepNamesTogether('بضوابط SOC 2 نفسها', ['SOC 2'])).toBe('بضوابط SOC\u00a02 نفسها');
  });
});
