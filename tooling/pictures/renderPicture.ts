import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import { pictureWidths, type PictureSlotName } from '../../src/content/pictureSlots';
import type { PictureSource } from '../../src/content/contentPicture';
import { pictureFormats, type PictureFormat } from './pictureFormats';
import { picturesUrl } from './picturesUrl';

interface Encoding extends PictureFormat {
  encode: (image: Sharp) => Sharp;
}

// Qualities chosen by eye on photographs: below these, skies band and faces smear.
const avif: Encoding = {
  ...pictureFormats.avif,
  encode: (image) => image.avif({ quality: 50, effort: 4 }),
};
const webp: Encoding = {
  ...pictureFormats.webp,
  encode: (image) => image.webp({ quality: 72 }),
};
const jpeg: Encoding = {
  ...pictureFormats.jpeg,
  encode: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
};
const png: Encoding = {
  ...pictureFormats.png,
  encode: (image) => image.png({ compressionLevel: 9, palette: true, quality: 90 }),
};

/**
 * The fallback for browsers without AVIF or WebP is the upload's own format; an AVIF upload
 * falls back to JPEG, since a browser that skipped the AVIF source cannot read it either.
 */
const fallbackFor: Record<string, Encoding> = {
  '.jpg': jpeg,
  '.jpeg': jpeg,
  '.png': png,
  '.webp': webp,
  '.avif': jpeg,
};

/** Changing an encoding or the widths changes this, so the cache makes every file again. */
const settingsVersion = 1;

export interface MadeFile {
  /** Name under `picturesUrl`, with a hash of its bytes, so it can be cached for a year. */
  name: string;
  /** The file in the cache folder. */
  path: string;
}

/** What the page needs to draw the picture; the build writes it into the document. */
export interface PictureData {
  width: number;
  height: number;
  src: string;
  srcSet: string;
  sources: PictureSource[];
  /** The picture's dominant colour, shown while it loads; none for a picture with transparency. */
  placeholder?: string;
}

export interface MadePicture {
  data: PictureData;
  files: MadeFile[];
}

const cachedPicture = z.object({
  data: z.object({
    width: z.number(),
    height: z.number(),
    src: z.string(),
    srcSet: z.string(),
    sources: z.array(z.object({ type: z.string(), srcSet: z.string() })),
    placeholder: z.string().optional(),
  }),
  files: z.array(z.object({ name: z.string() })),
});

const hex = (channel: number) => channel.toString(16).padStart(2, '0');

interface Encoded {
  encoding: Encoding;
  width: number;
  name: string;
  bytes: Buffer;
}

async function encodeAll(
  source: Buffer,
  stem: string,
  encodings: Encoding[],
  widths: number[],
): Promise<Encoded[]> {
  const encoded: Encoded[] = [];
  for (const encoding of encodings) {
    for (const width of widths) {
      // Metadata (EXIF with GPS, XMP, comments) is dropped: sharp keeps none unless asked,
      // after turning the picture upright by its EXIF orientation.
      const bytes = await encoding
        .encode(sharp(source).autoOrient().resize({ width, withoutEnlargement: true }))
        .toBuffer();
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      encoded.push({
        encoding,
        width,
        name: `${stem}-${width}-${hash}.${encoding.extension}`,
        bytes,
      });
    }
  }
  return encoded;
}

const srcSetOf = (encoded: Encoded[]) =>
  encoded.map(({ name, width }) => `${picturesUrl}${name} ${width}w`).join(', ');

async function make(source: Buffer, file: string, slot: PictureSlotName, folder: string) {
  const image = sharp(source);
  const metadata = await image.metadata();
  const { width, height } = metadata.autoOrient;
  const extension = extname(file).toLowerCase();
  const fallback = fallbackFor[extension];
  if (!fallback) throw new Error(`${file} is not a photograph the site can make copies of`);
  const widths = pictureWidths(slot, width);
  const stem = basename(file, extname(file)).replace(/[^\w-]/g, '-');
  const encoded = await encodeAll(source, stem, [avif, webp, fallback], widths);
  const { dominant } = await image.stats();
  const fallbackFiles = encoded.filter(({ encoding }) => encoding === fallback);
  // The fallback <img> names the file nearest a phone's width for browsers without srcset.
  const middle = fallbackFiles[Math.min(1, fallbackFiles.length - 1)];
  if (!middle) throw new Error(`${file} gave no files`);
  const data: PictureData = {
    width,
    height,
    src: `${picturesUrl}${middle.name}`,
    srcSet: srcSetOf(fallbackFiles),
    sources: [avif, webp]
      .filter((encoding) => encoding !== fallback)
      .map((encoding) => ({
        type: encoding.type,
        srcSet: srcSetOf(encoded.filter((made) => made.encoding === encoding)),
      })),
    ...(metadata.hasAlpha
      ? {}
      : { placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` }),
  };
  const building = `${folder}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  for (const { name, bytes } of encoded) writeFileSync(join(building, name), bytes);
  writeFileSync(
    join(building, 'picture.json'),
    JSON.stringify({ data, files: encoded.map(({ name }) => ({ name })) }),
  );
  // Another build may have made the same picture meanwhile: either copy is the same.
  if (existsSync(folder)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, folder);
}

async function madeOrCached(
  source: Buffer,
  file: string,
  slot: PictureSlotName,
  folder: string,
): Promise<MadePicture> {
  const manifest = join(folder, 'picture.json');
  if (!existsSync(manifest)) await make(source, file, slot, folder);
  const cached = cachedPicture.parse(JSON.parse(readFileSync(manifest, 'utf8')));
  return {
    data: cached.data,
    files: cached.files.map(({ name }) => ({ name, path: join(folder, name) })),
  };
}

/**
 * Pictures being made, by cache folder. A document's English and Arabic versions name the
 * same picture and are transformed at the same time, so on a cold cache both would find no
 * copies and encode them; the second waits for the first instead. Forgotten once settled,
 * so a later build looks in the cache again.
 */
const inFlight = new Map<string, Promise<MadePicture>>();

/**
 * Makes AVIF, WebP and fallback copies of the photograph `file` at the widths its `slot`
 * needs, or finds them in `cacheDirectory` from an earlier build: the cache is keyed by the
 * file's bytes, the slot's widths and the settings, so only new or changed pictures are
 * encoded again.
 */
export async function renderPicture(
  file: string,
  slot: PictureSlotName,
  cacheDirectory: string,
): Promise<MadePicture> {
  const source = readFileSync(file);
  const key = createHash('sha256')
    .update(JSON.stringify({ settingsVersion, slot, widths: pictureWidths(slot, Infinity) }))
    .update(source)
    .digest('hex')
    .slice(0, 32);
  const folder = join(cacheDirectory, key);
  const pending = inFlight.get(folder);
  if (pending) return pending;
  const made = madeOrCached(source, file, slot, folder).finally(() => inFlight.delete(folder));
  inFlight.set(folder, made);
  return made;
}
