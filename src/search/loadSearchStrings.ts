import type { Locale } from '../../shared/locales';
import { loadInterfaceStrings } from '../i18n/i18n';
import { perLanguage } from '../i18n/perLanguage';
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
 * The search's words, added to a language's interface strings once (a failed download is
 * tried again on the next search, as `perLanguage` does).
 */
const searchStrings = perLanguage(
  (locale) =>
    Promise.all([loadInterfaceStrings(locale), stringsOf[locale]()]).then(
      ([i18n, { default: strings }]) => {
        i18n.addResourceBundle(locale, 'translation', strings, true, false);
      },
    ),
  { what: 'search strings', loader: 'loadSearchStrings' },
);

/**
 * The search page's route awaits it before rendering, the dialog and the not-found page's
 * search before showing.
 */
export function loadSearchStrings(locale: Locale): Promise<void> {
  return searchStrings.load(locale);
}
