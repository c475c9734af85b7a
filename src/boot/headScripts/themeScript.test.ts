// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeStorageKey } from '../../theme/themeStorageKey';
import { themeScript } from './themeScript';

function runThemeInit({ stored, prefersDark }: { stored: string | null; prefersDark: boolean }) {
  document.documentElement.removeAttribute('data-theme');
  if (stored === null) window.localStorage.removeItem(themeStorageKey);
  else window.localStorage.setItem(themeStorageKey, stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersDark && query === '(prefers-color-scheme: dark)',
  }));
  // A classic script, run as the page runs it: in the global scope, before anything else.
  runInThisContext(themeScript);
  return document.documentElement.getAttribute('data-theme');
}

describe('the theme chosen before first paint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the stored choice first', () => {
    expect(runThemeInit({ stored: 'light', prefersDark: true })).toBe('light');
    expect(runThemeInit({ stored: 'dark', prefersDark: false })).toBe('dark');
  });

  it('follows the system when nothing valid is stored', () => {
    expect(runThemeInit({ stored: null, prefersDark: true })).toBe('dark');
    expect(runThemeInit({ stored: null, prefersDark: false })).toBe('light');
    expect(runThemeInit({ stored: 'sepia', prefersDark: true })).toBe('dark');
  });
});
