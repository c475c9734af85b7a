/**
 * Where a picture from content is shown, and how wide it is drawn there at most, in CSS
 * pixels. The content field's slot (its largest place, `picture` in fields.ts) decides the
 * widths the build makes and the smallest file the check accepts; each component passes the
 * `sizes` of the place it draws the picture in, so the browser picks the file that fits.
 */
export interface PictureSlot {
  /** What editors call the place, in the check's messages and the reference. */
  name: string;
  /** The widest the picture is drawn, in CSS pixels: the file must be at least this wide. */
  shownUpTo: number;
  /** The picture's drawn width at each screen width, for the browser's choice of file. */
  sizes: string;
}

/**
 * Phones take at most two device pixels per CSS pixel of a full-width photograph: on a
 * three-pixel screen a photograph looks no sharper, and costs more than twice the bytes
 * (and a slower first paint of the picture). Two thirds of the width, times three, is two.
 */
const phones = '(max-width: 30rem) 67vw';

export type PictureSlotName = 'card' | 'media' | 'header' | 'article' | 'hero' | 'portrait';

export const pictureSlots: Record<PictureSlotName, PictureSlot> = {
  // Cards share rows of up to three in the 75rem column; one column on phones.
  card: {
    name: 'a card picture',
    shownUpTo: 640,
    sizes: `(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, ${phones}, 100vw`,
  },
  // Beside a section's text from 64rem (half the 75rem column); the column's width below.
  media: {
    name: 'a picture beside a section',
    shownUpTo: 960,
    sizes: `(min-width: 75rem) 36rem, (min-width: 64rem) 50vw, ${phones}, 100vw`,
  },
  // Two fifths of the column beside the heading from 64rem; the column's width below.
  header: {
    name: 'a page heading picture',
    shownUpTo: 960,
    sizes: `(min-width: 75rem) 28rem, (min-width: 64rem) 40vw, ${phones}, 100vw`,
  },
  // Under the article's heading, at most 44rem.
  article: {
    name: 'an article picture',
    shownUpTo: 704,
    sizes: `(min-width: 48rem) 44rem, ${phones}, 100vw`,
  },
  // Beside the home page's headline, at most 34rem.
  hero: {
    name: 'the home page picture',
    shownUpTo: 544,
    sizes: `(min-width: 36rem) 34rem, ${phones}, 100vw`,
  },
  // A leader's portrait, a 6rem square.
  portrait: { name: 'a portrait', shownUpTo: 96, sizes: '6rem' },
};

/** Widths the build makes below a slot's double width, so phones find a small file. */
const widthSteps = [400, 800, 1200, 1600];

/**
 * The widths made of a picture `ownWidth` wide for `slot`: the steps below twice the slot's
 * width, then twice the slot's width for screens of two device pixels per CSS pixel, none
 * wider than the file itself.
 */
export function pictureWidths(slot: PictureSlotName, ownWidth: number): number[] {
  const largest = pictureSlots[slot].shownUpTo * 2;
  const wanted = [...widthSteps.filter((width) => width < largest), largest];
  return [...new Set(wanted.map((width) => Math.min(width, ownWidth)))];
}
