// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageScripts } from '../../../tooling/pageScripts';
import { startAfterPaintScript } from './startAfterPaintScript';

const entry = '/assets/start-test.js';
const addedEntry = () => document.head.querySelector(`script[type="module"][src="${entry}"]`);

/**
 * A browser's paint timing: `reportLargestPaint` delivers an entry as the browser would.
 * Safari reports no largest contentful paint.
 */
function stubPaintTiming({ largestPaint = true } = {}) {
  const observers: (() => void)[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = largestPaint ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe({ type }: { type: string }) {
      if (type === 'largest-contentful-paint') observers.push(() => this.callback({}, this));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return () => {
    for (const notify of [...observers]) notify();
  };
}

describe.each([
  ['as written', startAfterPaintScript],
  ['as pages carry it, minified', pageScripts.start],
])('the script that starts the app after the first paint, %s', (_, script) => {
  /** Runs the script as the page does: a classic script in the head of a loading page. */
  function runInHead(): void {
    const element = document.createElement('script');
    element.dataset.entry = entry;
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
    runInThisContext(script);
  }

  const loadPage = () => window.dispatchEvent(new Event('load'));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    addedEntry()?.remove();
  });

  it('waits for the load event, the largest contentful paint and the paint after both', () => {
    const reportLargestPaint = stubPaintTiming();
    runInHead();
    reportLargestPaint();
    vi.runAllTimers();
    expect(addedEntry()).toBeNull();

    loadPage();
    vi.advanceTimersToNextFrame();
    expect(addedEntry()).toBeNull();

    vi.runAllTimers();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(addedEntry()).not.toBeNull();
  });

  it('on a page presented after its load event, waits for its largest paint', () => {
    const reportLargestPaint = stubPaintTiming();
    runInHead();
    loadPage();
    vi.runAllTimers();
    expect(addedEntry()).toBeNull();
    reportLargestPaint();
    reportLargestPaint();
    vi.runAllTimers();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('where the largest paint is not reported, starts after the paint that follows the load event', () => {
    stubPaintTiming({ largestPaint: false });
    runInHead();
    vi.runAllTimers();
    expect(addedEntry()).toBeNull();
    loadPage();
    vi.advanceTimersToNextFrame();
    expect(addedEntry()).toBeNull();
    vi.runAllTimers();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(addedEntry()).not.toBeNull();
  });
});
