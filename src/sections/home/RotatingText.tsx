import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(0.35em); }
  to { opacity: 1; transform: none; }
`;

/**
 * All phrases share one grid cell, so the box is as large as the longest and nothing
 * around it moves when the phrase changes (no layout shift).
 */
const Stack = styled.span`
  display: inline-grid;
  > span {
    grid-area: 1 / 1;
  }
  > span[data-active='false'] {
    visibility: hidden;
  }
  > span[data-animate='true'] {
    animation: ${fadeIn} 400ms ease both;
  }
`;

export interface RotatingTextProps {
  phrases: string[];
  active: number;
  /** False until the first change: the first phrase is there from the first paint. */
  animate: boolean;
  className?: string;
  testId?: string;
}

/** The visible, rotating phrase. Screen readers get the full list from the caller instead. */
export function RotatingText({ phrases, active, animate, className, testId }: RotatingTextProps) {
  return (
    <Stack aria-hidden="true" className={className}>
      {phrases.map((phrase, index) => (
        <span
          key={phrase}
          data-active={index === active}
          data-animate={animate && index === active}
          data-testid={index === active ? testId : undefined}
        >
          {phrase}
        </span>
      ))}
    </Stack>
  );
}
