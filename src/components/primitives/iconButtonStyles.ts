import { css } from 'styled-components';

/** A round, bordered button holding only an icon (menu, close): 44 px, a finger's target. */
export const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  flex: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  /* 48 px under a finger, as the buttons are (controlHeight); minimums, so a labelled
     icon button that sets its own width keeps it. */
  @media (pointer: coarse) {
    min-inline-size: 3rem;
    min-block-size: 3rem;
  }
`;
