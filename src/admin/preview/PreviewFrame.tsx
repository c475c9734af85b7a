import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import symbols from 'virtual:glyph-symbols';
import { glyphSymbolsId } from '../../components/primitives/glyphNames';
import { loadCompany } from '../../content/company';
import type { Locale } from '../../../shared/locales';
import { loadInterfaceStrings } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { localeInfo } from '../../i18n/localeInfo';
import { globalCss } from '../../theme/globalCss';
import { theme } from '../../theme/theme';

const PreviewPage = createContext<ReactNode>(null);

function ShownPage() {
  return (
    <I18nProvider>
      <ThemeProvider theme={theme}>{use(PreviewPage)}</ThemeProvider>
    </I18nProvider>
  );
}

/** A router at the language's home address: links, the language and its strings work. */
function previewRouter(locale: Locale) {
  return createRouter({
    routeTree: createRootRoute({ component: ShownPage }),
    history: createMemoryHistory({ initialEntries: [localeInfo[locale].prefix || '/'] }),
  });
}

interface PreviewFrameProps {
  locale: Locale;
  /** The preview's own document (the CMS shows previews in a frame). */
  frame: Document;
  children: ReactNode;
}

/**
 * The site around a previewed page: its theme, fonts and page-wide rules, its icons'
 * symbols, its interface strings and company document, and the language and direction of
 * the entry, in the CMS's preview frame.
 */
export function PreviewFrame({ locale, frame, children }: PreviewFrameProps) {
  const [router, setRouter] = useState<ReturnType<typeof previewRouter>>();
  useEffect(() => {
    let current = true;
    frame.documentElement.setAttribute('lang', locale);
    frame.documentElement.setAttribute('dir', localeInfo[locale].direction);
    void Promise.all([loadInterfaceStrings(locale), loadCompany(locale)]).then(() => {
      if (current) setRouter(previewRouter(locale));
    });
    return () => {
      current = false;
    };
  }, [frame, locale]);
  return (
    <StyleSheetManager target={frame.head}>
      <style>{globalCss}</style>
      {/* The CMS floats its pane buttons over the frame's right edge: keep the page clear. */}
      <style>{'body { padding-right: 3.5rem; }'}</style>
      <svg
        id={glyphSymbolsId}
        display="none"
        dangerouslySetInnerHTML={{ __html: Object.values(symbols).join('') }}
      />
      <PreviewPage value={children}>{router && <RouterProvider router={router} />}</PreviewPage>
    </StyleSheetManager>
  );
}
