import type { IconName } from '../../content/vocabulary';
import { Glyph } from './Glyph';
import type { GlyphName } from './glyphNames';

/** Each icon name an editor may use, and the lucide icon that draws it. */
const glyphs: Record<IconName, GlyphName> = {
  network: 'network',
  code: 'code',
  globe: 'globe',
  smartphone: 'smartphone',
  cloud: 'cloud',
  shield: 'shield',
  lightbulb: 'lightbulb',
  server: 'server',
  brain: 'brain',
  cpu: 'cpu',
  lock: 'lock',
  activity: 'activity',
  layers: 'layers',
  'trending-up': 'trending-up',
  zap: 'zap',
  clock: 'clock',
  headphones: 'headphones',
  award: 'award',
  users: 'users',
  'check-circle': 'circle-check',
  'bar-chart': 'chart-column',
  settings: 'settings',
  database: 'database',
  monitor: 'monitor',
  'heart-pulse': 'heart-pulse',
  'graduation-cap': 'graduation-cap',
  landmark: 'landmark',
  'shopping-cart': 'shopping-cart',
  factory: 'factory',
  building: 'building',
  wifi: 'wifi',
  eye: 'eye',
  'message-square': 'message-square',
  'refresh-cw': 'refresh-cw',
  'git-branch': 'git-branch',
  rocket: 'rocket',
};

/** A decorative icon named in content; the text beside it carries the meaning. */
export function Icon({ name, size = '1.5rem' }: { name: IconName; size?: string }) {
  return <Glyph name={glyphs[name]} size={size} strokeWidth={1.75} />;
}
