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

/**
 * Marks <html> while the theme changes, so no colour transitions (globalCss): every colour
 * takes its new value in the frame that shows the switch. With motion reduced, every element
 * has a transition of 0.01 ms, and a transition of an inherited colour ends a frame before
 * its children's starts, so nested text reached the new theme one level a frame.
 */
const changingTheme = 'data-theme-changing';

export function setTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.setAttribute(changingTheme, '');
  root.setAttribute('data-theme', theme);
  // Two frames: the first computes the new colours with transitions off, then they return.
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(changingTheme)));
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
