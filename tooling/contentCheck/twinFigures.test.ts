import { describe, expect, it } from 'vitest';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { formatProblem } from './problem';
import { readSource, readSources } from './sources';
import { figureDifference, figuresIn } from './twinFigures';
import { twinProblems } from './twinProblems';

describe('figuresIn', () => {
  it('reads Western and Arabic-Indic digits, decimals and thousands alike', () => {
    expect(figuresIn('5,000 projects, 99.9% uptime')).toEqual(['5000', '99.9']);
    expect(figuresIn('٥٬٠٠٠ مشروع وجاهزية ٩٩٫٩٪')).toEqual(['5000', '99.9']);
  });

  it('leaves out 1, 2 and round-the-clock, which Arabic says in words', () => {
    expect(figuresIn('2 weeks, 1 team, 24/7 support, 24 / 7 / 365 cover')).toEqual([]);
    expect(figuresIn('24 hours')).toEqual(['24']);
  });

  it('reads digits inside a name as part of the name, and a multiplier as a figure', () => {
    expect(figuresIn('5G, 4G and Wi-Fi 6E cover 3x the area of 10 masts for $2.4M')).toEqual([
      '10',
      '2.4',
      '3',
    ]);
  });
});

describe('figureDifference', () => {
  it('names the figures one language lacks or adds', () => {
    expect(figureDifference('cut 40% in 18 months', 'خفّض 40٪ خلال 18 شهرًا')).toBe('');
    expect(figureDifference('cut 40% in 18 months', 'خفّض 45٪ خلال 18 شهرًا')).toBe(
      'lacks 40 and adds 45',
    );
    expect(figureDifference('500 clients and 500 sites', 'أكثر من 500 عميل')).toBe('lacks 500');
  });
});

describe('twinProblems', () => {
  it('names the field whose Arabic lacks a figure of the English', () => {
    const testimonial = (locale: 'en' | 'ar', quote: string) => {
      const inContent = `testimonials/amal.${locale}.yaml`;
      const text = `quote: ${quote}\nname: Amal\ntitle: CIO\ncompany: Clinic\nrating: 5\n`;
      const { source } = readSource(`content/${inContent}`, inContent, text, contentTypes);
      if (!source) throw new Error(`The fixture ${inContent} does not read`);
      return source;
    };
    const problems = twinProblems([
      testimonial('en', 'Ready in 18 months.'),
      testimonial('ar', 'جاهز خلال عام ونصف.'),
    ]).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/testimonials\/amal\.ar\.yaml, line 1, field quote: lacks 18 beside content\/testimonials\/amal\.en\.yaml\./,
      ),
    ]);
  });
});

describe('every twin pair in content/', () => {
  it('gives the same figures in English and Arabic, field by field and in the text', () => {
    const { sources } = readSources('content', contentTypes);
    const differences = twinProblems(sources)
      .filter((problem) => problem.message.includes('Both languages give the same figures'))
      .map(formatProblem);
    expect(differences).toEqual([]);
    expect(sources.length).toBeGreaterThan(100);
  });
});
