import styled from 'styled-components';

export interface ArtworkImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The artwork is drawn on a transparent background with translucent fills, so it takes its
 * backdrop from this frame (or from the band it stands on) and reads right in either theme.
 */
const Frame = styled.div<{ $backdrop: boolean }>`
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme, $backdrop }) => ($backdrop ? theme.color.accentSoft : 'transparent')};
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
  /** False where the picture stands on a tinted band of its own, such as the home hero. */
  backdrop?: boolean;
  className?: string;
}

/** A picture from content, sized before it loads and lazy unless it is in the first screen. */
export function Artwork({ image, priority = false, backdrop = true, className }: ArtworkProps) {
  return (
    <Frame className={className} $backdrop={backdrop}>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </Frame>
  );
}
