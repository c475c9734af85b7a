import { describe, expect, it } from 'vitest';
import { queryVariants } from './queryVariants';

describe('queryVariants', () => {
  it('looks up an English query as typed, spaces tidied', () => {
    expect(queryVariants('  Cloud   Migrations ')).toEqual(['Cloud Migrations']);
  });

  it('looks up nothing for an empty query', () => {
    expect(queryVariants('   ')).toEqual([]);
  });

  it('drops short vowels, shadda and tatweel', () => {
    expect(queryVariants('الحَوْسَبَة الصحيّة السحـابية')).toEqual(['الحوسبة الصحية السحابية']);
  });

  it('writes Arabic-Indic and Eastern digits, decimal and thousands signs the Western way', () => {
    expect(queryVariants('٩٩٫٩٩ ٦٬٥٠٠ ۲۰۲۵')).toEqual(['99.99 6,500 2025']);
  });

  it.each([
    ['والشبكات', 'الشبكات'],
    ['بالصحية', 'الصحية'],
    ['وبالتحول', 'التحول'],
    ['للتحول', 'التحول'],
    ['فالأمن', 'الأمن'],
    ['كالسحابة', 'السحابة'],
  ])('also looks up %s with the article alone: %s', (typed, reduced) => {
    expect(queryVariants(typed)).toEqual([typed, reduced]);
  });

  it.each([
    ['الرقميه', 'الرقمية'],
    ['التحتيه', 'التحتية'],
  ])('also looks up %s with a final ة: %s', (typed, reduced) => {
    expect(queryVariants(typed)).toEqual([typed, reduced]);
  });

  it('reduces every word of a phrase, and leaves short words and the article alone', () => {
    expect(queryVariants('والبنيه التحتيه له')).toEqual([
      'والبنيه التحتيه له',
      'البنية التحتية له',
    ]);
    expect(queryVariants('الأمن')).toEqual(['الأمن']);
  });
});
