import styled from 'styled-components';

/** Centres content at the site's reading width with gutters that follow the language. */
export const Container = styled.div`
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;
