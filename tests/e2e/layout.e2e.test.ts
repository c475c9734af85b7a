import type { Page } from 'playwright-core';
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
 * Every row of every grid of two or more columns on the page holding fewer than half as
 * many items as its fullest row, or (a lone row of the grid's items) spanning less than half
 * the grid's width, described for the failure message. A row is the items whose boxes share
 * some height, however each is aligned within it. Items of a grid are one width (see
 * unevenGrids), so a row of two in a grid of four is half full though the gap it lacks
 * leaves it a few pixels short of half the width.
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
    const fullest = Math.max(...rows.map((row) => row.length));
    const gap = parseFloat(style.columnGap) || 0;
    for (const row of rows) {
      const spanned =
        Math.max(...row.map((box) => box.right)) - Math.min(...row.map((box) => box.left));
      if (row.length * 2 < fullest || spanned < width / 2 - gap / 2 - 1) {
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

/** The same path in Arabic. */
const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

/**
 * The start edge, in px from the window's left, of the header's brand, the main content's
 * first heading and the footer's brand: the left edge in English, the right in Arabic.
 */
function startEdges(): Record<'header' | 'heading' | 'footer', number> {
  const rtl = document.documentElement.dir === 'rtl';
  const edge = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element) return Number.NaN;
    const box = element.getBoundingClientRect();
    return Math.round((rtl ? box.right : box.left) * 10) / 10;
  };
  return {
    header: edge('header:not(main *) a:has(> svg[data-keep-colours])'),
    heading: edge('main h1'),
    footer: edge('footer a:has(> svg[data-keep-colours])'),
  };
}

describe('one container', () => {
  const pages = [
    '/',
    '/services/cloud',
    '/insights/blog/5g-edge-computing',
    '/case-studies/healthcare-transformation',
  ];
  it.each([1440, 1024])(
    'puts the header, the first heading and the footer on one start edge at %i px, in both languages',
    async (width) => {
      const found: string[] = [];
      for (const path of pages) {
        for (const localized of [path, arabic(path)]) {
          const { page } = await session.open(localized, { width });
          const edges = await page.evaluate(startEdges);
          if (
            Number.isNaN(edges.header) ||
            Math.abs(edges.header - edges.heading) > 1 ||
            Math.abs(edges.header - edges.footer) > 1
          ) {
            found.push(`${localized}: ${JSON.stringify(edges)}`);
          }
        }
      }
      expect(found).toEqual([]);
    },
    300_000,
  );
});

/**
 * Every grid laid out by balancedGrid (the grid inside a GridFrame) whose items are not all
 * one width, described for the failure message.
 */
function unevenGrids(): string[] {
  const found: string[] = [];
  for (const frame of document.querySelectorAll<HTMLElement>('body *')) {
    if (getComputedStyle(frame).containerType !== 'inline-size') continue;
    const grid = frame.firstElementChild;
    if (!(grid instanceof HTMLElement) || getComputedStyle(grid).display !== 'grid') continue;
    const widths = [...grid.children]
      .map((child) => child.getBoundingClientRect().width)
      .filter((width) => width > 0);
    if (widths.length < 2) continue;
    if (Math.max(...widths) - Math.min(...widths) > 1) {
      const name = `${grid.tagName.toLowerCase()}.${[...grid.classList].join('.')}`;
      found.push(`${name}: items ${widths.map(Math.round).join(', ')} px wide`);
    }
  }
  return found;
}

describe('card rows', () => {
  const listPages = [
    '/',
    '/services',
    '/solutions',
    '/insights/blog',
    '/case-studies',
    '/industries',
    '/about',
  ];
  it.each([1440, 1024, 390])(
    'give every card of a grid the same width at %i px, in both languages',
    async (width) => {
      const found: string[] = [];
      for (const path of listPages) {
        for (const localized of [path, arabic(path)]) {
          const { page } = await session.open(localized, { width });
          found.push(...(await page.evaluate(unevenGrids)).map((grid) => `${localized} ${grid}`));
        }
      }
      expect(found).toEqual([]);
    },
    300_000,
  );
});

/**
 * The document's height at each step of scrolling the page from top to bottom, half a window
 * at a time, each read two frames after the scroll (once whatever came into view is laid out).
 */
async function heightsWhileScrolling(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    const root = document.documentElement;
    const heights = [root.scrollHeight];
    for (let top = 0; top + innerHeight < root.scrollHeight; top += innerHeight / 2) {
      scrollTo(0, top);
      await frame();
      await frame();
      heights.push(root.scrollHeight);
    }
    return heights;
  });
}

describe('scrolling', () => {
  it.each([1440, 390])(
    'never changes the home page height at %i px, in both languages',
    async (width) => {
      for (const path of ['/', '/ar']) {
        const { page } = await session.open(path, { width });
        const heights = await heightsWhileScrolling(page);
        const [first] = heights;
        expect(
          heights.filter((height) => height !== first),
          path,
        ).toEqual([]);
      }
    },
  );
});

/**
 * Every paragraph, list item or quotation in the content whose lines average more than
 * 100 characters, described for the failure message: past that a reader loses the next
 * line's start (a lone event card ran 176 at 1440 px).
 */
function overlongLines(): string[] {
  const found: string[] = [];
  for (const block of document.querySelectorAll('main p, main li, main dd, main blockquote')) {
    const text = block.textContent.replace(/\s+/g, ' ').trim();
    const range = document.createRange();
    range.selectNodeContents(block);
    const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.bottom))).size;
    if (lines > 0 && text.length / lines > 100) {
      found.push(
        `${block.tagName.toLowerCase()} "${text.slice(0, 40)}…": ${Math.round(text.length / lines)} a line`,
      );
    }
  }
  return found;
}

describe('running text', () => {
  const pages = [...pageKinds, '/insights/events', '/insights/webinars', '/insights/research'];
  it.each([1440, 1024])(
    'keeps its lines under 100 characters at %i px, in both languages',
    async (width) => {
      const found: string[] = [];
      for (const path of pages) {
        for (const localized of [path, arabic(path)]) {
          const { page } = await session.open(localized, { width, javaScript: false });
          found.push(
            ...(await page.evaluate(overlongLines)).map((block) => `${localized} ${block}`),
          );
        }
      }
      expect(found).toEqual([]);
    },
    300_000,
  );
});

// Every page is checked for sideways scrolling at 390 px on its visit in visitEachPage.ts.
describe('page headers', () => {
  const waysIn = [
    '/services',
    '/solutions',
    '/industries',
    '/case-studies',
    '/insights',
    '/insights/blog',
    '/insights/whitepapers',
    '/insights/events',
    '/insights/webinars',
    '/insights/research',
    '/insights/newsletters',
    '/about',
    '/contact',
  ];
  it('open a list, hub or company page with a header under half a 1440 x 900 window, in both languages', async () => {
    const found: string[] = [];
    for (const path of waysIn) {
      for (const localized of [path, arabic(path)]) {
        const { page } = await session.open(localized, { width: 1440, javaScript: false });
        const height = await page.evaluate(
          () => document.querySelector('main h1')?.closest('header')?.offsetHeight ?? Infinity,
        );
        if (height > 450) found.push(`${localized}: ${height} px`);
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});
