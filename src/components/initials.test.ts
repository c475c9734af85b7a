import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('skips honorifics and keeps two letters', () => {
    expect(initials('Dr. Majed S.')).toBe('MS');
    expect(initials('Eng. Turki M.')).toBe('TM');
    expect(initials('Lama A.')).toBe('LA');
    expect(initials('Abdulrahman Saleh Al-Harbi')).toBe('AS');
  });

  it('keeps Arabic initials from joining into a word', () => {
    expect(initials('د. ماجد س.')).toBe('م\u200cس');
    expect(initials('م. تركي م.')).toBe('ت\u200cم');
  });

  it("takes a family name's initial after its article", () => {
    expect(initials('Abdulrahman Al-Harbi')).toBe('AH');
    expect(initials('Noura al-Otaibi')).toBe('NO');
    expect(initials('عبدالرحمن الحربي')).toBe('ع\u200cح');
    expect(initials('Alaa Aldossary')).toBe('AA');
  });
});
