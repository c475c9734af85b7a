import { describe, expect, it } from 'vitest';
import { median, medianInterval } from './medianInterval';

describe('median', () => {
  it('takes the middle value of an odd sample, whatever its order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  it('takes the mean of the two middle values of an even sample', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});

describe('medianInterval', () => {
  const oneToTen = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];

  it('spans the second smallest to the second largest of ten values', () => {
    // P(at most 1 of 10 below the median) = 11/1024 ≤ 2.5 %; at most 2: 56/1024 is over.
    expect(medianInterval(oneToTen)).toEqual({ median: 5.5, low: 2, high: 9 });
  });

  it('narrows in ranks as the sample grows: the tenth from each end of thirty', () => {
    const oneToThirty = Array.from({ length: 30 }, (_, index) => 30 - index);
    expect(medianInterval(oneToThirty)).toEqual({ median: 15.5, low: 10, high: 21 });
  });

  it('gives no range for fewer than six values', () => {
    expect(medianInterval([1, 2, 3, 4, 5])).toBeUndefined();
    expect(medianInterval([1, 2, 3, 4, 5, 6])).toEqual({ median: 3.5, low: 1, high: 6 });
  });
});
