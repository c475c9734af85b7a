import styled from 'styled-components';
import { Artwork } from './Artwork';

/** A picture on a card: pictures of every shape share one 16:9 frame, so a row lines up. */
export const CardPicture = styled(Artwork).attrs({ slot: 'card' })`
  border-radius: ${({ theme }) => theme.radius.medium};
  img {
    aspect-ratio: 16 / 9;
    object-fit: contain;
  }
`;
