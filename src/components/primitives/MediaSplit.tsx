import type { ReactNode } from 'react';
import styled from 'styled-components';

const Layout = styled.div<{ $mediaFirst: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
    > :last-child {
      order: ${({ $mediaFirst }) => ($mediaFirst ? -1 : 0)};
    }
  }
`;

export interface MediaSplitProps {
  children: ReactNode;
  /** Usually an Artwork; it sits beside the text on wide screens and below it on narrow. */
  media: ReactNode;
  /** Puts the media on the start side, to alternate down a page. */
  mediaFirst?: boolean;
}

/** Text and a picture side by side; the text comes first in reading order either way. */
export function MediaSplit({ children, media, mediaFirst = false }: MediaSplitProps) {
  return (
    <Layout $mediaFirst={mediaFirst}>
      <div>{children}</div>
      {media}
    </Layout>
  );
}
