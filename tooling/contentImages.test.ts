import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageProblems } from './contentImages';

const publicDir = mkdtempSync(join(tmpdir(), 'public-'));
mkdirSync(join(publicDir, 'images'));
writeFileSync(
  join(publicDir, 'images', 'cloud.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"></svg>',
);

function withImage(image: Record<string, unknown>) {
  return [
    {
      type: 'Service',
      slug: 'cloud',
      locale: 'en',
      file: 'content/services/cloud.en.yaml',
      data: { title: 'Cloud', gallery: [image] },
    },
  ];
}

describe('pictures named in content', () => {
  it('accepts a picture that exists with its own size', () => {
    const image = { src: '/images/cloud.svg', alt: 'A cloud', width: 640, height: 480 };
    expect(imageProblems(withImage(image), publicDir)).toEqual([]);
  });

  it('names the file and field of a missing picture', () => {
    const image = { src: '/images/sky.svg', alt: 'Sky', width: 640, height: 480 };
    expect(imageProblems(withImage(image), publicDir)).toEqual([
      'content/services/cloud.en.yaml: "gallery[0].src" is "/images/sky.svg", but there is no file public/images/sky.svg. Add the picture there or correct the path.',
    ]);
  });

  it('names a size that differs from the picture', () => {
    const image = { src: '/images/cloud.svg', alt: 'A cloud', width: 600, height: 480 };
    expect(imageProblems(withImage(image), publicDir)[0]).toContain(
      'says 600×480, but public/images/cloud.svg is 640×480',
    );
  });
});
