// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const images = join(import.meta.dirname, '../../public/images');
const artDirection = readFileSync(join(import.meta.dirname, '../../docs/art-direction.md'), 'utf8');

/**
 * Every drawing on the site, by its path under public/images. The leaders' portraits are
 * likenesses, not drawings of a subject, and keep their own colours.
 */
const drawings = readdirSync(images, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.svg') && !path.startsWith('leadership'))
  .sort();

/** The colours the art direction allows, read from its Palette table, and the one for results. */
const paletteSection = artDirection.split('## Palette')[1]?.split('\n## ')[0] ?? '';
const palette = new Set(paletteSection.match(/#[0-9a-f]{6}/g));
const amber = /\| amber[^|]*\| `(#[0-9a-f]{6})`/.exec(paletteSection)?.[1];

/** The heaviest a drawing may be: the case studies, the reference, are 3 to 7 KB. */
const largestDrawing = 8 * 1024;

const parse = (path: string) =>
  new DOMParser().parseFromString(readFileSync(join(images, path), 'utf8'), 'image/svg+xml');

const paints = (svg: Document) =>
  Array.from(svg.querySelectorAll('*')).flatMap((element) =>
    ['fill', 'stroke', 'stop-color']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => value !== null),
  );

describe('the art direction', () => {
  it('names the five colours of its palette', () => {
    expect([...palette]).toHaveLength(5);
    expect(amber).toBeDefined();
  });
});

describe.each(drawings)('%s', (path) => {
  const svg = parse(path);

  it('draws only in the palette of docs/art-direction.md', () => {
    const foreign = paints(svg).filter(
      (paint) => paint !== 'none' && !paint.startsWith('url(#') && !palette.has(paint),
    );
    expect(foreign).toEqual([]);
  });

  it('has one amber point, where the result is', () => {
    const points = Array.from(svg.querySelectorAll('[fill]')).filter(
      (element) => element.getAttribute('fill') === amber,
    );
    expect(points).toHaveLength(1);
  });

  it('holds no text, font or embedded picture, so one file serves both languages', () => {
    expect(svg.querySelectorAll('text, image, foreignObject, style, font').length).toBe(0);
    expect(
      Array.from(svg.querySelectorAll('*')).flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('font')),
      ),
    ).toEqual([]);
  });

  it('is 640 × 480, a 4:3 that fits every card whole (the home hero 640 × 560)', () => {
    const size = svg.documentElement.getAttribute('viewBox');
    expect(size).toBe(path === join('pages', 'home-hero.svg') ? '0 0 640 560' : '0 0 640 480');
  });

  it(`weighs under ${largestDrawing / 1024} KB`, () => {
    expect(statSync(join(images, path)).size).toBeLessThan(largestDrawing);
  });
});
