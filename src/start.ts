/**
 * The page's only script at first: it starts the app once the page has loaded and painted,
 * so the app's code never competes with the HTML, styles, font and pictures of the first
 * screen for the first round trips. Until then the prerendered page reads and its links
 * work.
 */
/**
 * Starts in steps, each running in a task of its own: React, then the libraries every page
 * uses, then the app. Run at once, their code would block input for one long task.
 */
async function startApp(): Promise<void> {
  await import('./startReact');
  await nextTask();
  await import('./startLibraries');
  await nextTask();
  await import('./main');
}

/**
 * As src/performance/nextTask.ts, written here so the page's first script imports nothing
 * that would be one more request in the first round trips.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

// A frame callback runs just before the next paint; a task queued from it runs after it.
function afterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(() => void startApp()));
}

if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
