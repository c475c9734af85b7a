import styled from 'styled-components';

/**
 * Holds a balanced grid (src/theme/balancedGrid.ts): the grid then fits the width it is
 * given, wherever it is placed, not the window's.
 */
export const GridFrame = styled.div`
  container-type: inline-size;
`;
