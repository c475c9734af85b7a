import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pictureSlots } from '../../src/content/pictureSlots';
import { blogPost } from '../../src/content/schema/blogPost';
import { service } from '../../src/content/schema/service';
import type { ContentType } from '../../src/content/schema/contentType';
import { uploadLimitMb } from '../../src/content/pictureSlots';
import { pictureProblems } from './pictureProblems';
import type { Source } from './sources';

const publicDirectory = mkdtempSync(join(tmpdir(), 'public-'));
const images = join(publicDirectory, 'images');
mkdirSync(images);

const photograph = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toFile(join(images, `photo-${width}x${height}.jpg`));

beforeAll(async () => {
  writeFileSync(
    join(images, 'cloud.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48" width="64" height="48"></svg>',
  );
  writeFileSync(join(images, 'broken.png'), 'not a picture');
  // Over the limit, yet a readable picture: a JPEG followed by padding.
  const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  writeFileSync(
    join(images, 'huge.jpg'),
    Buffer.concat([small, Buffer.alloc((uploadLimitMb + 1) * 1024 * 1024)]),
  );
  await photograph(640, 480);
  await photograph(2000, 1500);
  // Stored 1000×700 and turned upright by its orientation, as a phone saves a portrait.
  await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#3a6ea5' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toFile(join(images, 'portrait.jpg'));
});

function withImage(type: ContentType, src: string): Source[] {
  return [
    {
      file: `content/${type.folder}/cloud.en.yaml`,
      type,
      slug: 'cloud',
      locale: 'en',
      inContent: `${type.folder}/cloud.en.yaml`,
      text: '',
      resolved: '',
      data: { title: 'Cloud', image: { src, alt: 'A cloud' } },
      body: '',
      bodyLine: 1,
      lineOf: (path) => path.length,
    },
  ];
}

describe('pictures named in content', () => {
  it.each(['/images/cloud.svg', '/images/photo-2000x1500.jpg'])(
    'accepts %s, whose size the build reads from the file',
    (src) => {
      expect(pictureProblems(withImage(service, src), publicDirectory)).toEqual([]);
    },
  );

  it('accepts a drawing of any size: it is sharp at every width', () => {
    expect(pictureProblems(withImage(blogPost, '/images/cloud.svg'), publicDirectory)).toEqual([]);
  });

  it("refuses a photograph narrower than its field's largest place, naming that place's size", () => {
    const { name, shownUpTo } = pictureSlots.article;
    const [problem] = pictureProblems(
      withImage(blogPost, '/images/photo-640x480.jpg'),
      publicDirectory,
    );
    expect(problem).toMatchObject({ field: 'image.src' });
    expect(problem?.message).toContain('is 640×480 pixels');
    expect(problem?.message).toContain(`${name} is shown up to ${shownUpTo} pixels wide`);
    expect(problem?.message).toContain(`at least ${shownUpTo}×${(shownUpTo * 3) / 4}`);
  });

  it('measures a photograph as it is shown, turned upright by its EXIF orientation', () => {
    const { shownUpTo } = pictureSlots.article;
    const [problem] = pictureProblems(withImage(blogPost, '/images/portrait.jpg'), publicDirectory);
    expect(problem?.message).toContain('is 700×1000 pixels');
    expect(problem?.message).toContain(
      `at least ${shownUpTo}×${Math.ceil((shownUpTo * 1000) / 700)}`,
    );
  });

  it.each([
    ['/images/sky.svg', 'there is no picture public/images/sky.svg'],
    ['/images/broken.png', 'cannot be read as a picture'],
    ['/images/huge.jpg', `over the ${uploadLimitMb} MB limit`],
  ])('names the field of %s', (src, words) => {
    const [problem] = pictureProblems(withImage(service, src), publicDirectory);
    expect(problem).toMatchObject({ file: 'content/services/cloud.en.yaml', field: 'image.src' });
    expect(problem?.message).toContain(words);
  });
});
