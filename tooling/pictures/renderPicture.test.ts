import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SharpModule from 'sharp';
import { pictureSlots, pictureWidths } from '../../src/content/pictureSlots';
import { picturesUrl } from './picturesUrl';
import { renderPicture } from './renderPicture';

// sharp is watched, so a test can count the pictures the pipeline opens.
vi.mock('sharp', async (importOriginal) => {
  const actual = await importOriginal<typeof SharpModule>();
  return { default: vi.fn(actual.default) };
});

const folder = mkdtempSync(join(tmpdir(), 'pictures-'));
const photo = join(folder, 'harbour photo.jpg');
const cacheDirectory = join(folder, 'cache');

beforeAll(async () => {
  // A photograph-like picture carrying EXIF with a GPS position, as a phone writes it.
  await sharp({
    create: {
      width: 1500,
      height: 1000,
      channels: 3,
      background: '#4a7fb0',
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 28/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toFile(photo);
});

// Encoding AVIF takes seconds on a busy two-core machine.
describe('renderPicture', { timeout: 120_000 }, () => {
  it("makes AVIF and WebP sources and a JPEG fallback at the slot's widths, sized from the file", async () => {
    const { data, files } = await renderPicture(photo, 'article', cacheDirectory);
    const widths = pictureWidths('article', 1500);
    expect(widths).toEqual([400, 800, 1200, pictureSlots.article.shownUpTo * 2]);
    expect(data).toMatchObject({ width: 1500, height: 1000 });
    expect(data.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const srcSet of [...data.sources.map((source) => source.srcSet), data.srcSet]) {
      expect(srcSet.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]))).toEqual(
        widths,
      );
    }
    expect(data.srcSet).toMatch(/\.jpg 400w/);
    expect(data.src.startsWith(picturesUrl)).toBe(true);
    expect(data.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(files).toHaveLength(widths.length * 3);
    // Names carry a hash of the bytes, so a changed picture never reuses a cached name.
    for (const file of files)
      expect(file.name).toMatch(/^harbour-photo-\d+-[0-9a-f]{10}\.(avif|webp|jpg)$/);
    for (const file of files) {
      const made = await sharp(file.path).metadata();
      expect(made.exif).toBeUndefined();
      expect(made.width).toBe(Number(/-(\d+)-/.exec(file.name)?.[1]));
    }
  });

  it('keeps no metadata: the GPS position of the upload is gone from every copy', async () => {
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    const { files } = await renderPicture(photo, 'portrait', cacheDirectory);
    for (const file of files) {
      const metadata = await sharp(file.path).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it('finds the copies of an unchanged picture in the cache instead of encoding them again', async () => {
    // A cache of its own, so the first call encodes whatever ran before; the smallest slot, as
    // the cache is keyed the same way for every slot and a larger one only takes longer.
    const cache = join(folder, 'cache-again');
    const first = await renderPicture(photo, 'portrait', cache);
    const written = first.files.map((file) => statSync(file.path).mtimeMs);
    const folders = readdirSync(cache).length;
    const again = await renderPicture(photo, 'portrait', cache);
    expect(again).toEqual(first);
    expect(again.files.map((file) => statSync(file.path).mtimeMs)).toEqual(written);
    expect(readdirSync(cache)).toHaveLength(folders);
  });

  it('encodes a picture once when two documents ask for it at the same time', async () => {
    const opened = () => vi.mocked(sharp).mock.calls.length;
    const alone = join(folder, 'cache-alone');
    const before = opened();
    await renderPicture(photo, 'portrait', alone);
    const forOne = opened() - before;
    const together = join(folder, 'cache-together');
    const started = opened();
    const [english, arabic] = await Promise.all([
      renderPicture(photo, 'portrait', together),
      renderPicture(photo, 'portrait', together),
    ]);
    expect(opened() - started).toBe(forOne);
    expect(arabic).toEqual(english);
  });
});
