/**
 * The app's entry, which the page's head script adds once the page has loaded and painted.
 * It starts in steps, each running in a task of its own: React, then each library every
 * page uses, then the app. Run at once, their code would block input for one long task.
 * The app imports these libraries as usual; each step in ./steps/ imports one of them
 * first, and the chunk groups in vite.config.ts give each library a chunk of its own, so
 * each runs in its own task. A new library the whole shell needs gets a step and a group.
 */
const steps: (() => Promise<unknown>)[] = [
  () => import('./steps/reactStep'),
  () => import('./steps/routerStep'),
  () => import('./steps/i18nStep'),
  () => import('./steps/stylesStep'),
  () => import('./steps/navigationMenuStep'),
  () => import('./hydrate'),
];

async function startApp(): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}

/**
 * As ./nextTask.ts, written here so the entry imports nothing that would be one more
 * request before React's.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

void startApp();
