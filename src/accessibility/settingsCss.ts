import { compactCss } from '../theme/compactCss';
import { motionHeldStill } from '../theme/motionHeldStill';
import { paletteProperties } from '../theme/paletteProperties';
import { highContrastDarkPalette, highContrastLightPalette } from '../theme/palettes';

/**
 * What the panel's settings do to the page, keyed by the attributes `applySettings` puts on
 * <html>. Only a setting changed from its default needs them, and that happens in script,
 * so they stay out of every page's HTML (about 260 bytes compressed of the first round trip)
 * and `applySettings` adds them to the document the first time a setting is not the default.
 */
export const settingsCss = compactCss(`
  :root[data-contrast='high'] { ${paletteProperties(highContrastLightPalette)} }
  :root[data-contrast='high'][data-theme='dark'] { ${paletteProperties(highContrastDarkPalette)} }
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
  :root[data-reduced-motion] *::after { ${motionHeldStill} }
`);
