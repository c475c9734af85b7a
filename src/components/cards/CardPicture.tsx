import styled from 'styled-components';
import { Artwork } from '../primitives/Artwork';

/**
 * A picture on a card: pictures of every shape share one 16:9 frame, so a row lines up. The
 * featured article's card draws it beside its text, wider than a card in a row of three.
 */
export const CardPicture = styled(Artwork).attrs<{ $beside?: boolean }>(({ $beside }) => ({
  slot: $beside ? 'featuredCard' : 'card',
}))`
  border-radius: ${({ theme }) => theme.radius.medium};
  img {
    aspect-ratio: 16 / 9;
    object-fit: contain;
  }
`;
