/**
 * Written into every page's <head>, with `data-entry` naming the app's entry module: adds
 * that module once the page has loaded and its largest content is on screen. So no script
 * is requested while the HTML, styles, font and pictures of the first screen load, and the
 * first paints are the same as without JavaScript; until the app starts, the page reads
 * and its links and forms work as plain HTML.
 *
 * It waits for the load event and for the browser's first largest-contentful-paint entry,
 * reported once that frame is presented (a long right-to-left page can be presented after
 * its load event); then for one more paint, in which a larger element that loaded with the
 * page shows: a frame callback runs just before it, and a task queued from it runs after.
 * Where the largest paint is not reported (Safari), the load event alone opens that last
 * wait. A block, not a function, as the theme script. The build minifies it
 * (tooling/pageScripts.ts); its behaviour is tested by running this text, as written and
 * as minified.
 */
export const startAfterPaintScript = `{
  const entry = document.currentScript.dataset.entry;
  let waitingFor = 2;
  const done = () => {
    if (--waitingFor > 0) return;
    requestAnimationFrame(() => {
      setTimeout(() => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = entry;
        document.head.appendChild(script);
      });
    });
  };
  addEventListener('load', done, { once: true });
  if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      done();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else done();
}`;
