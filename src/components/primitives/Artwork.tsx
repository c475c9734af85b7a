import styled from 'styled-components';
import type { ContentPicture } from '../../content/contentPicture';
import { pictureSizes, type PicturePlace } from '../../content/pictureSlots';

export type ArtworkImage = ContentPicture;

/**
 * The artwork is drawn on a transparent background with translucent fills, so it takes its
 * backdrop from this frame (or from the band it stands on) and reads right in either theme.
 * A photograph shows its dominant colour there until it arrives.
 */
const Frame = styled.div<{ $backdrop: boolean; $placeholder: string | undefined }>`
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme, $backdrop, $placeholder }) =>
    $placeholder ?? ($backdrop ? theme.color.accentSoft : 'transparent')};
  overflow: hidden;
  picture {
    display: block;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

export interface ArtworkProps {
  image: ArtworkImage;
  /** Where the picture is drawn: the browser picks the file for that place's width. */
  slot?: PicturePlace;
  /** True for the page's first large picture: it loads at once, before other pictures. */
  priority?: boolean;
  /** False where the picture stands on a tinted band of its own, such as the home hero. */
  backdrop?: boolean;
  className?: string;
}

/**
 * A picture from content, sized before it loads and lazy unless it is the page's first large
 * one. A photograph comes as AVIF and WebP copies at several widths, its own format last for
 * browsers without either; a drawing (SVG) is one file at any width.
 */
export function Artwork({
  image,
  slot = 'media',
  priority = false,
  backdrop = true,
  className,
}: ArtworkProps) {
  const sizes = image.srcSet ? pictureSizes[slot] : undefined;
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      // Eager and auto are what an <img> does unless told: the priority picture says only
      // its priority, the others only that they wait.
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  return (
    <Frame className={className} $backdrop={backdrop} $placeholder={image.placeholder}>
      {image.sources ? (
        <picture>
          {image.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </Frame>
  );
}
