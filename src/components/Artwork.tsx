import styled from 'styled-components';

export interface ArtworkImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The artwork is drawn on a transparent background with translucent fills, so it takes its
 * backdrop from this frame and reads right in either theme.
 */
const Frame = styled.div`
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.accentSoft};
  overflow: hidden;
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

export interface ArtworkProps {
  image: ArtworkImage;
  /** True for a picture in the first screen: it loads at once instead of on approach. */
  priority?: boolean;
  className?: string;
}

/** A picture from content, sized before it loads and lazy unless it is in the first screen. */
export function Artwork({ image, priority = false, className }: ArtworkProps) {
  return (
    <Frame className={className}>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
    </Frame>
  );
}
