import { css, type DefaultTheme } from 'styled-components';

/** A list laid out as a grid or a row: no bullets, no indent. */
export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A link that reads as text (a title, a contents entry) until pointed at: then accent, underlined. */
export const textLink = css`
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.accentText};
    text-decoration: underline;
  }
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

/**
 * The one height of every control a visitor presses: 44 px (WCAG's target size, Apple's and
 * Google's touch minimum), and 48 px where the pointer is a finger. A control with more
 * text than fits a line grows past it.
 */
export const controlHeight = css`
  min-block-size: 2.75rem;
  @media (pointer: coarse) {
    min-block-size: 3rem;
  }
`;

/** Below this width a page is on a phone, where every link must be a 44 px target. */
const phone = '@media (max-width: 47.99rem), (pointer: coarse)';

/**
 * A link in a list (footer, contact details) that stays a line of text on a desktop and
 * becomes a full 44 px row where it is tapped.
 */
export const tapTarget = css`
  ${phone} {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
  }
`;

/**
 * A control that must look smaller than 44 px (a chip, a link in a sentence) gets a hit area
 * of 44 px: an invisible layer reaching above and below it. Its neighbours must stand at
 * least the difference apart, or the layers would overlap.
 */
export const tapArea = css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block: 50% auto;
    block-size: max(100%, 2.75rem);
    translate: 0 -50%;
  }
`;
