// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../content/collections';
import type { ContentPicture } from '../../content/contentPicture';
import { pictureSizes } from '../../content/pictureSlots';
import { renderInRouter } from '../../testing/renderInRouter';
import { Artwork } from './Artwork';

const photograph: ContentPicture = {
  src: '/assets/pictures/harbour-800-0123456789.jpg',
  alt: 'The harbour at dawn',
  width: 4000,
  height: 3000,
  srcSet:
    '/assets/pictures/harbour-400-aaaaaaaaaa.jpg 400w, /assets/pictures/harbour-800-0123456789.jpg 800w',
  sources: [
    { type: 'image/avif', srcSet: '/assets/pictures/harbour-400-bbbbbbbbbb.avif 400w' },
    { type: 'image/webp', srcSet: '/assets/pictures/harbour-400-cccccccccc.webp 400w' },
  ],
  placeholder: '#4a7fb0',
};

describe('Artwork', () => {
  it('draws a photograph as <picture>: AVIF, then WebP, then its own format sized for its place', async () => {
    await renderInRouter(<Artwork image={photograph} slot="article" priority />);
    const img = screen.getByRole('img', { name: photograph.alt });
    const picture = img.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual(
      photograph.sources?.map((source) => source.srcSet),
    );
    for (const element of [...sources, img]) {
      expect(element).toHaveAttribute('sizes', pictureSizes.article);
    }
    expect(img).toHaveAttribute('srcset', photograph.srcSet);
    expect(img).toHaveAttribute('width', '4000');
    expect(img).toHaveAttribute('height', '3000');
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads a picture that is not the first large one lazily, without priority', async () => {
    await renderInRouter(<Artwork image={photograph} slot="card" />);
    const img = screen.getByRole('img', { name: photograph.alt });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', pictureSizes.card);
  });

  it('draws a drawing from content as one <img> with the size the build read from its file', async () => {
    const [post] = await blogPosts.loadAll('en');
    if (!post) throw new Error('content/ has no blog post');
    await renderInRouter(<Artwork image={post.image} />);
    const img = screen.getByRole('img', { name: post.image.alt });
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect(img).toHaveAttribute('src', post.image.src);
    expect(img).not.toHaveAttribute('srcset');
    const { width, height } = imageSize(readFileSync(join('public', post.image.src)));
    expect(img).toHaveAttribute('width', String(width));
    expect(img).toHaveAttribute('height', String(height));
  });
});
