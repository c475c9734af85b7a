import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { errorMessage } from '../../shared/errorMessage';
import { FormEchoProvider, type FormEcho } from '../forms/formEcho';
import { loadFormStrings } from '../forms/loadFormStrings';
import { localeFromPath } from '../i18n/localePath';
import { createAppRouter } from '../router';
import { showsNotFound } from '../routing/showsNotFound';
import { globalCss } from '../theme/globalCss';
import { failedRenderMessage } from './failedRenderMessage';
import { withGlyphSymbols } from './withGlyphSymbols';

export { sitePages } from '../routing/sitePages';
export { securityTxt } from '../seo/securityTxt';
export { siteUrl } from '../seo/siteUrl';

export interface RenderedPage {
  html: string;
  status: number;
  /** Why the page could not be rendered: a loader failed, or a component threw. */
  error?: string;
}

/**
 * Renders one URL to a complete HTML document. The page-wide rules (`globalCss`), then
 * `headTags` (the built scripts, styles and the theme script) go at the end of <head>, and
 * the symbols of its icons at the end of <body>; React adopts the rest when it hydrates.
 * The rules are written here rather than by the root route so that no page's scripts carry
 * them: React leaves a <head>'s tags it did not render alone, and the rules never change
 * while a page is open.
 * `echo` is the receiver's answer to a form posted without JavaScript.
 */
export async function render(
  url: string,
  headTags: string,
  echo?: FormEcho,
): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // The answer to a post shows the forms' words (the outcome, the field messages) at once.
  if (echo) await loadFormStrings(localeFromPath(router.state.location.pathname));

  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <FormEchoProvider value={echo}>
          <RouterProvider router={router} />
        </FormEchoProvider>,
      ),
    );
    const styles = sheet.getStyleTags();
    const notFound = showsNotFound(router.state.matches);
    const failedLoad = router.state.matches.find((match) => match.status === 'error');
    const error = failedLoad ? errorMessage(failedLoad.error) : failedRenderMessage(markup);
    return {
      html: `<!DOCTYPE html>${withGlyphSymbols(markup).replace('</head>', `<style>${globalCss}</style>${headTags}${styles}</head>`)}`,
      status: notFound ? 404 : error === undefined ? 200 : 500,
      error,
    };
  } finally {
    sheet.seal();
  }
}
