import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../content/vocabulary';
import ar from './locales/ar.json';
import en from './locales/en.json';

export const resources = { en: { translation: en }, ar: { translation: ar } } as const;

/**
 * One i18next instance for the whole app. Both languages are bundled (the interface strings
 * are a few kilobytes), so switching language never waits for the network and the
 * prerenderer can render either language synchronously.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: false,
  supportedLngs: ['en', 'ar'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
