import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './formatDate';

describe('dates for each language', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes dates in the Gregorian calendar in both languages', () => {
    expect(formatDate('2024-03-12T00:00:00.000Z', 'en')).toBe('March 12, 2024');
    expect(formatDate('2024-03-12T00:00:00.000Z', 'ar')).toBe('12 مارس 2024');
  });

  it('makes one formatter per language, not one per date', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (const day of ['2024-03-12', '2024-03-13', '2024-03-14']) {
      formatDate(`${day}T00:00:00.000Z`, 'en');
      formatDate(`${day}T00:00:00.000Z`, 'ar');
    }
    expect(made.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
