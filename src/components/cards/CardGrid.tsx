import { Children, type ReactNode } from 'react';
import styled from 'styled-components';
import { balancedGrid } from '../../theme/balancedGrid';
import { cardSurface, listReset } from '../../theme/mixins';
import { GridFrame } from '../primitives/GridFrame';

const Grid = styled.ul<{ $layout: string }>`
  ${listReset}
  ${({ $layout }) => $layout}
`;

export interface CardGridProps {
  /** The narrowest a card may be, in rem, before its row holds one card fewer. */
  minWidth?: number;
  /** The cards, one `<li>` each. */
  children: ReactNode;
  className?: string;
}

/** Cards in balanced rows that run the full width, however many there are. */
export function CardGrid({ minWidth = 17, children, className }: CardGridProps) {
  return (
    <GridFrame className={className}>
      <Grid $layout={balancedGrid(Children.toArray(children).length, minWidth)}>{children}</Grid>
    </GridFrame>
  );
}

/** A card of the grid that is not a link: an icon, a heading, text and short lists. */
export const PlainCard = styled.li`
  ${cardSurface}
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  > svg {
    color: ${({ theme }) => theme.color.accentText};
  }
  h3 {
    font-size: ${({ theme }) => theme.type.item};
  }
  > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
