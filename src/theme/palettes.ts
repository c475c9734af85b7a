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
  danger: '#ff8a8a',
  rating: '#fbbf24',
};

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

export const palettes: Record<ThemeName, Palette> = { light: lightPalette, dark: darkPalette };
