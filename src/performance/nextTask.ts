/**
 * Resolves in a new task. Start-up work awaits it between steps, so the browser can paint
 * and answer input in between and no single step blocks the page for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
