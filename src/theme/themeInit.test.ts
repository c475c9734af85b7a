import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

const script = readFileSync('public/theme-init.js', 'utf8');

function runThemeInit({ stored, prefersDark }: { stored: string | null; prefersDark: boolean }) {
  document.documentElement.removeAttribute('data-theme');
  if (stored === null) window.localStorage.removeItem('theme');
  else window.localStorage.setItem('theme', stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersDark && query === '(prefers-color-scheme: dark)',
  }));
  // A classic script, run as the page runs it: in the global scope, before anything else.
  runInThisContext(script);
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
