import { css, type DefaultTheme } from 'styled-components';

/** A list laid out as a grid or a row: no bullets, no indent. */
export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The raised surface every card stands on, in both themes. */
export const cardSurface = css`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

/**
 * A link whose hit area stretches over its nearest positioned ancestor (a card, a menu
 * item), with the focus ring drawn around that whole area, rounded as that ancestor is.
 */
export const stretchedLink = (areaRadius: keyof DefaultTheme['radius']) => css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius[areaRadius]};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
