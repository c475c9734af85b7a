/** The widest a grid gets, in columns, however much room there is. */
const mostColumns = 6;

/** The space between items, in rem: theme.space(6), the gap of every card grid. */
const gap = 1.5;

/**
 * How far below its narrowest an item may shrink so that the row takes one more item and
 * every row comes out full (ten cards as 5 + 5 rather than 4 + 4 + 2).
 */
const squeeze = 0.9;

/** The items of the last row of `count` items laid `columns` to a row. */
const lastRow = (count: number, columns: number) => count % columns || columns;

/**
 * How many columns a grid of `count` equal-width items takes when `room` items fit side by
 * side at their narrowest and `squeezedRoom` fit once squeezed. Every row is full but
 * perhaps the last, which is never less than half full (it is then centred):
 * - all items in one row when they fit;
 * - otherwise a column count that divides the count once squeezed, if one fits;
 * - otherwise the fewest rows, then the fullest last row, then the most columns.
 * Ten items: 5 + 5 where five fit squeezed, 4 + 4 + 2 where four fit, two a row where three
 * fit (3 + 3 + 3 + 1 would leave one card alone).
 */
export function gridColumns(count: number, room: number, squeezedRoom = room): number {
  if (count <= room) return Math.max(count, 1);
  for (let columns = Math.min(squeezedRoom, count); columns > room; columns -= 1) {
    if (count % columns === 0) return columns;
  }
  let best = 1;
  let bestRows = count;
  let bestFill = 1;
  for (let columns = 2; columns <= room; columns += 1) {
    const last = lastRow(count, columns);
    if (last * 2 < columns) continue;
    const rows = Math.ceil(count / columns);
    const fill = last / columns;
    const better = rows < bestRows || (rows === bestRows && (fill > bestFill || fill === bestFill));
    if (better) {
      best = columns;
      bestRows = rows;
      bestFill = fill;
    }
  }
  return best;
}

/** The rows `gridColumns` lays out, for tests and descriptions. */
export function gridRows(count: number, columns: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / columns);
  return Array.from({ length: rows }, (_, row) =>
    row < rows - 1 ? columns : lastRow(count, columns),
  );
}

/** How many items `minWidth` rem wide fit side by side in `width` rem. */
const fitting = (width: number, minWidth: number) =>
  Math.max(1, Math.floor((width + gap) / (minWidth + gap)));

/** The container width, in rem, from which `items` of `minWidth` fit side by side. */
const widthFor = (items: number, minWidth: number) =>
  Math.round((items * minWidth + (items - 1) * gap) * 100) / 100;

/**
 * The CSS for `columns` equal columns of `count` items. Each item spans two of twice as many
 * tracks, so a short last row can start half a column in and sit centred.
 */
function columnsCss(count: number, columns: number): string {
  if (columns === 1) return 'grid-template-columns: minmax(0, 1fr);';
  const last = lastRow(count, columns);
  const centred =
    last < columns
      ? `> :nth-child(${count - last + 1}) { grid-column: ${columns - last + 1} / span 2; }`
      : '';
  return `grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr));
      > * { grid-column: span 2; }
      ${centred}`;
}

/**
 * CSS for a grid of `count` items at least `minWidth` rem wide, `gap` rem apart, placed
 * in an element with `container-type: inline-size`. At each width the items take the
 * column count `gridColumns` picks for the room there is: every item of the grid is as
 * wide as every other, rows are full but perhaps the last, which is centred.
 */
export function balancedGrid(count: number, minWidth: number): string {
  const most = Math.min(Math.max(count, 1), mostColumns);
  // The widths where the room changes, at the narrowest and squeezed.
  const steps = new Set<number>();
  for (let items = 2; items <= most; items += 1) {
    steps.add(widthFor(items, minWidth));
    steps.add(widthFor(items, minWidth * squeeze));
  }
  const starts = [0, ...[...steps].sort((one, other) => one - other)];
  const ranges: { from: number; to: number | null; columns: number }[] = [];
  starts.forEach((from, index) => {
    const columns = gridColumns(
      count,
      Math.min(fitting(from, minWidth), most),
      Math.min(fitting(from, minWidth * squeeze), most),
    );
    const previous = ranges.at(-1);
    if (previous && previous.columns === columns) previous.to = starts[index + 1] ?? null;
    else ranges.push({ from, to: starts[index + 1] ?? null, columns });
  });
  const layouts = [`display: grid; gap: ${gap}rem;`];
  for (const { from, to, columns } of ranges) {
    // A range, so one layout ends exactly where the next begins, in the fewest bytes.
    const condition = [from > 0 ? `${from}rem <= ` : '', 'width', to === null ? '' : ` < ${to}rem`];
    const css = columnsCss(count, columns);
    layouts.push(from === 0 && to === null ? css : `@container (${condition.join('')}) { ${css} }`);
  }
  return layouts.join('\n');
}
