import symbols from 'virtual:glyph-symbols';
import { glyphSymbolsId } from '../components/primitives/glyphNames';

/**
 * The page with the symbols its icons point to (`<use href="#glyph-…">`), each once, in a
 * hidden <svg> closing its <body>. In the page itself, an icon costs the first paint no
 * request and no second style pass when a sprite file arrives; at the end, the symbols leave
 * the first screen's markup inside the first round trip. React, hydrating the document,
 * leaves an element it did not render at the end of <body>.
 */
export function withGlyphSymbols(markup: string): string {
  const drawn = Object.entries(symbols)
    .filter(([id]) => markup.includes(`<use href="#${id}"`))
    .map(([, symbol]) => symbol)
    .join('');
  return markup.replace(
    '</body>',
    `<svg id="${glyphSymbolsId}" display="none">${drawn}</svg></body>`,
  );
}
