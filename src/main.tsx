import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prepareNumberFormats } from './i18n/intlLocale';
import { localeFromPath } from './i18n/localePath';
import { nextTask } from './performance/nextTask';
import { createAppRouter } from './router';

// `npm run dev:mock`: forms talk to the MSW handlers of mocks/ through a service worker.
// The condition is fixed at build time, so production bundles carry none of this.
if (import.meta.env.VITE_MSW === 'true') {
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass' });
}

const router = createAppRouter(createBrowserHistory());
// Tell the router the document was server-rendered, so it renders the same tree as the
// prerenderer (no client-only Suspense boundaries around the matches).
router.ssr = { manifest: undefined };

// Resolve the route's code and content first, so the first client render matches the
// prerendered HTML exactly and hydration adopts it instead of redrawing the page.
await router.load();

// The language's number data loads in a step of its own, not in the first render's.
await nextTask();
prepareNumberFormats(localeFromPath(window.location.pathname));
await nextTask();

// As a transition, hydration yields to the browser every few milliseconds instead of
// blocking the main thread until the whole document is interactive.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});

// Off the critical path: the observers read buffered entries, so nothing is missed.
void import('./performance/reportWebVitals').then(({ reportWebVitals }) => {
  reportWebVitals();
});
