import type { Locale } from '../../shared/locales';
import { addedStrings } from '../i18n/i18n';
import type en from './locales/en.json';

/**
 * The search's own words (the dialog's, the results', the search page's), a chunk per
 * language that comes with the search instead of with every page's interface strings; the
 * header keeps only its control's name and shortcut there.
 */
const stringsOf: Record<Locale, () => Promise<{ default: typeof en }>> = {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
};

/**
 * The search page's route awaits it before rendering, the dialog and the not-found page's
 * search before showing.
 */
export const loadSearchStrings = addedStrings(stringsOf, {
  what: 'search strings',
  loader: 'loadSearchStrings',
});
