import { describe, expect, it } from 'vitest';
import { interfaceStringProblems, twinProblems, type ContentDocument } from './twinParity';

function document(locale: 'en' | 'ar', data: Record<string, unknown>): ContentDocument {
  return {
    type: 'Service',
    slug: 'cloud',
    locale,
    file: `content/services/cloud.${locale}.yaml`,
    data,
  };
}

const english = {
  title: 'Cloud',
  features: [{ title: 'Migration', icon: 'cloud' }],
  primaryAction: { label: 'Get Started', href: '/contact' },
};
const arabic = {
  title: 'السحابة',
  features: [{ title: 'الانتقال', icon: 'cloud' }],
  primaryAction: { label: 'ابدأ الآن', href: '/contact' },
};

describe('English and Arabic twins', () => {
  it('accepts twins of the same shape', () => {
    expect(twinProblems([document('en', english), document('ar', arabic)])).toEqual([]);
  });

  it('names the missing twin file', () => {
    expect(twinProblems([document('en', english)])).toEqual([
      'content/services/cloud.en.yaml has no Arabic twin. Create content/services/cloud.ar.yaml with the same fields in Arabic.',
    ]);
  });

  it('names a list of a different length with both counts', () => {
    const problems = twinProblems([
      document('en', english),
      document('ar', { ...arabic, features: [] }),
    ]);
    expect(problems).toEqual([
      'content/services/cloud.ar.yaml: "features" has 0 items but content/services/cloud.en.yaml has 1. Both languages need the same number of items, in the same order.',
    ]);
  });

  it('names a missing nested field', () => {
    const problems = twinProblems([
      document('en', english),
      document('ar', { ...arabic, primaryAction: { href: '/contact' } }),
    ]);
    expect(problems).toEqual([
      'content/services/cloud.ar.yaml: "primaryAction.label" is missing. content/services/cloud.en.yaml has it; add its Arabic text.',
    ]);
  });

  it('requires untranslated fields such as links to be identical', () => {
    const problems = twinProblems([
      document('en', english),
      document('ar', { ...arabic, primaryAction: { label: 'ابدأ الآن', href: '/ar/contact' } }),
    ]);
    expect(problems[0]).toContain('"primaryAction.href" is "/ar/contact"');
    expect(problems[0]).toContain('must be identical in both languages');
  });

  it('compares a group named like an untranslated field field by field', () => {
    const block = (title: string, slugs: string[]) => ({
      testimonials: { title, testimonials: slugs },
    });
    expect(
      twinProblems([
        document('en', block('What clients say', ['cio'])),
        document('ar', block('ماذا يقول عملاؤنا', ['cio'])),
      ]),
    ).toEqual([]);
    const problems = twinProblems([
      document('en', block('What clients say', ['cio'])),
      document('ar', block('ماذا يقول عملاؤنا', ['cto'])),
    ]);
    expect(problems[0]).toContain('"testimonials.testimonials" is ["cto"]');
  });

  it('reports a field whose form differs', () => {
    const problems = twinProblems([
      document('en', english),
      document('ar', { ...arabic, title: ['السحابة'] }),
    ]);
    expect(problems[0]).toContain(
      '"title" is a list but in content/services/cloud.en.yaml it is a string',
    );
  });
});

describe('interface strings', () => {
  it('accepts different plural forms of the same key', () => {
    expect(
      interfaceStringProblems(
        { wait_one: 'a minute', wait_other: '{{count}} minutes' },
        { wait_zero: 'لا', wait_two: 'دقيقتان', wait_few: 'دقائق', wait_other: 'دقيقة' },
      ),
    ).toEqual([]);
  });

  it('names a key missing in either language', () => {
    expect(interfaceStringProblems({ nav: { home: 'Home' } }, { nav: {} })).toEqual([
      'src/i18n/locales/ar.json: "nav.home" is missing. Add the Arabic text for it.',
    ]);
    expect(interfaceStringProblems({}, { extra: 'زائد' })).toEqual([
      'src/i18n/locales/en.json: "extra" is missing. Add the English text for it.',
    ]);
  });
});
