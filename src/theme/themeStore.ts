import { useSyncExternalStore } from 'react';
import type { ThemeName } from './palettes';

/**
 * The theme lives on <html data-theme>, where /theme-init.js put it before first paint;
 * this store only reads and changes it, so server and client render the same markup.
 */
const storageKey = 'theme';
const listeners = new Set<() => void>();

function currentTheme(): ThemeName {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: ThemeName): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    window.localStorage.setItem(storageKey, theme);
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
