import { useMemo } from 'react';
import styled from 'styled-components';
import { balancedGrid } from '../theme/balancedGrid';
import { listReset } from '../theme/mixins';
import { GridFrame } from '../components/primitives/GridFrame';

/** Each step is numbered by the list itself, so a screen reader hears "1 of 4" once. */
const List = styled.ol<{ $layout: string }>`
  ${listReset}
  counter-reset: step;
  ${({ $layout }) => $layout}
  li {
    counter-increment: step;
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(2)};
    padding-block-start: ${({ theme }) => theme.space(4)};
    border-block-start: 2px solid ${({ theme }) => theme.color.border};
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    font-size: ${({ theme }) => theme.type.figure};
    font-weight: 800;
    line-height: 1;
    color: ${({ theme }) => theme.color.accentText};
  }
  h3 {
    font-size: ${({ theme }) => theme.type.item};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface ProcessStep {
  title: string;
  description: string;
}

/** How an engagement runs, step by step, side by side where they fit and in order below. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const layout = useMemo(() => balancedGrid(steps.length, 13), [steps.length]);
  return (
    <GridFrame>
      <List $layout={layout}>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </List>
    </GridFrame>
  );
}
