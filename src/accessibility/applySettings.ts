import { letterSpacingEm, lineHeight, type AccessibilitySettings } from './settings';
import { settingsCss } from './settingsCss';

/** Cursor pictures drawn at 32 px for 100 %; CSP allows data: images. */
const arrow = (size: number) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 32 32'><path d='M4 2 L4 26 L10 20 L14 30 L18 28 L14 18 L22 18 Z' fill='black' stroke='white' stroke-width='2' stroke-linejoin='round'/></svg>`,
  )}") 2 2`;
const hand = (size: number) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 32 32'><path d='M11 14 V4 a2 2 0 0 1 4 0 V13 V11 a2 2 0 0 1 4 0 V13 a2 2 0 0 1 4 0 V15 a2 2 0 0 1 4 0 V22 c0 5 -3 8 -8 8 h-3 c-3 0 -5 -2 -7 -5 L5 18 a2 2 0 0 1 3 -3 Z' fill='white' stroke='black' stroke-width='2' stroke-linejoin='round'/></svg>`,
  )}") 12 2`;

/** Marks the settings' own <style>, added once, the first time a setting is not its default. */
const settingsStyle = 'data-accessibility-settings';

function toggle(root: HTMLElement, attribute: string, on: boolean, value = ''): void {
  if (on) {
    root.setAttribute(attribute, value);
    const document = root.ownerDocument;
    if (!document.head.querySelector(`style[${settingsStyle}]`)) {
      const style = document.createElement('style');
      style.setAttribute(settingsStyle, '');
      style.textContent = settingsCss;
      document.head.append(style);
    }
  } else root.removeAttribute(attribute);
}

/**
 * Applies the settings to the document at once: the root font size (the rem-based layout
 * grows with it), text spacing, contrast, cursor size and motion. Defaults leave no trace.
 */
export function applySettings(root: HTMLElement, settings: AccessibilitySettings): void {
  root.style.fontSize = settings.fontSize === 100 ? '' : `${settings.fontSize}%`;

  const spaced = settings.textSpacing !== 100;
  toggle(root, 'data-text-spacing', spaced, String(settings.textSpacing));
  toggle(root, 'data-letter-spacing', letterSpacingEm(settings.textSpacing) > 0);
  root.style.setProperty('--a11y-letter-spacing', `${letterSpacingEm(settings.textSpacing)}em`);
  root.style.setProperty('--a11y-line-height', String(lineHeight(settings.textSpacing)));

  toggle(root, 'data-contrast', settings.contrast !== 'normal', settings.contrast);

  const cursor = settings.cursorSize !== 100;
  toggle(root, 'data-cursor', cursor, String(settings.cursorSize));
  const size = Math.round((32 * settings.cursorSize) / 100);
  root.style.setProperty('--a11y-cursor', arrow(size));
  root.style.setProperty('--a11y-pointer', hand(size));

  toggle(root, 'data-reduced-motion', settings.reducedMotion);
}
