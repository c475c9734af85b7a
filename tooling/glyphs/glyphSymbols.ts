import { icons, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const lucideIcons: ReadonlyMap<string, LucideIcon> = new Map(Object.entries(icons));

/** `chevron-down` is lucide-react's `ChevronDown`. */
const componentName = (name: string) =>
  name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** lucide's stroke, drawn in the text's colour; the <svg> using a symbol sets its width. */
export const symbolAttributes =
  'viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

/**
 * One SVG holding each named lucide icon as a <symbol> with the icon's name for its id and,
 * inside, what lucide-react draws inside its own <svg>.
 */
export function glyphSprite(names: readonly string[]): string {
  const symbols = names.map((name) => {
    const icon = lucideIcons.get(componentName(name));
    if (!icon) throw new Error(`lucide-react has no icon named "${name}"`);
    const drawing = renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>|<\/svg>$/g, '');
    return `<symbol id="${name}" ${symbolAttributes}>${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
