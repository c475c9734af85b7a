import { describe, expect, it } from 'vitest';
import { initials } from './initials';

/** Arabic letters, which join into words when two stand together. */
const arabicLetter = /^\p{Script=Arabic}$/u;

describe('initials', () => {
  it('is the first letter of the name, after any honorific', () => {
    expect(initials('Dr. Majed S.')).toBe('M');
    expect(initials('Eng. Turki M.')).toBe('T');
    expect(initials('Lama A.')).toBe('L');
    expect(initials('noura al-Otaibi')).toBe('N');
  });

  it('is one Arabic letter, which cannot join another into a word', () => {
    // «م. تركي م.» gave «ت‌م», read as «تم»; «د. ماجد س.» gave «م‌س».
    for (const name of ['د. ماجد س.', 'م. تركي م.', 'أ. لمى ع.', 'عبدالرحمن الحربي']) {
      const monogram = initials(name);
      expect(Array.from(monogram)).toHaveLength(1);
      expect(monogram).toMatch(arabicLetter);
    }
    expect(initials('م. تركي م.')).toBe('ت');
    expect(initials('د. ماجد س.')).toBe('م');
  });

  it('is empty for a name with nothing but an honorific', () => {
    expect(initials('Dr.')).toBe('');
  });
});
