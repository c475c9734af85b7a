import { glyphId, type GlyphName } from './glyphNames';

interface GlyphProps {
  name: GlyphName;
  /** In rem, like every icon, so it grows with the accessibility panel's font size. */
  size: string;
  strokeWidth?: number;
  /** `directional` mirrors an arrow on right-to-left pages. */
  className?: string;
}

/**
 * A decorative lucide icon (the text beside it carries the meaning), drawn from its symbol in
 * the page: the prerendered HTML holds each of its icons' paths once, at the end of <body>
 * (`withGlyphSymbols`), and the scripts none until the page is interactive. The symbol gives
 * the stroke's colour and ends; its fill (none, unless a style fills it) and width come from
 * here.
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
      <use href={`#${glyphId(name)}`} />
    </svg>
  );
}
