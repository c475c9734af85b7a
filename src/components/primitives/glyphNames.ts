/**
 * Every lucide icon the site draws, under lucide's own name. The build makes these, and only
 * these, into SVG symbols (tooling/glyphs/glyphSymbolsPlugin.ts) that `Glyph` points to.
 */
export const glyphNames = [
  'accessibility',
  'activity',
  'arrow-left',
  'arrow-right',
  'award',
  'brain',
  'building',
  'chart-column',
  'check',
  'chevron-down',
  'circle-check',
  'clock',
  'cloud',
  'code',
  'cpu',
  'database',
  'external-link',
  'eye',
  'factory',
  'git-branch',
  'globe',
  'graduation-cap',
  'headphones',
  'heart-pulse',
  'landmark',
  'layers',
  'lightbulb',
  'lock',
  'mail',
  'map-pin',
  'menu',
  'message-square',
  'minus',
  'monitor',
  'moon',
  'network',
  'pause',
  'phone',
  'play',
  'plus',
  'refresh-cw',
  'rocket',
  'search',
  'server',
  'settings',
  'shield',
  'shopping-cart',
  'smartphone',
  'star',
  'sun',
  'trending-up',
  'users',
  'wifi',
  'x',
  'zap',
] as const;

export type GlyphName = (typeof glyphNames)[number];

/** A glyph's symbol in the page; the prefix keeps it apart from headings' ids (`#cloud`). */
export const glyphId = (name: string) => `glyph-${name}`;

/** The hidden <svg> at the end of each page's <body> that holds its glyphs' symbols. */
export const glyphSymbolsId = 'glyph-symbols';
