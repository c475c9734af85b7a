import 'i18next';
import type formStrings from '../forms/formLocales/en.json';
import type searchStrings from '../search/locales/en.json';
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    /**
     * The search's words and the forms' join the interface strings when the search or a form
     * loads them (loadSearchStrings, loadFormStrings).
     */
    resources: { translation: typeof en & typeof searchStrings & typeof formStrings };
    returnNull: false;
  }
}
