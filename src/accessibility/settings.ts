/** Font size, text spacing and cursor size move in steps of 10 % between 50 and 200. */
const percentStep = 10;
export const percentMin = 50;
export const percentMax = 200;

export const contrastModes = ['normal', 'high', 'inverted'] as const;
export type ContrastMode = (typeof contrastModes)[number];

/** The accessibility panel's settings; they live for the visit and are never stored. */
export interface AccessibilitySettings {
  fontSize: number;
  textSpacing: number;
  cursorSize: number;
  contrast: ContrastMode;
  reducedMotion: boolean;
  screenReader: boolean;
}

export type PercentSetting = 'fontSize' | 'textSpacing' | 'cursorSize';

export const defaultSettings: AccessibilitySettings = {
  fontSize: 100,
  textSpacing: 100,
  cursorSize: 100,
  contrast: 'normal',
  reducedMotion: false,
  screenReader: false,
};

/** One step up (+1) or down (-1), kept within the limits. */
export function stepPercent(value: number, direction: 1 | -1): number {
  return Math.min(percentMax, Math.max(percentMin, value + direction * percentStep));
}

/** Letter spacing grows 0.02em for each percent above 100. */
export function letterSpacingEm(textSpacing: number): number {
  return Math.max(0, textSpacing - 100) * 0.02;
}

/** Line height is 1.4 plus 0.01 for each percent above 100. */
export function lineHeight(textSpacing: number): number {
  return 1.4 + Math.max(0, textSpacing - 100) * 0.01;
}
