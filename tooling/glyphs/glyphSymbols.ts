import { icons, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { glyphId } from '../../src/components/primitives/glyphNames.ts';

const lucideIcons: ReadonlyMap<string, LucideIcon> = new Map(Object.entries(icons));

/** `chevron-down` is lucide-react's `ChevronDown`. */
const componentName = (name: string) =>
  name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** lucide's stroke, drawn in the text's colour; the <svg> using a symbol sets its width. */
export const symbolAttributes =
  'viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

/**
 * Each named lucide icon as a <symbol> under its `glyphId`, holding what lucide-react draws
 * inside its own <svg>; keyed by that id, the one a page's `<use href="#…">` points to.
 */
export function glyphSymbols(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const icon = lucideIcons.get(componentName(name));
      if (!icon) throw new Error(`lucide-react has no icon named "${name}"`);
      const drawing = renderToStaticMarkup(createElement(icon)).replace(
        /^<svg[^>]*>|<\/svg>$/g,
        '',
      );
      const id = glyphId(name);
      return [id, `<symbol id="${id}" ${symbolAttributes}>${drawing}</symbol>`];
    }),
  );
}
