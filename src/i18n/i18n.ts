import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from '../../shared/locales';
import { perLanguage } from './perLanguage';
import type en from './locales/en.json';

type InterfaceStrings = typeof en;

/**
 * Each language's strings are their own chunk, so a page downloads only its own language;
 * the root route loads it as the app starts, and the router loads the other one when a
 * link to it is about to be followed.
 */
const stringsOf: Record<Locale, () => Promise<{ default: InterfaceStrings }>> = {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
};

/**
 * One i18next instance per language, each fixed to its language. The page's URL picks the
 * instance (see I18nProvider), so nothing global changes when the router preloads a page in
 * the other language on hover.
 */
function createInstance(locale: Locale, translation: InterfaceStrings): I18n {
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

const interfaceStrings = perLanguage(
  (locale) =>
    stringsOf[locale]().then(({ default: translation }) => createInstance(locale, translation)),
  { what: 'interface strings', loader: 'loadInterfaceStrings' },
);

/** Fetches a language's strings once; the root route awaits it before anything renders. */
export const loadInterfaceStrings = interfaceStrings.load;

/**
 * The strings of a language already loaded; after a failed switch, those already on screen,
 * so the error page speaks a language rather than showing nothing.
 */
export const i18nFor = interfaceStrings.get;

/**
 * Words a feature keeps out of every page's interface strings (the search's, the forms'): a
 * chunk per language, added to that language's strings once, when the feature first needs
 * them. A failed download is tried again the next time, as `perLanguage` does.
 */
export function addedStrings(
  stringsOf: Record<Locale, () => Promise<{ default: object }>>,
  names: { what: string; loader: string },
): (locale: Locale) => Promise<void> {
  const added = perLanguage(
    (locale) =>
      Promise.all([loadInterfaceStrings(locale), stringsOf[locale]()]).then(
        ([i18n, { default: strings }]) => {
          i18n.addResourceBundle(locale, 'translation', strings, true, false);
        },
      ),
    names,
  );
  return added.load;
}
