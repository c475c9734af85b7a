import { useId } from 'react';
import styled from 'styled-components';
import { formatFigure } from '../i18n/formatFigure';
import { useLocale } from '../i18n/useLocale';
import { balancedGrid } from '../theme/balancedGrid';
import type { LabelledFigure } from '../components/primitives/FigureList';
import { GridFrame } from '../components/primitives/GridFrame';

/** The panel reads as a product's summary screen: a raised surface, a status line, tiles. */
const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceRaised};
  overflow: hidden;
`;

/** The status line: the panel's heading after a small arch, the site's motif. */
const StatusLine = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Tiles = styled.dl<{ $layout: string }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  ${({ $layout }) => $layout}
  /* The value is read after its label but shown above it. */
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.type.small};
    text-wrap: pretty;
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.type.figure};
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text};
`;

/**
 * A share of a whole drawn as a bar along the reading direction (inline-start to end, so
 * it grows leftwards in Arabic). The figure itself is the text above it; the bar repeats
 * it for the eye only.
 */
const Bar = styled.span<{ $share: number }>`
  display: block;
  block-size: 0.375rem;
  margin-block-start: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accentSoft};
  &::before {
    content: '';
    display: block;
    inline-size: ${({ $share }) => $share * 100}%;
    block-size: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.accent};
  }
`;

/** Ratings are out of five; percentages are shares already. Other units have no whole. */
function shareOfWhole({ value, unit }: LabelledFigure): number | undefined {
  if (unit === 'percent') return Math.min(Math.max(value, 0), 1);
  if (unit === 'rating') return Math.min(Math.max(value / 5, 0), 1);
  return undefined;
}

function ArchGlyph() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 15V8.2C3 5 5.5 2.8 8 1.5c2.5 1.3 5 3.5 5 6.7V15"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface ResultsDashboardProps {
  /** The figures to show, in order; a case study's hero passes its first three metrics. */
  figures: LabelledFigure[];
  /** The panel's heading ("Key results"). */
  title: string;
  /** 2 where the panel opens a page's content, 3 inside a section with its own heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A case study's results as a results screen: each figure as real text for the page's
 * language, with its label, and a bar where the figure is a share of a whole.
 */
export function ResultsDashboard({
  figures,
  title,
  headingLevel = 2,
  className,
}: ResultsDashboardProps) {
  const locale = useLocale();
  const headingId = useId();
  return (
    <Panel className={className} aria-labelledby={headingId} data-testid="results-dashboard">
      <StatusLine as={headingLevel === 2 ? 'h2' : 'h3'} id={headingId}>
        <ArchGlyph />
        {title}
      </StatusLine>
      <GridFrame>
        <Tiles $layout={balancedGrid(figures.length, 9)}>
          {figures.map((figure) => {
            const share = shareOfWhole(figure);
            return (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>
                  <Value>{formatFigure(figure, locale)}</Value>
                  {share === undefined ? null : <Bar aria-hidden="true" $share={share} />}
                </dd>
              </div>
            );
          })}
        </Tiles>
      </GridFrame>
    </Panel>
  );
}
