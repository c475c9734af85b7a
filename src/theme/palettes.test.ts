import { describe, expect, it } from 'vitest';
import {
  highContrastDarkPalette,
  highContrastLightPalette,
  palettes,
  themeNames,
  type Palette,
} from './palettes';

type Rgb = [number, number, number];

const channels = (hex: string): Rgb => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map(
    (start) => parseInt(hex.slice(start, start + 2), 16) / 255,
  );
  return [r, g, b];
};

/**
 * What the accessibility panel's inverted contrast draws: `invert(1) hue-rotate(180deg)`
 * (globalCss), with the hue-rotate matrix of the Filter Effects spec at 180 degrees.
 */
const inverted = ([red, green, blue]: Rgb): Rgb => {
  const [r, g, b] = [1 - red, 1 - green, 1 - blue];
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return [
    clamp(-0.574 * r + 1.43 * g + 0.144 * b),
    clamp(0.426 * r + 0.43 * g + 0.144 * b),
    clamp(0.426 * r + 1.43 * g - 0.856 * b),
  ];
};

function luminance(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Foreground/background pairs the site draws, with the WCAG AA minimum for each. */
const pairs: [keyof Palette, keyof Palette, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['text', 'accentSoft', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceRaised', 4.5],
  ['textMuted', 'accentSoft', 4.5],
  ['accentText', 'background', 4.5],
  ['accentText', 'surface', 4.5],
  ['accentText', 'surfaceRaised', 4.5],
  ['accentText', 'accentSoft', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onAccent', 'accentText', 4.5],
  ['danger', 'background', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'surfaceRaised', 4.5],
  ['rating', 'surfaceRaised', 3],
  // The accessibility panel's radios and switches: an accent ring and fill when on, a
  // textMuted ring when off (above), on the panel's raised surface.
  ['accent', 'surfaceRaised', 3],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
];

const allPalettes: Record<string, Palette> = {
  ...palettes,
  'high-contrast light': highContrastLightPalette,
  'high-contrast dark': highContrastDarkPalette,
};

describe.each([...themeNames, 'high-contrast light', 'high-contrast dark'])(
  'the %s palette',
  (name) => {
    const palette = allPalettes[name] ?? palettes.light;
    it.each(pairs)('draws %s on %s with contrast of at least %d:1', (fg, bg, minimum) => {
      expect(contrast(channels(palette[fg]), channels(palette[bg]))).toBeGreaterThanOrEqual(
        minimum,
      );
    });
  },
);

describe.each(themeNames)('the %s palette in inverted contrast', (name) => {
  const palette = palettes[name];
  it.each(pairs)('draws %s on %s with contrast of at least %d:1', (fg, bg, minimum) => {
    expect(
      contrast(inverted(channels(palette[fg])), inverted(channels(palette[bg]))),
    ).toBeGreaterThanOrEqual(minimum);
  });
});
