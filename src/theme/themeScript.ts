/** Where the visitor's theme choice is kept in local storage. */
export const themeStorageKey = 'theme';

/**
 * Written into the top of every page's <head>, so it runs before the first paint without
 * a request of its own (the CSP allows it by its hash): applies the stored theme, else the
 * system's preference, so no page flashes in the wrong colours. Plain ES5, as it runs
 * before anything else; its behaviour is tested by running this text.
 */
export const themeScript = `(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('${themeStorageKey}');
  } catch (error) {}
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);
})();`;
