/**
 * The page's only script at first: it starts the app once the page has loaded and painted,
 * so the app's code never competes with the HTML, styles, font and pictures of the first
 * screen for the first round trips. Until then the prerendered page reads and its links
 * work.
 */
function startApp(): void {
  void import('./main');
}

// A frame callback runs just before the next paint; a task queued from it runs after it.
function afterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(startApp));
}

if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
