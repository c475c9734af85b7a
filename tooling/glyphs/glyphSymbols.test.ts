import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { glyphNames } from '../../src/components/primitives/glyphNames';
import { glyphSprite, symbolAttributes } from './glyphSprite';

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

describe('the icons sprite', () => {
  it('holds every named icon, as lucide describes it, in a symbol named after it', async () => {
    const sprite = glyphSprite(glyphNames);
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const symbols = [
      ...sprite.matchAll(
        new RegExp(`<symbol id="([^"]+)" ${symbolAttributes}>(.*?)</symbol>`, 'g'),
      ),
    ];
    expect(symbols.map(([, id]) => id)).toEqual([...glyphNames]);
    for (const [, name = '', drawing] of symbols) expect(drawing).toBe(await lucideElements(name));
  });

  it('names an icon lucide does not have', () => {
    expect(() => glyphSprite(['no-such-icon'])).toThrow('no-such-icon');
  });
});
