import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { localizePath } from '../../src/i18n/localePath';
import { locales } from '../../shared/locales';
import { pageTest } from './browser';

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

/** The brands' and the first heading's start edges, unless they are one edge. */
async function edgesApart(page: Page): Promise<string[]> {
  const edges = await page.evaluate(startEdges);
  const apart =
    Number.isNaN(edges.header) ||
    Math.abs(edges.header - edges.heading) > 1 ||
    Math.abs(edges.header - edges.footer) > 1;
  return apart ? [JSON.stringify(edges)] : [];
}

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

/** The height of the header holding the page's h1, if it is over half a 900 px window. */
async function tallHeader(page: Page): Promise<string[]> {
  const height = await page.evaluate(
    () => document.querySelector('main h1')?.closest('header')?.offsetHeight ?? Infinity,
  );
  return height > 450 ? [`${height} px`] : [];
}

interface LayoutCheck {
  /** What the layout must do, as the test names it. */
  demand: string;
  /** The pages it reads, in English; each is read in Arabic too. */
  pages: readonly string[];
  /** The window widths it reads each page at, widest first. */
  widths: readonly number[];
  /** What breaks the demand on the page as it is laid out now, for the failure message. */
  find: (page: Page) => Promise<string[]>;
}

const withJavaScript: LayoutCheck[] = [
  {
    demand: 'leaves no grid row less than half full',
    pages: pageKinds,
    widths: [1440, 1024, 390],
    find: (page) => page.evaluate(halfEmptyRows),
  },
  {
    demand: 'puts the header, the first heading and the footer on one start edge',
    pages: [
      '/',
      '/services/cloud',
      '/insights/blog/5g-edge-computing',
      '/case-studies/healthcare-transformation',
    ],
    widths: [1440, 1024],
    find: edgesApart,
  },
  {
    demand: 'gives every card of a grid the same width',
    pages: [
      '/',
      '/services',
      '/solutions',
      '/insights/blog',
      '/case-studies',
      '/industries',
      '/about',
    ],
    widths: [1440, 1024, 390],
    find: (page) => page.evaluate(unevenGrids),
  },
];

// Every page is checked for sideways scrolling at 390 px on its visit in visitEachPage.ts.
const withoutJavaScript: LayoutCheck[] = [
  {
    demand: 'keeps its running text under 100 characters a line',
    pages: [...pageKinds, '/insights/events', '/insights/webinars', '/insights/research'],
    widths: [1440, 1024],
    find: (page) => page.evaluate(overlongLines),
  },
  {
    demand: 'opens a list, hub or company page with a header under half a 1440 x 900 window',
    pages: [
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
    ],
    widths: [1440],
    find: tallHeader,
  },
];

/** Every page the checks read, in both languages, with the checks that read it. */
function visits(checks: LayoutCheck[]): [string, LayoutCheck[]][] {
  const pages = [...new Set(checks.flatMap((check) => check.pages))];
  return pages.flatMap((path) => {
    const reading = checks.filter((check) => check.pages.includes(path));
    return locales.map((locale): [string, LayoutCheck[]] => [localizePath(path, locale), reading]);
  });
}

/** The widths any of the checks reads a page at, widest first. */
const widthsOf = (checks: LayoutCheck[]) =>
  [...new Set(checks.flatMap((check) => check.widths))].sort((one, other) => other - one);

/**
 * Whether every band of the page is laid out (useLayOutAhead): a band the browser still
 * skips (`content-visibility: auto`) keeps the lengths in vw of the width the page was
 * loaded at when the window is resized, where a load at the new width has them right.
 */
const bandsLaidOut = () =>
  [...document.querySelectorAll('body *')].every(
    (element) => getComputedStyle(element).contentVisibility !== 'auto',
  );

/**
 * Lays the page out at `width` (900 px tall) as a load at that width does: media and
 * container queries apply with the new size, and its fonts and two frames give anything
 * the page does itself on a resize its turn.
 */
async function layOutAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/**
 * Each page with JavaScript is loaded once, at the widest width its checks read, and laid
 * out again at each narrower one, every check reading it at the widths it asks for: a load
 * (above all a hydration) costs far more than a check, and once its bands are laid out a
 * resized page measures as one loaded at the new width. Without JavaScript the bands stay
 * skipped until they near the screen, so each width is a load of its own.
 */
function checkEachPage(checks: LayoutCheck[], javaScript: boolean): void {
  for (const [path, reading] of visits(checks)) {
    const widths = widthsOf(reading);
    for (const loaded of javaScript ? [widths] : widths.map((width) => [width])) {
      const [widest = 1440] = loaded;
      const named = reading.flatMap((check) => {
        const read = check.widths.filter((width) => loaded.includes(width));
        return read.length > 0 ? [`${check.demand} at ${read.join(', ')} px`] : [];
      });
      pageTest.concurrent(`${path} ${named.join('; ')}`, async ({ open, expect }) => {
        const { page } = await open(path, { width: widest, javaScript });
        if (javaScript) await page.waitForFunction(bandsLaidOut);
        const found: string[] = [];
        for (const width of loaded) {
          if (width !== widest) await layOutAt(page, width);
          for (const check of reading.filter((one) => one.widths.includes(width))) {
            const broken = await check.find(page);
            found.push(...broken.map((what) => `${check.demand} at ${width} px: ${what}`));
          }
        }
        expect(found).toEqual([]);
      });
    }
  }
}

describe('each page with JavaScript', () => {
  checkEachPage(withJavaScript, true);
});

describe('each page without JavaScript', () => {
  checkEachPage(withoutJavaScript, false);
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

// Each band holds a guessed height from the load until it is laid out: on a page resized
// after its bands were laid out, a jump would not show, so each width is a load of its own.
describe('scrolling', () => {
  pageTest.concurrent.for([1440, 390])(
    'never changes the home page height at %i px, in both languages',
    async (width, { open, expect }) => {
      for (const path of ['/', '/ar']) {
        const { page } = await open(path, { width });
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
