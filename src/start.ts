/**
 * The app's entry, which the page's head script adds once the page has loaded and painted.
 * It starts in steps, each running in a task of its own: React, then the libraries every
 * page uses, then the app. Run at once, their code would block input for one long task.
 */
async function startApp(): Promise<void> {
  await import('./startReact');
  await nextTask();
  await import('./startLibraries');
  await nextTask();
  await import('./main');
}

/**
 * As src/performance/nextTask.ts, written here so the entry imports nothing that would be
 * one more request before React's.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

void startApp();
