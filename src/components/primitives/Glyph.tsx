import sprite from 'virtual:glyph-sprite';
import type { GlyphName } from './glyphNames';

interface GlyphProps {
  name: GlyphName;
  /** In rem, like every icon, so it grows with the accessibility panel's font size. */
  size: string;
  strokeWidth?: number;
  /** `directional` mirrors an arrow on right-to-left pages. */
  className?: string;
}

/**
 * A decorative lucide icon (the text beside it carries the meaning), drawn from the site's
 * sprite: the page holds a reference instead of the icon's paths, so neither its HTML nor its
 * scripts carry them, and the sprite is one cached file for every page. The sprite gives the
 * stroke's colour and ends; its fill (none, unless a style fills it) and width come from here.
 */
export function Glyph({ name, size, strokeWidth = 2, className }: GlyphProps) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
