import { useSyncExternalStore } from 'react';
import type { ThemeName } from './palettes';
import { themeStorageKey } from './themeStorageKey';

/**
 * The theme lives on <html data-theme>, where the head's theme script put it before first
 * paint; this store only reads and changes it, so server and client render the same markup.
 */
const listeners = new Set<() => void>();

function currentTheme(): ThemeName {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: ThemeName): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage can be disabled (private mode, policy); the choice then lasts for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
