import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { service } from '../../src/content/schema/service';
import { pictureProblems } from './pictureProblems';
import type { Source } from './sources';

const publicDirectory = mkdtempSync(join(tmpdir(), 'public-'));
mkdirSync(join(publicDirectory, 'images'));
writeFileSync(
  join(publicDirectory, 'images', 'cloud.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"></svg>',
);
writeFileSync(join(publicDirectory, 'images', 'broken.png'), 'not a picture');

function withImage(image: Record<string, unknown>): Source[] {
  return [
    {
      file: 'content/services/cloud.en.yaml',
      type: service,
      slug: 'cloud',
      locale: 'en',
      inContent: 'services/cloud.en.yaml',
      text: '',
      resolved: '',
      data: { title: 'Cloud', image },
      body: '',
      bodyLine: 1,
      lineOf: (path) => path.length,
    },
  ];
}

describe('pictures named in content', () => {
  it('accepts a picture that exists with its own size', () => {
    const image = { src: '/images/cloud.svg', alt: 'A cloud', width: 640, height: 480 };
    expect(pictureProblems(withImage(image), publicDirectory)).toEqual([]);
  });

  it.each([
    [
      { src: '/images/sky.svg', width: 640, height: 480 },
      'there is no picture public/images/sky.svg',
    ],
    [{ src: '/images/cloud.svg', width: 600, height: 480 }, 'Write width: 640 and height: 480'],
    [{ src: '/images/broken.png', width: 1, height: 1 }, 'cannot be read as a picture'],
  ])('names the field of %o', (image, words) => {
    const [problem] = pictureProblems(withImage({ alt: 'A', ...image }), publicDirectory);
    expect(problem).toMatchObject({ file: 'content/services/cloud.en.yaml', field: 'image.src' });
    expect(problem?.message).toContain(words);
  });
});
