import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadCompany } from '../content/company';
import { loadDocumentIndex } from '../content/documentIndex';
import { loadInterfaceStrings } from '../i18n/i18n';
import { prepareNumberFormats } from '../i18n/formatFigure';
import { isLocaleSegment, localeFromPath } from '../i18n/localePath';
import { createAppRouter } from '../router';
import { addAllGlyphSymbols } from './addAllGlyphSymbols';
import { nextTask } from './nextTask';

// `npm run dev:mock`: forms talk to the MSW handlers of mocks/ through a service worker.
// The condition is fixed at build time, so production bundles carry none of this.
if (import.meta.env.VITE_MSW === 'true') {
  const { worker } = await import('../../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass' });
}

// Each step below runs in a task of its own, so no single one blocks input for long:
// evaluating the routes and the shell's code, making the router, the page's own code with
// the language's interface strings, company document and list of documents (fetched
// together), the language's number data, loading the page's route.
const locale = localeFromPath(window.location.pathname);
await nextTask();
const router = createAppRouter(createBrowserHistory());
// Tell the router the document was server-rendered, so it renders the same tree as the
// prerenderer (no client-only Suspense boundaries around the matches).
router.ssr = { manifest: undefined };
await nextTask();
// The page's components are fetched before the router loads the page: their modules then
// run in the task that receives the last of them, apart from the router's own work at the
// end of its load (the page's data, its head), which would otherwise follow in that task.
const [matchedRoutes, { locale: firstSegment }] = router.getMatchedRoutes(
  router.latestLocation.pathname,
);
// A first segment that is no language (`/servicess`) matches the home page's route, whose
// check then shows the missing page: the home page's code is not fetched for it.
const pageRoutes = isLocaleSegment(firstSegment, locale) ? matchedRoutes : [];
await Promise.all([
  loadInterfaceStrings(locale),
  loadCompany(locale),
  // The route's loader reads the list to find its documents: fetched here, not after it.
  loadDocumentIndex(locale),
  ...pageRoutes.map((route) => router.loadRouteChunk(route)),
]);
await nextTask();
// Before the route's loaders: the first formatter loads the browser's locale data, which a
// loader's own formatter (the blog's day in Riyadh) would otherwise load in its task.
prepareNumberFormats(locale);
await nextTask();

// Resolve the route's code and content first, so the first client render matches the
// prerendered HTML exactly and hydration adopts it instead of redrawing the page.
await router.load();
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

void addAllGlyphSymbols();

// Off the critical path: the observers read buffered entries, so nothing is missed.
void import('../performance/reportWebVitals').then(({ reportWebVitals }) => {
  reportWebVitals();
});
