import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/locales';
import { localeInfo } from './localeInfo';

describe('locale facts', () => {
  it('pairs each language with the other one', () => {
    for (const locale of locales) {
      const { otherLocale } = localeInfo[locale];
      expect(otherLocale).not.toBe(locale);
      expect(localeInfo[otherLocale].otherLocale).toBe(locale);
    }
  });
});
