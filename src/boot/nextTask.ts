/**
 * Resolves in a new task. Start-up work awaits it between steps, so the browser can paint
 * and answer input in between and no single step blocks the page for long. A message, not
 * a timer: timers nested this deep are delayed by the browser, and a test's fake clock
 * holds them back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
