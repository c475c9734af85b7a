// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { glyphSymbolsId } from '../components/primitives/glyphNames';
import { render } from './entry-server';

describe('a prerendered page', () => {
  it('closes its body with the symbols its icons point to, each once, and no other', async () => {
    const page = await render('/ar/services/networking', '');
    const document = new DOMParser().parseFromString(page.html, 'text/html');
    const container = document.body.lastElementChild;
    expect(container?.id).toBe(glyphSymbolsId);

    const pointedTo = new Set(
      [...document.querySelectorAll('use')].map((use) => use.getAttribute('href')?.slice(1)),
    );
    const symbols = [...(container?.querySelectorAll('symbol') ?? [])].map((symbol) => symbol.id);
    expect(pointedTo.size).toBeGreaterThan(0);
    expect(symbols.toSorted()).toEqual([...pointedTo].toSorted());
  });
});
