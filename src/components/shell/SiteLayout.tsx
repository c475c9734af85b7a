import { DirectionProvider } from '@radix-ui/react-direction';
import { useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { localeInfo } from '../../i18n/localeInfo';
import { useLocale } from '../../i18n/useLocale';
import { theme } from '../../theme/theme';
import { AccessibilityButton } from '../../accessibility/AccessibilityButton';
import { AccessibilityProvider } from '../../accessibility/AccessibilityProvider';
import { NoticesProvider } from '../notices/Notices';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

/** Everything every page shares: theme, direction, skip link, header, footer, accessibility panel. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const router = useRouter();

  // After a client-side page change, move focus to the new content so keyboard and
  // screen-reader users start there, as they would after a full page load.
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        if (fromLocation && pathChanged) {
          document.getElementById('main')?.focus({ preventScroll: true });
        }
      }),
    [router],
  );

  return (
    <ThemeProvider theme={theme}>
      <DirectionProvider dir={localeInfo[locale].direction}>
        <AccessibilityProvider>
          <NoticesProvider>
            <Page>
              <SkipLink />
              <SiteHeader />
              <Main id="main" tabIndex={-1}>
                {children}
              </Main>
              <SiteFooter />
            </Page>
            <AccessibilityButton placement="corner" />
          </NoticesProvider>
        </AccessibilityProvider>
      </DirectionProvider>
    </ThemeProvider>
  );
}
