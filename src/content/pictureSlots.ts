/**
 * The largest picture an editor may add, in megabytes (MiB): the check and the web editor
 * refuse a larger file. A 24-megapixel camera JPEG at high quality is 8–12 MB, so 15 MB
 * takes any real photograph whole, while a file above it is almost always an unexported raw
 * image or a scan, which would hold up every build and every editor's push to make smaller.
 */
export const uploadLimitMb = 15;

/**
 * A content field's slot: the largest place its picture is shown in, in CSS pixels. It
 * decides the widths the build makes and the smallest file the check accepts (`picture` in
 * fields.ts). Where a picture is drawn, and so which file a browser fetches, is its place's
 * `sizes` (pictureSizes below).
 */
export interface PictureSlot {
  /** What editors call the place, in the check's messages and the reference. */
  name: string;
  /** The widest the picture is drawn, in CSS pixels: the file must be at least this wide. */
  shownUpTo: number;
}

export type PictureSlotName = 'media' | 'header' | 'article' | 'hero' | 'portrait';

export const pictureSlots: Record<PictureSlotName, PictureSlot> = {
  media: { name: 'a picture beside a section', shownUpTo: 960 },
  header: { name: 'a page heading picture', shownUpTo: 960 },
  article: { name: 'an article picture', shownUpTo: 704 },
  hero: { name: 'the home page picture', shownUpTo: 544 },
  portrait: { name: 'a portrait', shownUpTo: 96 },
};

/**
 * Where a picture is drawn: its field's slot, or a card, which shows a field's picture
 * smaller than its slot (the field decides the files made, the card only which one fits).
 */
export type PicturePlace = PictureSlotName | 'card' | 'featuredCard';

/**
 * Phones take at most two device pixels per CSS pixel of a full-width photograph: on a
 * three-pixel screen a photograph looks no sharper, and costs more than twice the bytes
 * (and a slower first paint of the picture). Two thirds of the width, times three, is two.
 */
const phones = '(max-width: 30rem) 67vw';

/** The picture's drawn width at each screen width in each place, for the browser's choice. */
export const pictureSizes: Record<PicturePlace, string> = {
  // Beside a section's text from 64rem (half the 75rem column); the column's width below.
  media: `(min-width: 75rem) 36rem, (min-width: 64rem) 50vw, ${phones}, 100vw`,
  // Two fifths of the column beside the heading from 64rem; the column's width below.
  header: `(min-width: 75rem) 28rem, (min-width: 64rem) 40vw, ${phones}, 100vw`,
  // Under the article's heading, at most 44rem.
  article: `(min-width: 48rem) 44rem, ${phones}, 100vw`,
  // Beside the home page's headline, at most 34rem.
  hero: `(min-width: 36rem) 34rem, ${phones}, 100vw`,
  // A leader's portrait, a 6rem square.
  portrait: '6rem',
  // Cards share rows of up to three in the 75rem column; one column on phones.
  card: `(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, ${phones}, 100vw`,
  // The featured article's card, alone in the column, its picture beside the text from about
  // 48rem: half the card less its padding, 32rem once the column stops growing (measured:
  // 308 px wide at 768 px, 428 at 1024, 515 from 1200).
  featuredCard: `(min-width: 75rem) 33rem, (min-width: 48rem) 50vw, ${phones}, 100vw`,
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
