import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateSeparately } from './HydrateSeparately';

/** The prerendered boundaries around the children, one per pass later they hydrate. */
const boundaries = (html: string) => html.match(/<!--\$-->/g)?.length ?? 0;

describe('HydrateSeparately', () => {
  it('prerenders its children inside one Suspense boundary by default', () => {
    const html = renderToString(
      <HydrateSeparately>
        <p>Fields</p>
      </HydrateSeparately>,
    );
    expect(boundaries(html)).toBe(1);
    expect(html).toContain('<p>Fields</p>');
  });

  it('nests one boundary per pass it waits, around the same markup', () => {
    const html = renderToString(
      <HydrateSeparately passesLater={3}>
        <nav>Menu</nav>
      </HydrateSeparately>,
    );
    expect(boundaries(html)).toBe(3);
    expect(html.replace(/<!--\/?\$-->/g, '')).toBe('<nav>Menu</nav>');
  });
});
