import { fontFaces } from './fonts';
import { compactCss } from './compactCss';
import { motionHeldStill } from './motionHeldStill';
import { paletteProperties } from './paletteProperties';
import { darkPalette, lightPalette } from './palettes';
import { theme } from './theme';

const dark = `
  ${paletteProperties(darkPalette)}
  color-scheme: dark;
`;

/**
 * The page-wide rules: fonts, colours, type scale, resets. Plain CSS in its own <style> in
 * the document's head, outside styled-components, which would replace its tag when the app
 * starts and make the browser register the fonts and lay out the whole page again. The
 * prerenderer writes it (entry-server), so no page's scripts carry it.
 *
 * `data-theme` is set on <html> by the head's theme script before first paint (stored
 * choice, else the system preference); without JavaScript the media query follows the system.
 */
export const globalCss = compactCss(`
  ${fontFaces}

  :root {
    ${paletteProperties(lightPalette)}
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) { ${dark} }
  }
  :root[data-theme='dark'] { ${dark} }

  *, *::before, *::after { box-sizing: border-box; }

  /*
   * The type scale. Cairo's Arabic letters sit larger on the body than its Latin ones, so
   * Arabic headings step down a little and running text and small print step up, which keeps
   * both languages at the same visual weight.
   */
  :root {
    --type-numeral: clamp(4rem, 3rem + 5vw, 7rem);
    --type-display: clamp(2.25rem, 1.5rem + 3vw, 3.75rem);
    --type-title: clamp(2rem, 1.4rem + 2.4vw, 3.25rem);
    --type-section: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem);
    --type-subsection: clamp(1.25rem, 1.1rem + 0.6vw, 1.6rem);
    --type-figure: clamp(1.75rem, 1.5rem + 1vw, 2.25rem);
    --type-item: 1.2rem;
    --type-lead: 1.125rem;
    --type-body: 1rem;
    --type-small: 0.9rem;
    --type-menu: 0.875rem;
    --type-menu-roomy: 0.875rem;
    --measure-scale: 1;
  }
  :root:lang(ar) {
    --type-display: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
    --type-title: clamp(1.85rem, 1.35rem + 2vw, 2.85rem);
    --type-section: clamp(1.45rem, 1.2rem + 1vw, 2rem);
    /* At least 1.35rem, so an article's headings stand clear of its 1.15rem text on a phone. */
    --type-subsection: clamp(1.35rem, 1.2rem + 0.5vw, 1.5rem);
    --type-lead: 1.15rem;
    --type-body: 1.05rem;
    --type-small: 0.95rem;
    /* Arabic letters read as clearly as Latin ones at 14 px only a little larger, where the
       header has the room for it. */
    --type-menu-roomy: 0.9rem;
    /* Measured at 1440 px: 70ch of Arabic body text held 84 to 101 letters; this keeps 70 to 80. */
    --measure-scale: 0.8;
  }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-block-start: ${theme.layout.headerHeight};
  }

  body {
    margin: 0;
    background: ${theme.color.background};
    color: ${theme.color.text};
    font-family: ${theme.font.family};
    font-size: ${theme.type.body};
    line-height: 1.6;
    text-rendering: optimizeLegibility;
  }

  /* Arabic script needs more room above and below the line than Latin. */
  :lang(ar) body, body:lang(ar) { line-height: 1.8; }

  /* A word too long for its line (a phone at 200 % text) breaks instead of overflowing. */
  h1, h2, h3, h4 { line-height: 1.25; margin: 0; overflow-wrap: anywhere; }
  :lang(ar) :is(h1, h2, h3, h4) { line-height: 1.45; }
  p { margin: 0; }
  img, svg { max-inline-size: 100%; block-size: auto; }
  a { color: ${theme.color.accentText}; }

  /* Buttons and fields do not inherit the page font by default. */
  button, input, select, textarea { font: inherit; color: inherit; }

  /* Arrows and chevrons point along the reading direction; logos never flip. */
  [dir='rtl'] .directional { transform: scaleX(-1); }

  .visually-hidden {
    position: absolute !important;
    inline-size: 1px;
    block-size: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { ${motionHeldStill} }
  }

  /* A theme switch shows at once (themeStore.ts). */
  :root[data-theme-changing] *,
  :root[data-theme-changing] *::before,
  :root[data-theme-changing] *::after {
    transition-property: none !important;
  }
`);
