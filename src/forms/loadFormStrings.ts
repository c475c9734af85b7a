import type { Locale } from '../../shared/locales';
import { loadInterfaceStrings } from '../i18n/i18n';
import { perLanguage } from '../i18n/perLanguage';
import type en from './formLocales/en.json';

/**
 * The forms' own words (the field messages and the notices saying how a submission ended),
 * a chunk per language fetched when a visitor reaches a form, instead of with every page's
 * interface strings: no page shows them before the visitor has sent something.
 */
const stringsOf: Record<Locale, () => Promise<{ default: typeof en }>> = {
  en: () => import('./formLocales/en.json'),
  ar: () => import('./formLocales/ar.json'),
};

/**
 * The forms' words, added to a language's interface strings once (a failed download is
 * tried again the next time a form needs them, as `perLanguage` does).
 */
const formStrings = perLanguage(
  (locale) =>
    Promise.all([loadInterfaceStrings(locale), stringsOf[locale]()]).then(
      ([i18n, { default: strings }]) => {
        i18n.addResourceBundle(locale, 'translation', strings, true, false);
      },
    ),
  { what: 'form strings', loader: 'loadFormStrings' },
);

/**
 * A form starts it when focus enters it and validates only once it is done; the notices
 * and the render of a page answering a post without JavaScript await it.
 */
export function loadFormStrings(locale: Locale): Promise<void> {
  return formStrings.load(locale);
}
