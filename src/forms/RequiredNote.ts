import styled from 'styled-components';

/** The line that says which fields must be filled in, across the whole form's grid. */
export const RequiredNote = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;
