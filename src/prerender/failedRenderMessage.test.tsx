import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { failedRenderMessage } from './failedRenderMessage';

function Broken(): never {
  throw new Error('The "services" list & its icons are missing');
}

describe('failedRenderMessage', () => {
  it('finds a component that threw while the server rendered it, with its message', () => {
    const markup = renderToString(
      <main>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </main>,
    );
    expect(failedRenderMessage(markup)).toBe('The "services" list & its icons are missing');
  });

  it('finds nothing in a page that rendered', () => {
    const markup = renderToString(
      <main>
        <Suspense fallback={null}>
          <p>Rendered</p>
        </Suspense>
      </main>,
    );
    expect(failedRenderMessage(markup)).toBeUndefined();
  });
});
