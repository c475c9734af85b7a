/** The widest a grid gets, in columns, however much room there is. */
const mostColumns = 6;

/**
 * How many items each row holds when at most `room` fit side by side: the fewest rows,
 * filled as evenly as the count allows, fuller rows first. Ten cards with room for four
 * are laid 4, 3, 3, never 4, 4, 2, so no row is left half empty.
 */
export function balancedRows(count: number, room: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / Math.max(1, room));
  const shorter = Math.floor(count / rows);
  const longRows = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < longRows ? shorter + 1 : shorter));
}

/** The space between items, in rem: theme.space(6), the gap of every card grid. */
const gap = 1.5;

/**
 * CSS for a grid of `count` items at least `minWidth` rem wide, `gap` rem apart, placed
 * in an element with `container-type: inline-size`. At each width where one more item
 * fits, the items are spread over balanced rows that always run the full width: a row of
 * three beside rows of four has wider items, never an empty end.
 */
export function balancedGrid(count: number, minWidth: number): string {
  const widthFor = (room: number) => room * minWidth + (room - 1) * gap;
  const most = Math.min(count, mostColumns);
  const layouts = [`display: grid; gap: ${gap}rem; grid-template-columns: minmax(0, 1fr);`];
  for (let room = 2; room <= most; room += 1) {
    const rows = balancedRows(count, room);
    const longest = rows[0] ?? 1;
    const shortest = rows.at(-1) ?? 1;
    const columns = longest === shortest ? longest : longest * shortest;
    const inLongRows = rows.filter((row) => row === longest).length * longest;
    const upTo = room < most ? ` and (max-width: ${widthFor(room + 1) - 0.01}rem)` : '';
    layouts.push(`@container (min-width: ${widthFor(room)}rem)${upTo} {
      grid-template-columns: repeat(${columns}, minmax(0, 1fr));
      > * { grid-column: span ${columns / shortest}; }
      ${longest === shortest ? '' : `> :nth-child(-n + ${inLongRows}) { grid-column: span ${columns / longest}; }`}
    }`);
  }
  return layouts.join('\n');
}
