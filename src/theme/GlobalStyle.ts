import { createGlobalStyle, css } from 'styled-components';
import { fontFaces } from './fonts';
import {
  darkPalette,
  highContrastDarkPalette,
  highContrastLightPalette,
  lightPalette,
  type Palette,
} from './palettes';

function declare(palette: Palette) {
  return Object.entries(palette)
    .map(([name, value]) => `--color-${name}: ${value};`)
    .join('\n');
}

const dark = css`
  ${declare(darkPalette)}
  color-scheme: dark;
`;

/**
 * `data-theme` is set on <html> by /theme-init.js before first paint (stored choice, else
 * the system preference); without JavaScript the media query still follows the system.
 */
export const GlobalStyle = createGlobalStyle`
  ${fontFaces}

  :root {
    ${declare(lightPalette)}
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) { ${dark} }
  }
  :root[data-theme='dark'] { ${dark} }

  /* The accessibility panel's settings (src/accessibility/applySettings.ts). */
  :root[data-contrast='high'] { ${declare(highContrastLightPalette)} }
  :root[data-contrast='high'][data-theme='dark'] { ${declare(highContrastDarkPalette)} }
  :root[data-contrast='inverted'] { filter: invert(1) hue-rotate(180deg); }
  /* Pictures, the map and the logo are turned back, so they are not shown as negatives. */
  :root[data-contrast='inverted'] :is(img, iframe, video, [data-keep-colours]) {
    filter: invert(1) hue-rotate(180deg);
  }
  :root[data-text-spacing] body,
  :root[data-text-spacing] body * {
    letter-spacing: var(--a11y-letter-spacing) !important;
    line-height: var(--a11y-line-height) !important;
    /* Widely spaced words break rather than push their boxes or the page sideways. */
    overflow-wrap: anywhere;
  }
  :root[data-cursor] * { cursor: var(--a11y-cursor), auto !important; }
  :root[data-cursor] :is(a, button, label, select, summary, [role='button']) {
    cursor: var(--a11y-pointer), pointer !important;
  }
  :root[data-reduced-motion] *,
  :root[data-reduced-motion] *::before,
  :root[data-reduced-motion] *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-block-start: ${({ theme }) => theme.layout.headerHeight};
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: 1rem;
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
  a { color: ${({ theme }) => theme.color.accentText}; }

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
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
