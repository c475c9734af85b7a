import styled from 'styled-components';

/**
 * A grid of plain cards, one per list item: icon, heading, text and short lists. Cards
 * narrower than `$minWidth` wrap to the next row.
 */
export const CardList = styled.ul<{ $minWidth?: string }>`
  display: grid;
  grid-template-columns: ${({ theme, $minWidth = '16rem' }) => theme.columns($minWidth)};
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  > li > svg {
    color: ${({ theme }) => theme.color.accentText};
  }
  h3 {
    font-size: 1.2rem;
  }
  > li > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
