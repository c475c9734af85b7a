import { describe, expect, it } from 'vitest';
import { contentTypes } from '../content/schema/contentTypes';
import { addressField, addressPattern, defaultAddress, withoutAddress } from './pageAddress';

describe('a page address', () => {
  it('is made from a title: ASCII, lower case, its first words', () => {
    expect(defaultAddress('5G and Edge Computing: What They Mean for Saudi Businesses')).toBe(
      '5g-and-edge-computing-what-they',
    );
    expect(defaultAddress('Café Déjà Vu')).toBe('cafe-deja-vu');
    expect(defaultAddress('الحوسبة السحابية')).toMatch(addressPattern);
  });

  it('is no field of any document, so the files never hold it', () => {
    for (const type of contentTypes)
      expect(Object.keys(type.fields.shape)).not.toContain(addressField);
    expect(withoutAddress({ title: 'A', [addressField]: 'a' })).toEqual({ title: 'A' });
  });
});
