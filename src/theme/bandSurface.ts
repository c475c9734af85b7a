import { css } from 'styled-components';

/**
 * The surface of a full-width band of a page, decided by its place among its siblings (the
 * bands of `<main>` or of an `<article>`), never by the page: counted from the end, the
 * last band is plain and the surface alternates from there, so the band above the footer
 * (which is tinted) is plain and no two neighbouring bands share a surface.
 *
 * The page's header band is tinted too: a band right after it that would be tinted stays
 * plain instead, and the band after that, plain by its place, draws a rule between them.
 * Bands with a look of their own (the accent bands) count as places but keep their colour,
 * which differs from both surfaces.
 */
export const bandSurface = css`
  padding-block: ${({ theme }) => theme.layout.bandSpace};
  background: transparent;
  &:nth-last-child(even) {
    background: ${({ theme }) => theme.color.surface};
  }
  header + &:nth-last-child(even) {
    background: transparent;
  }
  header + :nth-last-child(even) + & {
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }
`;
