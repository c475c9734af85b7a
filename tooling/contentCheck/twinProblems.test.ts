import { describe, expect, it } from 'vitest';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { formatProblem } from './problem';
import { readSource, type Source } from './sources';
import { twinProblems } from './twinProblems';

function source(inContent: string, text: string): Source {
  const read = readSource(`content/${inContent}`, inContent, text, contentTypes);
  if (!read.source) throw new Error(read.problems.map(formatProblem).join(' '));
  return read.source;
}

const leader = (locale: 'en' | 'ar', role: string, expertise: string[], rating = '') =>
  source(
    `leadership/noura.${locale}.yaml`,
    [
      `name: Noura`,
      `role: ${role}`,
      `bio: Leads delivery.`,
      'expertise:',
      ...expertise.map((item) => `  - ${item}`),
      rating,
    ].join('\n'),
  );

const testimonial = (locale: 'en' | 'ar', rating: number) =>
  source(
    `testimonials/amal.${locale}.yaml`,
    `quote: Fast.\nname: Amal\ntitle: CIO\ncompany: Clinic\nrating: ${rating}\n`,
  );

describe('English and Arabic twins', () => {
  it('accepts twins that differ only in their words', () => {
    expect(
      twinProblems([
        leader('en', 'Director', ['Cloud', 'Security', 'Data']),
        leader('ar', 'مديرة', ['السحابة', 'الأمن', 'البيانات']),
      ]),
    ).toEqual([]);
  });

  it('names the missing twin and the file to create', () => {
    expect(twinProblems([testimonial('en', 5)]).map(formatProblem)).toEqual([
      'content/testimonials/amal.en.yaml: has no Arabic twin. Create content/testimonials/amal.ar.yaml with the same fields in Arabic.',
    ]);
  });

  it('refuses a language-neutral field that differs, naming file, line and field', () => {
    expect(twinProblems([testimonial('en', 5), testimonial('ar', 4)]).map(formatProblem)).toEqual([
      'content/testimonials/amal.ar.yaml, line 5, field rating: found 4, but content/testimonials/amal.en.yaml has 5. This field is not translated: write the same value in both languages.',
    ]);
  });

  it('refuses lists of different lengths', () => {
    const [problem] = twinProblems([
      leader('en', 'Director', ['Cloud', 'Security', 'Data']),
      leader('ar', 'مديرة', ['السحابة', 'الأمن']),
    ]);
    expect(problem).toMatchObject({ file: 'content/leadership/noura.ar.yaml', field: 'expertise' });
    expect(problem?.message).toContain('has 2 items, but content/leadership/noura.en.yaml has 3');
  });
});
