import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPost } from '../../src/content/schema/blogPost';
import { service } from '../../src/content/schema/service';
import { documentPictures } from './documentPictures';

const folder = mkdtempSync(join(tmpdir(), 'document-pictures-'));
const folders = { publicDirectory: join(folder, 'public'), cacheDirectory: join(folder, 'cache') };

beforeAll(async () => {
  mkdirSync(join(folders.publicDirectory, 'images'), { recursive: true });
  writeFileSync(
    join(folders.publicDirectory, 'images', 'cloud.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"></svg>',
  );
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .toFile(join(folders.publicDirectory, 'images', 'office.jpg'));
});

describe('documentPictures', { timeout: 60_000 }, () => {
  it('writes the size of a drawing into its picture, and nothing else', async () => {
    const document = { title: 'Cloud', image: { src: '/images/cloud.svg', alt: 'A cloud' } };
    expect(await documentPictures(document, service, folders)).toEqual([]);
    expect(document.image).toEqual({
      src: '/images/cloud.svg',
      alt: 'A cloud',
      width: 640,
      height: 480,
    });
  });

  it("writes a photograph's size, copies and colour into its picture and returns the copies", async () => {
    const document = { title: 'Office', image: { src: '/images/office.jpg', alt: 'Our office' } };
    const files = await documentPictures(document, blogPost, folders);
    const picture = document.image;
    expect(picture).toMatchObject({ alt: 'Our office', width: 900, height: 600 });
    // The dominant colour is the centre of a histogram bin, near the flat fill.
    expect(Reflect.get(picture, 'placeholder')).toMatch(/^#2[0-9a-f]6[0-9a-f]4[0-9a-f]$/);
    expect(Reflect.get(picture, 'src')).toMatch(/^\/assets\/pictures\/office-800-\w+\.jpg$/);
    const names = files.map((file) => file.name);
    const made = names.map((name) => /-(\d+)-\w+\.(\w+)$/.exec(name)?.slice(1).join(' '));
    expect(made.sort()).toEqual(
      [400, 800, 900].flatMap((width) => ['avif', 'jpg', 'webp'].map((type) => `${width} ${type}`)),
    );
    const sources: unknown = Reflect.get(picture, 'sources');
    expect(JSON.stringify(sources)).toContain('"type":"image/avif"');
    for (const name of names.filter((name) => name.endsWith('.avif'))) {
      expect(JSON.stringify(sources)).toContain(name);
    }
  });
});
