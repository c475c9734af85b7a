import type { Locale } from '../../shared/locales';
import ar from './fieldLocales/ar.json';
import en from './fieldLocales/en.json';

/**
 * The search field's words (its label, and the not-found page's hint), in both languages:
 * they come with the not-found page's search form and the search panel, which share them,
 * rather than with the interface strings every page downloads.
 */
export const searchFieldWords: Record<Locale, typeof en> = { en, ar };
