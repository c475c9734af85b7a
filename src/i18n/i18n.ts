import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from '../../shared/locales';
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

const loading = new Map<Locale, Promise<I18n>>();
const loaded = new Map<Locale, I18n>();

/** Fetches a language's strings once; the root route awaits it before anything renders. */
export function loadInterfaceStrings(locale: Locale): Promise<I18n> {
  const started = loading.get(locale);
  if (started) return started;
  const pending = stringsOf[locale]().then(({ default: translation }) => {
    const instance = createInstance(locale, translation);
    loaded.set(locale, instance);
    return instance;
  });
  loading.set(locale, pending);
  // A failed download (the visitor went offline) is tried again on the next navigation.
  pending.catch(() => loading.delete(locale));
  return pending;
}

/**
 * The strings of a language already loaded. If a language switch failed to download its
 * strings, its error page speaks the language already on screen rather than showing nothing.
 */
export function i18nFor(locale: Locale): I18n {
  const instance = loaded.get(locale) ?? loaded.values().next().value;
  if (!instance) {
    throw new Error(`The ${locale} interface strings are used before loadInterfaceStrings`);
  }
  return instance;
}
