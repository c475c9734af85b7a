import { themeStorageKey } from '../../theme/themeStorageKey';

/**
 * Written into the top of every page's <head>, so it runs before the first paint without
 * a request of its own (the CSP allows it by its hash): applies the stored theme, else the
 * system's preference, so no page flashes in the wrong colours. A block, not a function:
 * its names stay out of the global scope in fewer bytes. The build minifies it
 * (tooling/pageScripts.ts); its behaviour is tested by running this text.
 */
export const themeScript = `{
  let theme = null;
  try {
    theme = localStorage.getItem('${themeStorageKey}');
  } catch {}
  if (theme !== 'light' && theme !== 'dark') {
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.dataset.theme = theme;
}`;
