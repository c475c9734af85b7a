import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from '../content/vocabulary';
import ar from './locales/ar.json';
import en from './locales/en.json';

/**
 * One i18next instance per language, each fixed to its language. The page's URL picks the
 * instance (see I18nProvider), so nothing global changes when the router preloads a page in
 * the other language on hover. Both are bundled: the strings are a few kilobytes, and the
 * prerenderer renders either language synchronously.
 */
function createInstance(locale: Locale, translation: typeof en): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [locale]: { translation } },
    lng: locale,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const instances: Record<Locale, I18n> = {
  en: createInstance('en', en),
  ar: createInstance('ar', ar),
};

export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}
