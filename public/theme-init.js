// Runs in <head> before first paint, as an external file so a strict CSP needs no inline
// script: applies the stored theme, else the system preference, so no page flashes.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('theme');
  } catch (error) {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
