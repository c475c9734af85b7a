import styled from 'styled-components';

/**
 * The line length of long-form text at its lead size: about 68 characters of English a line
 * (Cairo's letters average about three quarters of the digit `ch` measures).
 */
export const proseMeasure = '52ch';

/** Long-form text from MDX: comfortable measure and rhythm in both scripts. */
export const Prose = styled.div`
  max-inline-size: ${({ theme }) => theme.measure(proseMeasure)};
  padding-block: ${({ theme }) => theme.space(12)};
  font-size: ${({ theme }) => theme.type.lead};

  h2 {
    margin-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.type.subsection};
  }
  h3 {
    margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.type.item};
  }
  p,
  ul,
  ol {
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
  /* A web address written out is one unbreakable word: on a phone it pushed the page sideways. */
  a {
    overflow-wrap: anywhere;
  }
`;
