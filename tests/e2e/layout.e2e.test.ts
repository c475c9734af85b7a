import { describe, expect, it } from 'vitest';
import { browserSession } from './browser';

const session = browserSession();

/** One page of each kind, where grids of cards, figures and details are laid out. */
const pageKinds = [
  '/',
  '/services',
  '/services/cloud',
  '/solutions',
  '/solutions/cybersecurity',
  '/industries',
  '/industries/healthcare',
  '/case-studies',
  '/case-study/1',
  '/about',
  '/contact',
  '/insights',
  '/insights/blog',
  '/insights/blog/5g-edge-computing',
  '/insights/newsletters',
];

/**
 * Every row of every grid of two or more columns on the page whose items span less than
 * half the grid's width, described for the failure message. A row is the items whose
 * boxes share some height, however each is aligned within it.
 */
function halfEmptyRows(): string[] {
  const found: string[] = [];
  for (const grid of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(grid);
    if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2) continue;
    // An item placed across the whole row (a form's button or note) is alone by design;
    // one taken out of the flow (a visually hidden field) is in no row.
    const boxes = [...grid.children]
      .filter((child) => {
        const { gridColumnEnd, position } = getComputedStyle(child);
        return gridColumnEnd !== '-1' && position !== 'absolute' && position !== 'fixed';
      })
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .sort((one, other) => one.top - other.top);
    const rows: DOMRect[][] = [];
    for (const box of boxes) {
      const row = rows.at(-1);
      if (row && box.top < Math.max(...row.map((placed) => placed.bottom))) row.push(box);
      else rows.push([box]);
    }
    if (rows.length < 2) continue;
    const width =
      grid.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    for (const row of rows) {
      const spanned =
        Math.max(...row.map((box) => box.right)) - Math.min(...row.map((box) => box.left));
      if (spanned < width / 2 - 1) {
        const name = `${grid.tagName.toLowerCase()}.${[...grid.classList].join('.')}`;
        const top = Math.round(row[0]?.top ?? 0);
        found.push(`${name}: the row at ${top}px spans ${Math.round(spanned)} of ${width}px`);
      }
    }
  }
  return found;
}

describe('grids', () => {
  it.each([1440, 1024, 390])(
    'leave no row less than half full at %i px, in both languages',
    async (width) => {
      const found: string[] = [];
      for (const path of pageKinds) {
        for (const localized of [path, path === '/' ? '/ar' : `/ar${path}`]) {
          const { page } = await session.open(localized, { width });
          found.push(...(await page.evaluate(halfEmptyRows)).map((row) => `${localized} ${row}`));
        }
      }
      expect(found).toEqual([]);
    },
    300_000,
  );
});
