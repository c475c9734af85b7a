import type { Palette } from './palettes';

/** A palette as the custom properties the theme's colours read (`--color-text: …;`). */
export function paletteProperties(palette: Palette): string {
  return Object.entries(palette)
    .map(([name, value]) => `--color-${name}: ${value};`)
    .join('\n');
}
