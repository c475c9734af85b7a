// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../content/collections';
import type { ContentPicture } from '../../content/contentPicture';
import { pictureSizes } from '../../content/pictureSlots';
import { renderInRouter } from '../../testing/renderInRouter';
import { LinkCard } from './LinkCard';

describe('LinkCard', () => {
  it.each([
    ['above its text, in a row of cards', false, pictureSizes.card],
    ['beside its text, on the featured article', true, pictureSizes.featuredCard],
  ])(
    'asks for a photograph %s at the width it is drawn there',
    async (_place, pictureBeside, sizes) => {
      const [post] = await blogPosts.loadAll('en');
      if (!post) throw new Error('content/ has no blog post');
      // The article's picture as the build writes a photograph into it.
      const photograph: ContentPicture = {
        ...post.image,
        src: '/assets/pictures/harbour-800-0123456789.jpg',
        srcSet: '/assets/pictures/harbour-400-aaaaaaaaaa.jpg 400w',
        sources: [
          { type: 'image/avif', srcSet: '/assets/pictures/harbour-400-bbbbbbbbbb.avif 400w' },
        ],
      };
      await renderInRouter(
        <ul>
          <LinkCard
            title={post.title}
            summary={post.excerpt}
            href={`/insights/blog/${post.slug}`}
            image={photograph}
            moreLabel={post.title}
            pictureBeside={pictureBeside}
          />
        </ul>,
      );
      const img = screen.getByRole('img', { name: post.image.alt });
      expect(img).toHaveAttribute('sizes', sizes);
      expect(img.parentElement?.querySelector('source')).toHaveAttribute('sizes', sizes);
    },
  );

  it('draws a cover in the picture’s place when there is no picture, and the picture when there is', async () => {
    const [post] = await blogPosts.loadAll('en');
    if (!post) throw new Error('content/ has no blog post');
    const card = (image?: ContentPicture) => (
      <LinkCard
        title={post.title}
        summary={post.excerpt}
        href={`/insights/blog/${post.slug}`}
        image={image}
        cover={<div data-testid="cover" />}
        moreLabel={post.title}
      />
    );
    const { container } = await renderInRouter(<ul>{card()}</ul>);
    expect(screen.getByTestId('cover')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([`/insights/blog/${post.slug}`]);
  });

  it('prefers the picture to a drawn cover', async () => {
    const [post] = await blogPosts.loadAll('en');
    if (!post) throw new Error('content/ has no blog post');
    await renderInRouter(
      <ul>
        <LinkCard
          title={post.title}
          summary={post.excerpt}
          href={`/insights/blog/${post.slug}`}
          image={post.image}
          cover={<div data-testid="cover" />}
          moreLabel={post.title}
        />
      </ul>,
    );
    expect(screen.queryByTestId('cover')).toBeNull();
    expect(screen.getByRole('img', { name: post.image.alt })).toBeInTheDocument();
  });
});
