import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatFigure, type FigureValue } from '../../i18n/formatFigure';
import { useLocale } from '../../i18n/useLocale';
import { balancedGrid } from '../../theme/balancedGrid';
import { GridFrame } from './GridFrame';

const List = styled.dl<{ $layout: string }>`
  margin: 0;
  ${({ $layout }) => $layout}
  /* The value is read after its label but shown above it; values of a row line up at the top. */
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    container-type: inline-size;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    text-wrap: balance;
  }
`;

/**
 * A long value ("2.4 مليون دولار أمريكي") takes a smaller size so that it fits its column
 * in two lines at most; Cairo's bold figures and letters average about 0.55 em.
 */
const Value = styled.dd<{ $characters: number }>`
  font-size: min(
    ${({ theme }) => theme.type.figure},
    calc(200cqi / ${({ $characters }) => $characters * 0.55})
  );
`;

export type LabelledFigure = FigureValue & { label: string };

export interface FigureListProps {
  figures: LabelledFigure[];
  /** Draws a value differently (an animated counter); by default it is formatted text. */
  renderValue?: (figure: LabelledFigure) => ReactNode;
  className?: string;
}

/**
 * Figures with their labels (500+ satisfied clients), written for the page's language, in
 * balanced rows across the full width.
 */
export function FigureList({ figures, renderValue, className }: FigureListProps) {
  const locale = useLocale();
  // The counting statistics draw this list 50 times; its layout changes only with the count.
  const layout = useMemo(() => balancedGrid(figures.length, 9), [figures.length]);
  return (
    <GridFrame className={className}>
      <List $layout={layout}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <Value $characters={formatFigure(figure, locale).length}>
              {renderValue ? renderValue(figure) : formatFigure(figure, locale)}
            </Value>
          </div>
        ))}
      </List>
    </GridFrame>
  );
}
