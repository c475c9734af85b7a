import styled from 'styled-components';

/** Long-form text from MDX: comfortable measure and rhythm in both scripts. */
export const Prose = styled.div`
  max-inline-size: ${({ theme }) => theme.measure('70ch')};
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
`;
