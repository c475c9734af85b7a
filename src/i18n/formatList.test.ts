import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/locales';
import { formatList } from './formatList';
import { localeInfo } from './localeInfo';

describe('lists for each language', () => {
  it('joins items as Intl does for the language', () => {
    for (const locale of locales) {
      const items = ['one', 'two', 'three'];
      expect(formatList(items, locale)).toBe(
        new Intl.ListFormat(localeInfo[locale].intlTag, { type: 'conjunction' }).format(items),
      );
    }
  });
});
