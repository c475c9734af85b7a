import { glyphSymbolsId } from '../components/primitives/glyphNames';

/**
 * A prerendered page holds the symbols of its own icons only; the pages a visitor opens next
 * draw theirs from the same hidden <svg>. So once the page is hydrating, every other symbol
 * is added to it, from a module fetched after the page's own code. Icons are decorative: if
 * the module cannot be fetched, pages opened later show their text without them.
 */
export async function addAllGlyphSymbols(): Promise<void> {
  const container = document.getElementById(glyphSymbolsId);
  if (!container) return;
  const { default: symbols } = await import('virtual:glyph-symbols').catch(() => ({
    default: {},
  }));
  const missing = Object.entries(symbols).filter(([id]) => !document.getElementById(id));
  container.insertAdjacentHTML('beforeend', missing.map(([, symbol]) => symbol).join(''));
}
