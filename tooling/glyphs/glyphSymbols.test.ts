import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { glyphId, glyphNames } from '../../src/components/primitives/glyphNames';
import { glyphSymbols, symbolAttributes } from './glyphSymbols';

/** lucide's own description of an icon: its elements, each a tag and its attributes. */
const iconModule = z.object({
  __iconData: z.object({
    node: z.array(z.tuple([z.string(), z.record(z.string(), z.union([z.string(), z.number()]))])),
  }),
});

/** The icon's elements as lucide describes them (React's `key` apart), written as SVG. */
async function lucideElements(name: string): Promise<string> {
  const { __iconData } = iconModule.parse(await import(`lucide-react/icons/${name}`));
  return __iconData.node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([attribute]) => attribute !== 'key')
        .map(([attribute, value]) => ` ${attribute}="${value}"`)
        .join('');
      return `<${tag}${written}></${tag}>`;
    })
    .join('');
}

describe("the icons' symbols", () => {
  it('hold every named icon, as lucide describes it, under its id', async () => {
    const symbols = glyphSymbols(glyphNames);
    expect(Object.keys(symbols)).toEqual(glyphNames.map(glyphId));
    for (const name of glyphNames) {
      const symbol = new RegExp(
        `^<symbol id="${glyphId(name)}" ${symbolAttributes}>(.*)</symbol>$`,
      );
      expect(symbols[glyphId(name)]).toMatch(symbol);
      expect(symbols[glyphId(name)]?.match(symbol)?.[1]).toBe(await lucideElements(name));
    }
  });

  it('name an icon lucide does not have', () => {
    expect(() => glyphSymbols(['no-such-icon'])).toThrow('no-such-icon');
  });
});
