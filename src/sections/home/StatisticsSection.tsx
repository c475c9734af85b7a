import styled from 'styled-components';
import { Container } from '../../components/primitives/Container';
import { FigureList, type LabelledFigure } from '../../components/primitives/FigureList';
import { formatFigure } from '../../i18n/formatFigure';
import { useLocale } from '../../i18n/useLocale';
import { useCountUp, valueAtStep } from './useCountUp';
import { useReducedMotion } from '../../accessibility/useReducedMotion';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space(12)};
  background: ${({ theme }) => theme.color.accentSoft};
  h2 {
    font-size: ${({ theme }) => theme.type.item};
    margin-block-end: ${({ theme }) => theme.space(6)};
  }
`;

const Figures = styled(FigureList)`
  dd {
    font-size: ${({ theme }) => theme.type.title};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/**
 * The final value reserves the width (no layout shift) and is what assistive technology
 * and search engines read; the counting copy on top of it is only drawn.
 */
const Counter = styled.span`
  display: inline-grid;
  > span {
    grid-area: 1 / 1;
  }
`;

export interface StatisticsSectionProps {
  title: string;
  figures: LabelledFigure[];
}

/** The statistics strip: years, clients, uptime and support hours, counted up after load. */
export function StatisticsSection({ title, figures }: StatisticsSectionProps) {
  const locale = useLocale();
  const step = useCountUp(useReducedMotion());
  return (
    <Band aria-labelledby="statistics-title">
      <Container>
        <h2 id="statistics-title">{title}</h2>
        <Figures
          figures={figures}
          renderValue={(figure) => (
            <Counter>
              <span className="visually-hidden">{formatFigure(figure, locale)}</span>
              <span aria-hidden="true" data-testid="counter">
                {formatFigure({ ...figure, value: valueAtStep(figure.value, step) }, locale)}
              </span>
            </Counter>
          )}
        />
      </Container>
    </Band>
  );
}
