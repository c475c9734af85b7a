import { describe, expect, it } from 'vitest';
import { balancedGrid, gridColumns, gridRows } from './balancedGrid';

const rowsFor = (count: number, room: number, squeezedRoom = room) =>
  gridRows(count, gridColumns(count, room, squeezedRoom));

describe('gridColumns', () => {
  it('lays ten cards 5 + 5 where five fit squeezed, 4 + 4 + 2 where four fit, two a row where three fit', () => {
    expect(rowsFor(10, 4, 5)).toEqual([5, 5]);
    expect(rowsFor(10, 4)).toEqual([4, 4, 2]);
    expect(rowsFor(10, 3)).toEqual([2, 2, 2, 2, 2]);
  });

  it('prefers full rows at the same number of rows, and one row when all fit', () => {
    expect(rowsFor(6, 4)).toEqual([3, 3]);
    expect(rowsFor(9, 4)).toEqual([3, 3, 3]);
    expect(rowsFor(12, 5)).toEqual([4, 4, 4]);
    expect(rowsFor(5, 4)).toEqual([3, 2]);
    expect(rowsFor(3, 4)).toEqual([3]);
    expect(rowsFor(7, 1)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('fills every row but the last, which is never less than half full', () => {
    for (let count = 1; count <= 24; count += 1) {
      for (let room = 1; room <= 6; room += 1) {
        for (let squeezedRoom = room; squeezedRoom <= room + 1; squeezedRoom += 1) {
          const rows = rowsFor(count, room, squeezedRoom);
          const [first = 0] = rows;
          expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
          expect(first).toBeLessThanOrEqual(squeezedRoom);
          expect(rows.slice(0, -1).every((row) => row === first)).toBe(true);
          expect((rows.at(-1) ?? 0) * 2).toBeGreaterThanOrEqual(first);
        }
      }
    }
  });
});

describe('balancedGrid', () => {
  it('gives every item two of twice as many tracks and centres a short last row', () => {
    const css = balancedGrid(10, 15);
    expect(css).toContain('repeat(10, minmax(0, 1fr))');
    // 4 + 4 + 2: the ninth card starts a column in.
    expect(css).toContain('> :nth-child(9) { grid-column: 3 / span 2; }');
  });
});
