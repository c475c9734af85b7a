/**
 * Written into every page's <head>, with `data-entry` naming the app's entry module: adds
 * that module once the page has loaded and painted. So no script is requested while the
 * HTML, styles, font and pictures of the first screen load, and the first paint is the
 * same as without JavaScript; until the app starts, the page reads and its links and forms
 * work as plain HTML. A frame callback runs just before the next paint, and a task queued
 * from it runs after that paint. Plain ES5; its behaviour is tested by running this text.
 */
export const startAfterPaintScript = `(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  function addEntry() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        var script = document.createElement('script');
        script.type = 'module';
        script.src = entry;
        document.head.appendChild(script);
      });
    });
  }
  if (document.readyState === 'complete') addEntry();
  else window.addEventListener('load', addEntry, { once: true });
})();`;
