/**
 * The face the page shows while Cairo is missing (`font-display: optional` keeps the system
 * font for the whole visit when Cairo misses its window): Arial, present on Windows and
 * macOS, or Liberation Sans, drawn to Arial's widths, on Linux, scaled and given Cairo's
 * ascent and descent, so a line of Latin text takes the room Cairo's would. The one-row
 * header at 1024 px has no width to spare, and unscaled it ran 104 px past the content's edge.
 * The figures are @capsizecss/core's `createFontStack` for Cairo's and Arial's metrics
 * (fallbackFont.test.ts computes them again and fails while they differ).
 */
export const fallbackFamily = 'Cairo Fallback';

export const fallbackFontFace = `
  @font-face {
    font-family: '${fallbackFamily}';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
    ascent-override: 137.6489%;
    descent-override: 60.3204%;
    line-gap-override: 0%;
    size-adjust: 94.6611%;
  }
`;
