import { describe, expect, it } from 'vitest';
import { socialCardKey, type SocialCardInput } from './socialCardKey';

const card: SocialCardInput = {
  template: 'template-hash',
  fonts: 'fonts-hash',
  locale: 'en',
  kind: 'Service',
  title: 'Cloud Computing',
  site: 'Tayba Digital',
  domain: 'www.example.com',
};

describe('social card cache key', () => {
  it('is the same for the same card, so an unchanged page is copied, not drawn', () => {
    expect(socialCardKey({ ...card })).toBe(socialCardKey(card));
  });

  it.each(Object.keys(card).filter((field) => field !== 'template'))(
    'changes with the %s, so the card is drawn again',
    (field) => {
      expect(socialCardKey({ ...card, [field]: 'something else' })).not.toBe(socialCardKey(card));
    },
  );

  it('changes with the template, so a new design draws every card again', () => {
    expect(socialCardKey({ ...card, template: 'next' })).not.toBe(socialCardKey(card));
  });

  it('keeps fields apart: text moved from one field to the next is another card', () => {
    expect(socialCardKey({ ...card, kind: 'Service Cloud', title: 'Computing' })).not.toBe(
      socialCardKey({ ...card, kind: 'Service', title: 'Cloud Computing' }),
    );
  });
});
