import { describe, expect, it } from 'vitest';
import { balancedRows } from './balancedGrid';

describe('balancedRows', () => {
  it('fills the fewest rows as evenly as the count allows, fuller rows first', () => {
    expect(balancedRows(10, 4)).toEqual([4, 3, 3]);
    expect(balancedRows(10, 5)).toEqual([5, 5]);
    expect(balancedRows(5, 4)).toEqual([3, 2]);
    expect(balancedRows(6, 5)).toEqual([3, 3]);
    expect(balancedRows(3, 4)).toEqual([3]);
    expect(balancedRows(7, 1)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(balancedRows(0, 3)).toEqual([]);
  });

  it('never leaves a row less than half as full as the longest', () => {
    for (let count = 1; count <= 24; count += 1) {
      for (let room = 1; room <= 6; room += 1) {
        const rows = balancedRows(count, room);
        expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(room);
        expect(Math.min(...rows) * 2).toBeGreaterThanOrEqual(Math.max(...rows));
      }
    }
  });
});
