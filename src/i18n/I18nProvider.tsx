import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from './i18n';
import { useLocale } from './useLocale';

/** Gives everything below it the interface strings of the page's language. */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18nFor(useLocale())}>{children}</I18nextProvider>;
}
