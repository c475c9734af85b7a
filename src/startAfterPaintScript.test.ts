import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterPaintScript } from './startAfterPaintScript';

const entry = '/assets/start-test.js';
const addedEntry = () => document.head.querySelector(`script[type="module"][src="${entry}"]`);

/** Runs the script as the page does: a classic script whose element names the entry. */
function runInHead(readyState: DocumentReadyState): void {
  const element = document.createElement('script');
  element.dataset.entry = entry;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  runInThisContext(startAfterPaintScript);
}

describe('the script that starts the app after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    addedEntry()?.remove();
  });

  it('waits for the load event, then the next frame, then a task after it', () => {
    runInHead('loading');
    vi.runAllTimers();
    expect(addedEntry()).toBeNull();

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    expect(addedEntry()).toBeNull();

    vi.runOnlyPendingTimers();
    expect(addedEntry()).not.toBeNull();
  });

  it('adds the entry after the next paint when the page has already loaded', () => {
    runInHead('complete');
    expect(addedEntry()).toBeNull();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(addedEntry()).not.toBeNull();
  });
});
