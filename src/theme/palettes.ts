/**
 * The two colour palettes. Every pair a page draws (text on background, button text on
 * button) meets WCAG AA; palettes.test.ts computes the ratios so a change that breaks
 * contrast fails the tests.
 */
/** The brand blue of the logo, the browser's theme-color and the social card. */
export const brandColor = '#5271ff';

export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  accent: string;
  accentText: string;
  onAccent: string;
  accentSoft: string;
  focus: string;
  headerScrolled: string;
  /** Errors: field messages, destructive notices. */
  danger: string;
  /** Rating stars. */
  rating: string;
}

export type ColorName = keyof Palette;

export const lightPalette: Palette = {
  background: '#ffffff',
  surface: '#f4f6fb',
  surfaceRaised: '#ffffff',
  text: '#0f172a',
  textMuted: '#4a5568',
  border: '#d5dce8',
  accent: '#3d57e8',
  accentText: '#3149d1',
  onAccent: '#ffffff',
  accentSoft: '#eceffe',
  focus: '#3149d1',
  headerScrolled: 'rgb(255 255 255 / 0.94)',
  danger: '#c0262d',
  rating: '#b45309',
};

export const darkPalette: Palette = {
  background: '#0b1020',
  surface: '#111a2e',
  surfaceRaised: '#18223b',
  text: '#e9edf6',
  textMuted: '#a9b3c7',
  border: '#2a3552',
  accent: '#8d9eff',
  accentText: '#a3b1ff',
  onAccent: '#0b1020',
  accentSoft: '#1b2550',
  focus: '#b4c0ff',
  headerScrolled: 'rgb(11 16 32 / 0.94)',
  danger: '#ff9e9e',
  rating: '#fbbf24',
};

/** The accessibility panel's high contrast: black on white, or white on black, and no greys. */
export const highContrastLightPalette: Palette = {
  background: '#ffffff',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  text: '#000000',
  textMuted: '#000000',
  border: '#000000',
  accent: '#0000b3',
  accentText: '#0000b3',
  onAccent: '#ffffff',
  accentSoft: '#ffffff',
  focus: '#b30000',
  headerScrolled: '#ffffff',
  danger: '#a30000',
  rating: '#000000',
};

export const highContrastDarkPalette: Palette = {
  background: '#000000',
  surface: '#000000',
  surfaceRaised: '#000000',
  text: '#ffffff',
  textMuted: '#ffffff',
  border: '#ffffff',
  accent: '#ffff00',
  accentText: '#ffff00',
  onAccent: '#000000',
  accentSoft: '#000000',
  focus: '#00ffff',
  headerScrolled: '#000000',
  danger: '#ff9999',
  rating: '#ffff00',
};

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

export const palettes: Record<ThemeName, Palette> = { light: lightPalette, dark: darkPalette };
