import styled from 'styled-components';

/**
 * The search's form: its label above a full-width field. The not-found page's form, which
 * loads with the page, and the search panel, which loads on request, share it, so the field
 * looks the same before and after the search's code arrives.
 */
export const SearchForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  label {
    font-weight: 600;
  }
  input {
    inline-size: 100%;
    block-size: 3rem;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.textMuted};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.background};
  }
`;
