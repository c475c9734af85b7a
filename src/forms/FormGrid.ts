import styled from 'styled-components';

/**
 * Fields side by side in pairs where two of at least 14rem fit, one under the other where
 * they do not: a form never spreads into three or four columns on a wide screen.
 */
export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, max(14rem, (100% - ${({ theme }) => theme.space(4)}) / 2)), 1fr)
  );
  > .full {
    grid-column: 1 / -1;
  }
`;
